import { describe, expect, it } from 'vitest';
import { canCancelDraft, canCreateAssignment, emptyDraftFilters, toDraftRequest, validateDraftFilters } from './filters';

const base = emptyDraftFilters({ start: '2026-11-15', end: '2026-11-22' });

describe('validateDraftFilters', () => {
  it('needs at least one organization, team or technician', () => {
    expect(validateDraftFilters(base)).toEqual({ selection: true });
    expect(validateDraftFilters({ ...base, organizations: ['TR10'] })).toEqual({});
    expect(validateDraftFilters({ ...base, teams: [3] })).toEqual({});
    expect(validateDraftFilters({ ...base, technicians: ['100'] })).toEqual({});
  });
  it('needs a date range that does not end before it starts', () => {
    expect(validateDraftFilters({ ...base, teams: [1], start: '' })).toEqual({ date: 'required' });
    expect(validateDraftFilters({ ...base, teams: [1], start: '2026-11-23' })).toEqual({ date: 'endBeforeStart' });
  });
  it('refuses a typed day the API does not take (outside 1970-01-01..2199-12-31) beside the field', () => {
    expect(validateDraftFilters({ ...base, teams: [1], start: '1969-12-31' })).toEqual({ date: 'outOfRange' });
    expect(validateDraftFilters({ ...base, teams: [1], end: '2200-01-01' })).toEqual({ date: 'outOfRange' });
  });
  it('limits the serial number to 30 characters', () => {
    expect(validateDraftFilters({ ...base, teams: [1], seriNo: 's'.repeat(31) })).toEqual({ seriNo: 'tooLong' });
  });
});

describe('toDraftRequest', () => {
  it('sends the filter with the page and leaves a blank serial out', () => {
    expect(toDraftRequest({ ...base, teams: [1], status: ['SAVED'], seriNo: ' ' }, 1, 50)).toEqual({
      start: '2026-11-15',
      end: '2026-11-22',
      organizations: [],
      teams: [1],
      technicians: [],
      status: ['SAVED'],
      seriNo: undefined,
      index: 1,
      limit: 50,
    });
  });
});

describe('draft actions', () => {
  const dispatcher = ['DISPATCHER'];
  it('offers create assignment for an unscheduled SAVED draft to a dispatcher', () => {
    expect(canCreateAssignment({ status: 'SAVED', schedulerId: null }, dispatcher)).toBe(true);
    expect(canCreateAssignment({ status: 'SAVED', schedulerId: 5 }, dispatcher)).toBe(false);
    expect(canCreateAssignment({ status: 'ASSIGNED', schedulerId: 5 }, dispatcher)).toBe(false);
    expect(canCreateAssignment({ status: 'CANCELLED', schedulerId: null }, dispatcher)).toBe(false);
  });
  it('offers cancel only for a SAVED draft', () => {
    expect(canCancelDraft({ status: 'SAVED', schedulerId: null }, dispatcher)).toBe(true);
    expect(canCancelDraft({ status: 'ASSIGNED', schedulerId: 5 }, dispatcher)).toBe(false);
    expect(canCancelDraft({ status: 'CANCELLED', schedulerId: null }, dispatcher)).toBe(false);
  });
  it('offers nothing to an observer or a CI user', () => {
    for (const roles of [['OBSERVER'], ['CI_COMMITTEE'], ['CI_BOARD_USER']]) {
      expect(canCreateAssignment({ status: 'SAVED', schedulerId: null }, roles)).toBe(false);
      expect(canCancelDraft({ status: 'SAVED', schedulerId: null }, roles)).toBe(false);
    }
  });
});
