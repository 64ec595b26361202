import { compareNames } from '@fsp/domain';

interface Group<I extends { title: string }> {
  title: string;
  items: readonly I[];
}

/** Groups by `rank` (lower first), then by title; the items of each group by title. */
export function orderGroups<I extends { title: string }, G extends Group<I>>(groups: readonly G[], rank: (group: G) => number): G[] {
  return groups
    .map((group) => ({ ...group, items: [...group.items].sort((a, b) => compareNames(a.title, b.title)) }))
    .sort((a, b) => rank(a) - rank(b) || compareNames(a.title, b.title));
}

/** Teams by organization, then by name (the table's first order, before a column's sorter is chosen). */
export function orderTeams<T extends { name: string; organization: { displayName: string } }>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => compareNames(a.organization.displayName, b.organization.displayName) || compareNames(a.name, b.name));
}
