import type { SaveSchedulesResponse } from '../contracts/planning';
import type { PendingItem } from './pending-changes';

/**
 * What a save of the pending changes came to (spec part 1 §4 "Save outcome", §8 "Saving"):
 * the response maps each item's key to 'OK' or an error text. Codes and counts only; the web
 * picks and translates the texts ('N {type} saved successfully', 'deleted successfully',
 * 'N {type} unsaved.', the mixed warning, the unexpected error).
 */

/** The value the server sends for an item that was saved. */
export const SAVE_OK = 'OK';

export type SaveOutcomeKind = 'success' | 'error' | 'warning' | 'unexpected';
/** The {type} word of the save messages. */
export type SaveTypeWord = 'workOrder' | 'trainingVacation' | 'default';

export interface SaveFailure {
  key: string;
  /** The server's error text for that item. */
  message: string;
}

export interface SaveOutcome {
  /** success: every item OK; error: every item failed; warning: some of each; unexpected: the response named no item. */
  kind: SaveOutcomeKind;
  /** Added and updated items that came back OK (and OK keys that match no known change). */
  savedCount: number;
  /** Deleted and updated-deleted items that came back OK. */
  deletedCount: number;
  /** Items that came back with an error text, whatever their kind. */
  failedCount: number;
  failures: SaveFailure[];
  /** Keys that came back OK: feed them to the reducer's markSaved. */
  okKeys: string[];
  typeWord: SaveTypeWord;
}

/** The fields of a change that the summary reads. */
export type SaveOutcomeChange = Pick<PendingItem, 'dirty' | 'orderType' | 'trainingVacation'>;

export type ChangesByKey = ReadonlyMap<string, SaveOutcomeChange> | Readonly<Record<string, SaveOutcomeChange>>;

/** Whether an item is training/vacation (by its order type or its training/vacation) or a work order. */
export function saveTypeWordOf(change: Pick<PendingItem, 'orderType' | 'trainingVacation'>): Exclude<SaveTypeWord, 'default'> {
  return change.trainingVacation != null || change.orderType === 'vacation' || change.orderType === 'training'
    ? 'trainingVacation'
    : 'workOrder';
}

function lookup(changesByKey: ChangesByKey, key: string): SaveOutcomeChange | undefined {
  if (changesByKey instanceof Map) return changesByKey.get(key);
  const record = changesByKey as Readonly<Record<string, SaveOutcomeChange>>;
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** Index a change list by key for {@link summarizeSaveOutcome}. */
export function changesByKeyOf(changes: readonly PendingItem[]): Map<string, PendingItem> {
  return new Map(changes.map((change) => [change.key, change]));
}

/**
 * Summarises a save response. The type word is work order when every item of the response that
 * matches a known change is a work order, training/vacation when every one is, default when they
 * are mixed or none is known (deletions count towards it too: they are items of that type).
 * Deletions that came back OK are counted apart from saved items ("deleted successfully").
 * A non-object or empty response is 'unexpected'.
 */
export function summarizeSaveOutcome(response: SaveSchedulesResponse | null | undefined, changesByKey: ChangesByKey): SaveOutcome {
  const entries = typeof response === 'object' && response !== null && !Array.isArray(response) ? Object.entries(response) : [];
  let savedCount = 0;
  let deletedCount = 0;
  const failures: SaveFailure[] = [];
  const okKeys: string[] = [];
  const typeWords = new Set<SaveTypeWord>();
  for (const [key, result] of entries) {
    const change = lookup(changesByKey, key);
    if (change !== undefined) typeWords.add(saveTypeWordOf(change));
    if (result === SAVE_OK) {
      okKeys.push(key);
      if (change?.dirty === 'deleted' || change?.dirty === 'updated-deleted') deletedCount++;
      else savedCount++;
    } else {
      failures.push({ key, message: typeof result === 'string' ? result : String(result) });
    }
  }
  const failedCount = failures.length;
  const okCount = okKeys.length;
  let kind: SaveOutcomeKind;
  if (entries.length === 0) kind = 'unexpected';
  else if (failedCount === 0) kind = 'success';
  else if (okCount === 0) kind = 'error';
  else kind = 'warning';
  const typeWord: SaveTypeWord = typeWords.size === 1 ? [...typeWords][0] : 'default';
  return { kind, savedCount, deletedCount, failedCount, failures, okKeys, typeWord };
}
