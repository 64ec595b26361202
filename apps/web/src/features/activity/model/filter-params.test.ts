import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyActivityFilters } from './filters';
import { activityFilterParams, activityFiltersFromParams, activityPageFromParams, appliedActivityFilters, currentActivityDay, lastActivityPageIndex, readActivityLink, withActivityPage } from './filter-params';

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

  it('says why an edited link was not taken, so that the screen does not silently show today instead', () => {
    const refused = (query: string) => readActivityLink(new URLSearchParams(query), today).refused;
    expect(refused('start=2026-03-05&end=2026-03-01&customer=Işık')).toEqual({ dates: 'endBeforeStart' });
    expect(refused('start=1900-01-01&end=2026-03-01')).toEqual({ dates: 'outOfRange' });
    expect(refused('start=2026-02-31&end=2026-03-01')).toEqual({ dates: { notADay: '2026-02-31' } });
    expect(refused('start=2026-02-20')).toEqual({ dates: 'required' });
    for (const query of ['workOrderNo=12a', 'customer=Iş', `technician=${'1'.repeat(41)}`]) expect(refused(query), query).toBe('criteria');
    for (const query of ['', 'technician=100234', 'start=2026-02-20&end=2026-03-01&serialNumber=CAT0785']) expect(refused(query), query).toBeNull();
    expect(readActivityLink(new URLSearchParams('start=2026-03-05&end=2026-03-01'), today).filters).toEqual(emptyActivityFilters(today));
  });
});

describe('activity page in the URL', () => {
  it('keeps the page and its size beside the filter, and leaves out page 1 and the default size', () => {
    const params = withActivityPage(activityFilterParams(chosen, today), { index: 2, size: 50 });
    const reloaded = new URLSearchParams(params.toString());
    expect(activityPageFromParams(reloaded)).toEqual({ index: 2, size: 50 });
    expect(activityFiltersFromParams(reloaded, today)).toEqual(chosen);
    expect(withActivityPage(new URLSearchParams('page=3&pageSize=50&serialNumber=CAT0785'), { index: 0, size: 25 }).toString()).toBe('serialNumber=CAT0785');
    expect(activityPageFromParams(new URLSearchParams(''))).toEqual({ index: 0, size: 25 });
  });

  it('reads what is not a page number or an offered size as the default', () => {
    for (const query of ['page=0', 'page=-2', 'page=2.5', 'page=x', 'page=', 'page=99999999', 'page=1e3']) {
      expect(activityPageFromParams(new URLSearchParams(query)).index, query).toBe(0);
    }
    for (const query of ['pageSize=30', 'pageSize=0', 'pageSize=x', 'pageSize=1000']) {
      expect(activityPageFromParams(new URLSearchParams(query)).size, query).toBe(25);
    }
  });

  it('names the last page that holds rows, the first when there are none', () => {
    expect(lastActivityPageIndex(110, 25)).toBe(4);
    expect(lastActivityPageIndex(100, 25)).toBe(3);
    expect(lastActivityPageIndex(1, 25)).toBe(0);
    expect(lastActivityPageIndex(0, 25)).toBe(0);
  });
});

describe('the default day on a screen left open past midnight', () => {
  afterEach(() => vi.useRealTimers());

  it("is the current day for the drawer's Reset and for Search alike; a day kept after midnight stays over a reload", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 6, 23, 58));
    const opened = currentActivityDay();
    expect(opened).toEqual({ start: '2026-12-06', end: '2026-12-06' });
    vi.setSystemTime(new Date(2026, 11, 7, 0, 1));

    // After midnight the user narrows the list still showing the 6th to one technician: the 6th stays in the URL.
    const narrowed = { ...emptyActivityFilters(opened), techBpNo: '100234' };
    const kept = appliedActivityFilters(narrowed);
    expect(kept.today).toEqual({ start: '2026-12-07', end: '2026-12-07' });
    expect(activityFiltersFromParams(new URLSearchParams(kept.params.toString()), currentActivityDay())).toEqual(narrowed);

    // Reset then Search: the current day, which a URL without dates means from then on.
    const reset = emptyActivityFilters(currentActivityDay());
    const applied = appliedActivityFilters(reset);
    expect(applied.params.toString()).toBe('');
    expect(activityFiltersFromParams(applied.params, applied.today)).toEqual(reset);
  });
});
