import { STATISTICS_COUNTRY_GROUPS, statisticsCountryGroup, type DispatcherCountResult, type TechnicianCountResult } from '@fsp/domain';
import type { DispatcherDayRow, TechnicianDayRow } from './repo';

/** 'YYYY-MM-DD' → 'YYYYMMDD' (the API's date form). */
export const compact = (ymd: string) => ymd.replaceAll('-', '');

type Pair = { total: number; active: number };

function emptyGroups(groups: readonly string[]): Record<string, Pair> {
  return Object.fromEntries(groups.map((g) => [g, { total: 0, active: 0 }]));
}

/** The country groups the selected organizations fall in, in the spec's order. */
export function groupsOf(orgunits: Iterable<string>, countries: ReadonlyMap<string, string>): string[] {
  const present = new Set([...orgunits].map((o) => statisticsCountryGroup(countries.get(o) ?? '')));
  return STATISTICS_COUNTRY_GROUPS.filter((g) => present.has(g));
}

/** One result per day: the organizations' rows summed (a technician belongs to one organization a day). */
export function technicianResults(days: readonly string[], rows: readonly TechnicianDayRow[], countries: ReadonlyMap<string, string>, groups: readonly string[]): TechnicianCountResult[] {
  const byDay = new Map(days.map((day) => [day, { date: compact(day), total: 0, active: 0, totalPlanned: 0, byCountry: emptyGroups(groups) }]));
  for (const row of rows) {
    const result = byDay.get(row.day);
    if (!result) continue;
    result.total += row.total;
    result.active += row.active;
    result.totalPlanned += row.planned;
    const group = (result.byCountry[statisticsCountryGroup(countries.get(row.orgunit) ?? '')] ??= { total: 0, active: 0 });
    group.total += row.total;
    group.active += row.active;
  }
  return [...byDay.values()];
}

/** One result per day: each dispatcher once overall and once per country group, however many organizations they serve. */
export function dispatcherResults(days: readonly string[], rows: readonly DispatcherDayRow[], countries: ReadonlyMap<string, string>, groups: readonly string[]): DispatcherCountResult[] {
  const sets = new Map(days.map((day) => [day, { all: new Set<number>(), active: new Set<number>(), planning: new Set<number>(), groups: new Map<string, { all: Set<number>; active: Set<number> }>() }]));
  for (const row of rows) {
    const day = sets.get(row.day);
    if (!day) continue;
    const groupName = statisticsCountryGroup(countries.get(row.orgunit) ?? '');
    let group = day.groups.get(groupName);
    if (!group) day.groups.set(groupName, (group = { all: new Set(), active: new Set() }));
    day.all.add(row.userId);
    group.all.add(row.userId);
    if (row.active) {
      day.active.add(row.userId);
      group.active.add(row.userId);
    }
    if (row.planning) day.planning.add(row.userId);
  }
  return [...sets.entries()].map(([day, s]) => {
    const byCountry = emptyGroups(groups);
    for (const [name, g] of s.groups) byCountry[name] = { total: g.all.size, active: g.active.size };
    return { date: compact(day), total: s.all.size, active: s.active.size, totalPlanning: s.planning.size, byCountry };
  });
}
