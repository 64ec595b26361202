import { z } from 'zod';
import { scheduler as schedulerSchema } from '../contracts/planning';
import { PENDING_DIRTY_MARKERS, storedKey, type PendingItem } from './pending-changes';
import { PENDING_CHANGES_STORAGE_VERSION } from './pending-changes-format';

// The writing half (version, shape, serializePendingChanges) is in pending-changes-format.ts, without zod: the
// planning grid writes on every change but reads through zod only when something is stored (issue 19).
export { PENDING_CHANGES_STORAGE_VERSION, serializePendingChanges, type StoredPendingChanges } from './pending-changes-format';

// The pending changes in browser storage (spec part 1 §4): versioned JSON, validated change by change on the way back.

const previousPositionSchema = z.object({
  startDate: z.number().int(),
  endDate: z.number().int(),
  technicianId: z.string().min(1),
  technicianFullName: z.string().optional(),
});

const pendingItemSchema = schedulerSchema.omit({ id: true }).extend({
  id: z.number().int().min(1).nullable(),
  key: z.string().min(1).max(100),
  localId: z.string().min(1),
  dirty: z.enum(PENDING_DIRTY_MARKERS),
  prevChange: z.array(previousPositionSchema),
  warning: z.boolean().optional(),
  planChangeReason: z.string().max(255).nullish(),
  loaded: schedulerSchema
    .pick({ startDate: true, endDate: true, technicianId: true, schedulerJobType: true, forceNormalShift: true, assignedBayNo: true, plInfo: true, workAreaId: true })
    .extend({
      latitude: z.number().nullable().optional(),
      longitude: z.number().nullable().optional(),
      planRejectReasonSourceType: z.string().nullable().optional(),
      draftId: z.number().int().nullable().optional(),
      workOrderItemId: z.number().int().nullable().optional(),
      trainingVacationId: z.number().int().nullable().optional(),
    })
    .optional(),
});

/** Whether a parsed change is consistent with what the reducer can produce. */
function isConsistent(change: PendingItem): boolean {
  if (change.dirty === 'added') return change.id === null;
  if (change.id === null || change.key !== storedKey(change.id)) return false;
  if (change.dirty === 'updated' || change.dirty === 'updated-deleted') return change.prevChange.length >= 1;
  return true;
}

export interface ParsePendingChangesOptions {
  /** The caller's clock (epoch ms); with maxAgeMs, a snapshot older than that (or without savedAt) is dropped whole. */
  now?: number;
  maxAgeMs?: number;
}

/**
 * Reads what {@link serializePendingChanges} wrote (a string, or the already parsed value). Never
 * throws: anything that is not JSON, has another version, or is too old gives []; each change
 * that fails validation or is inconsistent (an added change with an id, a stored change whose key
 * is not `s-${id}`, an updated one without history) is dropped alone, as is a repeated key or id.
 */
export function parsePendingChanges(raw: unknown, options: ParsePendingChangesOptions = {}): PendingItem[] {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const record = value as Record<string, unknown>;
  if (record.version !== PENDING_CHANGES_STORAGE_VERSION || !Array.isArray(record.changes)) return [];
  const savedAt = typeof record.savedAt === 'number' && Number.isFinite(record.savedAt) ? record.savedAt : null;
  if (options.now !== undefined && options.maxAgeMs !== undefined) {
    if (savedAt === null || options.now - savedAt > options.maxAgeMs) return [];
  }
  const keys = new Set<string>();
  const ids = new Set<number>();
  const result: PendingItem[] = [];
  for (const candidate of record.changes) {
    const parsed = pendingItemSchema.safeParse(candidate);
    if (!parsed.success) continue;
    const change: PendingItem = parsed.data;
    if (!isConsistent(change) || keys.has(change.key) || (change.id !== null && ids.has(change.id))) continue;
    keys.add(change.key);
    if (change.id !== null) ids.add(change.id);
    result.push(change);
  }
  return result;
}
