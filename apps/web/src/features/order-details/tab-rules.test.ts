import { describe, expect, it } from 'vitest';
import { isFlagOn, orderDrawerTabAvailability } from './tab-rules';

describe('orderDrawerTabAvailability', () => {
  it('disables everything for a new item', () => {
    expect(orderDrawerTabAvailability(null)).toEqual({ history: false, attachments: false, sims: false, survey: false, sos: false });
  });

  it('needs a status history for History; an empty one still opens the tab', () => {
    expect(orderDrawerTabAvailability({}).history).toBe(false);
    expect(orderDrawerTabAvailability({ schedulerStatus: null }).history).toBe(false);
    expect(orderDrawerTabAvailability({ schedulerStatus: [] }).history).toBe(true);
    expect(orderDrawerTabAvailability({ schedulerStatus: [{}] }).history).toBe(true);
  });

  it('needs an attachment list for Attachments, SIMS and survey; a finished job without files can still be surveyed', () => {
    expect(orderDrawerTabAvailability({ attachmentList: null })).toMatchObject({ attachments: false, sims: false, survey: false });
    expect(orderDrawerTabAvailability({})).toMatchObject({ attachments: false, sims: false, survey: false });
    expect(orderDrawerTabAvailability({ attachmentList: [] })).toMatchObject({ attachments: true, sims: true, survey: true });
    expect(orderDrawerTabAvailability({ attachmentList: [{}] })).toMatchObject({ attachments: true, sims: true, survey: true, history: false });
  });

  it('needs the sos flag for SOS', () => {
    expect(orderDrawerTabAvailability({ sos: false, attachmentList: [{}], schedulerStatus: [{}] }).sos).toBe(false);
    expect(orderDrawerTabAvailability({ sos: true }).sos).toBe(true);
  });
});

describe('isFlagOn', () => {
  it("is on only for the text 'true'", () => {
    expect(isFlagOn({ A: 'true' }, 'A')).toBe(true);
    expect(isFlagOn({ A: ' TRUE ' }, 'A')).toBe(true);
    expect(isFlagOn({ A: 'false' }, 'A')).toBe(false);
    expect(isFlagOn({ A: '1' }, 'A')).toBe(false);
    expect(isFlagOn({}, 'A')).toBe(false);
  });
});
