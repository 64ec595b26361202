/**
 * Column order of a table whose headers the user can drag (pure, no DOM): parse what browser
 * storage holds, write it back, and move one column. Generic over the column keys so a stored
 * order survives columns being added or removed in a later release.
 */

/**
 * Reads a stored order. Anything that is not a JSON array of strings gives the default order;
 * unknown keys and repeats are dropped, and keys missing from the stored order (a column added
 * since) are put back next to the column that precedes them in the default order.
 */
export function parseColumnOrder<K extends string>(raw: string | null | undefined, defaults: readonly K[]): K[] {
  if (!raw) return [...defaults];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [...defaults];
  }
  if (!Array.isArray(parsed)) return [...defaults];

  const known = new Set<string>(defaults);
  const order: K[] = [];
  for (const value of parsed) {
    if (typeof value === 'string' && known.has(value) && !order.includes(value as K)) order.push(value as K);
  }
  if (order.length === 0) return [...defaults];

  defaults.forEach((key, index) => {
    if (order.includes(key)) return;
    // After the nearest preceding default column that is placed already; first if there is none.
    let insertAt = 0;
    for (let i = index - 1; i >= 0; i -= 1) {
      const at = order.indexOf(defaults[i]);
      if (at >= 0) {
        insertAt = at + 1;
        break;
      }
    }
    order.splice(insertAt, 0, key);
  });
  return order;
}

export function serializeColumnOrder(order: readonly string[]): string {
  return JSON.stringify(order);
}

/**
 * Moves `from` to where `to` is (the drop target): dragging right puts the column after the
 * target, dragging left before it. Unknown keys or from === to return the order unchanged.
 */
export function moveColumn<K extends string>(order: readonly K[], from: K, to: K): K[] {
  const fromIndex = order.indexOf(from);
  const toIndex = order.indexOf(to);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return [...order];
  const next = order.filter((key) => key !== from);
  next.splice(toIndex, 0, from);
  return next;
}

/** Moves a column one or more places left (negative) or right (positive), stopping at the ends (keyboard reordering). */
export function moveColumnBy<K extends string>(order: readonly K[], key: K, delta: number): K[] {
  const fromIndex = order.indexOf(key);
  if (fromIndex < 0) return [...order];
  const toIndex = Math.min(order.length - 1, Math.max(0, fromIndex + Math.trunc(delta)));
  return moveColumn(order, key, order[toIndex]);
}

export function sameColumnOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, i) => key === b[i]);
}
