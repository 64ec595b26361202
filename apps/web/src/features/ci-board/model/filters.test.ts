import { describe, expect, it } from 'vitest';
import { applyQuickFilter, CI_QUICK_FILTER_REPLACES, CI_QUICK_FILTERS, emptyCiFilters, monthsBack, restoreCiFilters, storeCiFilters, toCiListRequest, toggleQuickFilter, validateCiFilters, withKnownOrganizations } from './filters';
import { chooseCiCountry } from './country';

const ctx = { today: '2026-03-15', username: 'ciuser', wasteTypes: ['TRANSPORT', 'MOTION'], isgTypes: ['NEAR_MISS'] };

describe('CI board filter', () => {
  it('starts one month back and sends YYYYMMDD dates with paging', () => {
    const f = emptyCiFilters('2026-03-31');
    expect([f.createdStart, f.createdEnd]).toEqual(['2026-02-28', '2026-03-31']);
    expect(toCiListRequest(f, 'TR', ctx, 2, 25)).toMatchObject({ createdDateStart: '20260228', createdDateEnd: '20260331', countryCode: 'TR', index: 2, limit: 25 });
    expect(monthsBack('2026-01-10', 1)).toBe('2025-12-10');
  });

  it('applies each quick filter over the rest, and a second click clears it', () => {
    const base = emptyCiFilters(ctx.today);
    const q = (n: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8) => applyQuickFilter({ ...base, quick: n }, ctx);
    expect([q(1).createdStart, q(1).createdEnd]).toEqual(['2026-02-01', '2026-02-28']);
    expect([q(2).createdStart, q(2).createdEnd]).toEqual(['2026-03-01', '2026-03-15']);
    expect([q(3).status, q(5).status, q(6).status]).toEqual(['LIVE', 'WAITING_APPROVAL', 'APPROVED']);
    expect(q(4).userName).toBe('CİUSER');
    expect(q(7).suggestionTypeList).toEqual(['NEAR_MISS']);
    expect(q(8).suggestionTypeList).toEqual(['TRANSPORT', 'MOTION']);
    const on = toggleQuickFilter(base, 3);
    expect(on.quick).toBe(3);
    expect(toggleQuickFilter(on, 3).quick).toBeNull();
    expect(toggleQuickFilter(on, 5).quick).toBe(5);
  });

  it('names exactly the criteria each quick filter replaces, so their chips can give way to it', () => {
    const base = { ...emptyCiFilters(ctx.today), createdStart: '2025-01-01', createdEnd: '2025-01-31', status: 'REJECTED' as const, userName: 'someone', suggestionTypeList: ['OTHER'] };
    for (const quick of CI_QUICK_FILTERS) {
      const applied = applyQuickFilter({ ...base, quick }, ctx);
      const changed = (Object.keys(base) as (keyof typeof base)[]).filter((k) => JSON.stringify(applied[k]) !== JSON.stringify(base[k]) && k !== 'quick');
      expect(changed.sort()).toEqual([...CI_QUICK_FILTER_REPLACES[quick]].sort());
    }
  });

  it('refuses an end before its start for each range', () => {
    const f = { ...emptyCiFilters(ctx.today), dueStart: '2026-03-10', dueEnd: '2026-03-01', updatedStart: '2026-03-02', updatedEnd: '2026-03-01' };
    expect(validateCiFilters(f)).toEqual({ updated: 'endBeforeStart', due: 'endBeforeStart' });
  });

  it('restores a stored filter and ignores a broken one', () => {
    const stored = JSON.stringify({ ...emptyCiFilters('2026-01-01'), status: 'LIVE', quick: 4 });
    expect(restoreCiFilters(stored, ctx.today)).toMatchObject({ status: 'LIVE', quick: 4, createdStart: '2025-12-01' });
    expect(restoreCiFilters('{"status":"DONE"}', ctx.today).status).toBeNull();
    expect(restoreCiFilters('not json', ctx.today)).toEqual(emptyCiFilters(ctx.today));
  });

  it("moves a default created range stored on an earlier day on to today's, and keeps a range the user chose", () => {
    const yesterday = { ...emptyCiFilters('2026-03-14'), status: 'LIVE' as const };
    const restored = restoreCiFilters(storeCiFilters(yesterday, '2026-03-14'), ctx.today);
    expect(restored).toEqual({ ...emptyCiFilters(ctx.today), status: 'LIVE' });
    expect(restored).not.toHaveProperty('savedOn');
    const chosen = { ...yesterday, createdStart: '2026-01-05', createdEnd: '2026-03-14' };
    expect(restoreCiFilters(storeCiFilters(chosen, '2026-03-14'), ctx.today)).toMatchObject({ createdStart: '2026-01-05', createdEnd: '2026-03-14' });
    expect(restoreCiFilters(storeCiFilters(emptyCiFilters(ctx.today), ctx.today), ctx.today)).toEqual(emptyCiFilters(ctx.today));
  });
});

describe('CI board filter and the offered organizations', () => {
  it('drops a stored organization the user is no longer offered, and keeps the filter itself when nothing is dropped', () => {
    const stored = { ...emptyCiFilters(ctx.today), organizations: ['TR10', 'RU10'] };
    expect(withKnownOrganizations(stored, [{ orgunit: 'TR10' }]).organizations).toEqual(['TR10']);
    expect(withKnownOrganizations(stored, [{ orgunit: 'TR10' }, { orgunit: 'RU10' }])).toBe(stored);
  });
});

describe('CI country selection order', () => {
  const config = { countries: [{ code: 'AZ', name: '' }, { code: 'TR', name: '' }], selectionEnabled: true, defaultCountry: 'TR', previousCountry: null };
  it('takes the URL, then the previous country, then the session, else lets the user choose', () => {
    expect(chooseCiCountry({ ...config, previousCountry: 'TR' }, 'az', 'tr')).toBe('AZ');
    expect(chooseCiCountry({ ...config, previousCountry: 'TR' }, null, 'az')).toBe('TR');
    expect(chooseCiCountry(config, 'kg', 'az')).toBe('AZ');
    expect(chooseCiCountry(config, null, null)).toBeNull();
  });
  it('without selection uses the default or the first country', () => {
    expect(chooseCiCountry({ ...config, selectionEnabled: false }, null, 'az')).toBe('TR');
    expect(chooseCiCountry({ ...config, selectionEnabled: false, defaultCountry: null }, null, null)).toBe('AZ');
  });
});
