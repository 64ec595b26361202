import { describe, expect, it } from 'vitest';
import { EMPTY_WORK_ORDER_SEARCH_FILTERS as EMPTY, toWorkOrderSearchRequest, validateWorkOrderSearchFilters, withKnownOrganizations } from './filters';

describe('validateWorkOrderSearchFilters', () => {
  it('accepts the empty filter', () => {
    expect(validateWorkOrderSearchFilters(EMPTY)).toEqual({});
  });
  it('applies the work order number rule only when something is typed', () => {
    expect(validateWorkOrderSearchFilters({ ...EMPTY, workOrderNo: '2000100001' })).toEqual({});
    expect(validateWorkOrderSearchFilters({ ...EMPTY, workOrderNo: 'abc' })).toEqual({ workOrderNo: 'required' });
    expect(validateWorkOrderSearchFilters({ ...EMPTY, workOrderNo: '1234567890123' })).toEqual({ workOrderNo: 'tooLong' });
    expect(validateWorkOrderSearchFilters({ ...EMPTY, workOrderNo: '2147483648' })).toEqual({ workOrderNo: 'tooLarge' });
    expect(validateWorkOrderSearchFilters({ ...EMPTY, workOrderNo: '2147483647' })).toEqual({});
  });
  it('limits the serial number to 30 characters', () => {
    expect(validateWorkOrderSearchFilters({ ...EMPTY, seriNo: 'x'.repeat(30) })).toEqual({});
    expect(validateWorkOrderSearchFilters({ ...EMPTY, seriNo: 'x'.repeat(31) })).toEqual({ seriNo: 'tooLong' });
  });
});

describe('toWorkOrderSearchRequest', () => {
  it('sends customer numbers and leaves blank texts and off switches out', () => {
    const body = toWorkOrderSearchRequest({ ...EMPTY, customers: [{ number: '100', name: 'ACME' }], seriNo: '  ', organizations: ['TR10'] }, 2, 50);
    expect(body).toEqual({ customers: ['100'], organizations: ['TR10'], index: 2, limit: 50, seriNo: undefined, modelNo: undefined, onlyMDA: undefined, onlyAssigned: undefined, workOrderNo: null });
  });
  it('trims texts and sends switches that are on', () => {
    const body = toWorkOrderSearchRequest({ ...EMPTY, seriNo: ' ab1 ', modelNo: 'D6', workOrderNo: ' 42 ', onlyMDA: true, onlyAssigned: true }, 0, 25);
    expect(body).toMatchObject({ seriNo: 'ab1', modelNo: 'D6', workOrderNo: '42', onlyMDA: true, onlyAssigned: true });
  });
});

describe('withKnownOrganizations', () => {
  it('drops the chosen organizations the user is no longer offered, and keeps the filters themselves when none is dropped', () => {
    const offered = [{ orgunit: 'TR10' }, { orgunit: 'RU10' }];
    const chosen = { ...EMPTY, organizations: ['RU10', 'TR10'] };
    expect(withKnownOrganizations(chosen, offered)).toBe(chosen);
    expect(withKnownOrganizations({ ...EMPTY, organizations: ['ZZ99', 'TR10', 'TR20'] }, offered)).toEqual({ ...EMPTY, organizations: ['TR10'] });
    expect(withKnownOrganizations({ ...EMPTY, organizations: ['TR10'] }, [])).toEqual(EMPTY);
  });
});
