/**
 * The deleted-work-order and deleted-technician dialogs open by themselves only for flagged items the user
 * has not closed a dialog on yet (issue 18, docs/decisions/0022-planning-board-daily-use.md). What each
 * user has seen is kept per username in one browser-storage entry.
 */
export type DeletedKind = 'orders' | 'technicians';

type SeenRecord = Record<string, Partial<Record<DeletedKind, string[]>>>;

/** Most ids kept per user and kind, the latest seen last; older ones may show once more. */
export const SEEN_DELETED_MAX = 500;

function parse(raw: string | null): SeenRecord {
  if (raw === null) return {};
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as SeenRecord) : {};
  } catch {
    return {};
  }
}

function idsOf(record: SeenRecord, owner: string, kind: DeletedKind): string[] {
  const ids = record[owner]?.[kind];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The flagged ids the user has not seen yet, in their order. */
export function unseenDeleted(raw: string | null, owner: string, kind: DeletedKind, ids: readonly string[]): string[] {
  const seen = new Set(idsOf(parse(raw), owner, kind));
  return ids.filter((id) => !seen.has(id));
}

/** The stored entry with these ids added as seen by the user (other users' entries kept). */
export function rememberSeenDeleted(raw: string | null, owner: string, kind: DeletedKind, ids: readonly string[]): string {
  const record = parse(raw);
  const added = new Set(ids);
  const kept = idsOf(record, owner, kind).filter((id) => !added.has(id));
  const next = [...kept, ...added].slice(-SEEN_DELETED_MAX);
  return JSON.stringify({ ...record, [owner]: { ...record[owner], [kind]: next } });
}
