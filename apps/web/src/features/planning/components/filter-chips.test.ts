import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { OrganizationWithTeams } from '../../../api/reference';
import { createTestI18n } from '../../../i18n/test-instance';
import { FilterChips } from './filter-chips';

const TUZLA: OrganizationWithTeams = {
  orgunit: '3010',
  orgtext: 'Tuzla',
  displayName: 'İstanbul Tuzla',
  countryCode: 'TR',
  workHourStartTime: null,
  workHourEndTime: null,
  forceNormalShiftEnabled: false,
  teams: [{ id: 7, name: 'Hidrolik' }],
};

/** The accessible names of the chips' ✕ buttons. */
async function closeNames(language: string): Promise<string[]> {
  const i18n = await createTestI18n();
  await i18n.changeLanguage(language);
  const chips = createElement(FilterChips, {
    filters: { date: '2020-01-06', teamIds: [7], organizationEnabled: true, organizations: ['3010'], remember: false, planRange: { start: '2020-01-01', end: null } },
    organizations: [TUZLA],
    hidden: false,
    onToggleHidden: () => {},
    onOpenFilters: () => {},
    onResetDate: () => {},
    onClearPlanRange: () => {},
    onRemoveTeam: () => {},
    onRemoveOrganization: () => {},
  });
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, chips));
  return [...html.matchAll(/<span[^>]*role="button"[^>]*>/g)].map(([tag]) => /aria-label="([^"]*)"/.exec(tag)?.[1] ?? '');
}

describe('FilterChips', () => {
  it("names each chip's ✕ after the criterion it removes, not a bare Close", async () => {
    const names = await closeNames('en');
    expect(names).toHaveLength(4);
    expect(names).toContain('Remove: Organization: İstanbul Tuzla');
    expect(names).toContain('Remove: Team: Hidrolik · İstanbul Tuzla');
    expect(names).toContain('Remove: Work orders: 2020-01-01 – …');
    expect(names.some((name) => name.startsWith('Remove: Date: 2020-01-06'))).toBe(true);
    expect(await closeNames('tr')).toContain('Kaldır: Organizasyon: İstanbul Tuzla');
  });
});
