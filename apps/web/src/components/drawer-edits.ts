/** Deep enough for filter values (strings, numbers, arrays, plain objects, dates). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an open filter drawer does when the applied filters change under it: 'copy' when it opens (its values
 * become a fresh copy of the applied filters, so Cancel drops the edits), 'rebase' when the applied filters are
 * another object while it stays open (the page dropped out-of-scope teams once the organizations loaded, or
 * rebuilt the same filters), 'keep' otherwise.
 */
export function drawerSync<T>(before: { open: boolean; applied: T }, open: boolean, applied: T): 'copy' | 'rebase' | 'keep' {
  if (!open) return 'keep';
  if (!before.open) return 'copy';
  return applied === before.applied ? 'keep' : 'rebase';
}

/**
 * The drawer's values after the applied filters changed from `previous` to `next` while it was open: a field the
 * user has not edited (still equal to `previous`) takes its new applied value; an edited one keeps the user's. The
 * same object when nothing changes, e.g. filters rebuilt with equal content.
 */
export function rebaseDrawerEdits<T extends object>(previous: T, next: T, current: T): T {
  const changed = (Object.keys(next) as (keyof T)[]).filter((key) => !same(next[key], previous[key]) && same(current[key], previous[key]));
  if (changed.length === 0) return current;
  const result = { ...current };
  for (const key of changed) result[key] = next[key];
  return result;
}
