import { describe, expect, it } from 'vitest';
import { workAreaOfPayload } from './work-area';

describe('workAreaOfPayload', () => {
  it('reads the spec payload: the area id as text in assignedBayNo, in an area organization', () => {
    expect(workAreaOfPayload({ assignedBayNo: ' 3 ' }, true)).toEqual({ ok: true, workAreaId: 3, assignedBayNo: '3' });
  });

  it('accepts workAreaId as an alias and answers it in assignedBayNo too', () => {
    expect(workAreaOfPayload({ workAreaId: 12 }, true)).toEqual({ ok: true, workAreaId: 12, assignedBayNo: '12' });
    expect(workAreaOfPayload({ workAreaId: 12, assignedBayNo: '12' }, true)).toEqual({ ok: true, workAreaId: 12, assignedBayNo: '12' });
  });

  it('refuses text that is not an area id, and an alias that disagrees', () => {
    expect(workAreaOfPayload({ assignedBayNo: 'BAY-2' }, true)).toEqual({ ok: false, refusal: 'workAreaNotAnId' });
    expect(workAreaOfPayload({ assignedBayNo: '0' }, true)).toEqual({ ok: false, refusal: 'workAreaNotAnId' });
    expect(workAreaOfPayload({ assignedBayNo: '4', workAreaId: 5 }, true)).toEqual({ ok: false, refusal: 'workAreaMismatch' });
  });

  it('names no area when neither field is given (the required rule decides then)', () => {
    expect(workAreaOfPayload({ assignedBayNo: '  ' }, true)).toEqual({ ok: true, workAreaId: null, assignedBayNo: null });
  });

  it('keeps assignedBayNo as free bay text outside area organizations', () => {
    expect(workAreaOfPayload({ assignedBayNo: 'BAY-2' }, false)).toEqual({ ok: true, workAreaId: null, assignedBayNo: 'BAY-2' });
    expect(workAreaOfPayload({ assignedBayNo: '3', workAreaId: 7 }, false)).toEqual({ ok: true, workAreaId: 7, assignedBayNo: '3' });
  });
});
