import { describe, expect, it } from 'vitest';
import { emptyActivityFilters } from './filters';
import { activityFilterParams, activityFiltersFromParams } from './filter-params';

const today = { start: '2026-03-02', end: '2026-03-02' };
const chosen = { ...emptyActivityFilters({ start: '2026-02-20', end: '2026-03-01' }), techBpNo: '100234', customer: 'Işık Madencilik', status: 'ACCEPT' as const, workOrderNo: '2000163909' };

describe('activity filter in the URL', () => {
  it('gives back the filter it holds, and holds only what differs from today without criteria', () => {
    const params = activityFilterParams(chosen, today);
    expect(activityFiltersFromParams(new URLSearchParams(params.toString()), today)).toEqual(chosen);
    expect(activityFilterParams(emptyActivityFilters(today), today).toString()).toBe('');
    expect(activityFilterParams({ ...emptyActivityFilters(today), serialNumber: ' CAT0785 ' }, today).toString()).toBe('serialNumber=CAT0785');
  });

  it('reads a link without dates as today, and an edited link the drawer would refuse as the default', () => {
    expect(activityFiltersFromParams(new URLSearchParams('technician=100234'), today)).toEqual({ ...emptyActivityFilters(today), techBpNo: '100234' });
    expect(activityFiltersFromParams(new URLSearchParams('status=DONE&start=2026-02-31&end=x'), today)).toEqual(emptyActivityFilters(today));
    for (const query of ['start=2026-03-05&end=2026-03-01', 'workOrderNo=12a', `serialNumber=${'x'.repeat(31)}`, 'customer=Iş', `customerNumber=${'1'.repeat(41)}`, `technician=${'1'.repeat(41)}`, `customer=${'a'.repeat(256)}`]) {
      expect(activityFiltersFromParams(new URLSearchParams(query), today), query).toEqual(emptyActivityFilters(today));
    }
    // The longest texts the server takes are kept.
    const longest = `customerNumber=${'1'.repeat(40)}&technician=${'1'.repeat(40)}&customer=${'a'.repeat(255)}`;
    expect(activityFiltersFromParams(new URLSearchParams(longest), today)).toMatchObject({ customerNumber: '1'.repeat(40), techBpNo: '1'.repeat(40), customer: 'a'.repeat(255) });
  });
});
