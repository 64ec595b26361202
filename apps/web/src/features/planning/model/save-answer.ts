import { SAVE_ERRORS, changesByKeyOf, summarizeSaveOutcome, type PendingChanges, type SaveFailure, type SaveOutcome, type SaveSchedulesResponse } from '@fsp/domain';

// Fetched when a save starts (hooks/use-save-pending-changes.ts), not with the grid: the grid's first load has a budget.
export { toSavePayload } from '@fsp/domain';

/** What the board does with a save's answer (decision 0036). */
export interface SaveAnswerPlan {
  /** Changes to drop: the saved ones, and those a colleague's change overtook (the reloaded grid shows theirs). */
  dropKeys: string[];
  /** Changes kept with their refusal, shown red with the text in the Changes tab. */
  refused: SaveFailure[];
  /** How many changes were refused because someone else changed the item after it was loaded. */
  conflictCount: number;
}

/**
 * A change refused as changed meanwhile is dropped rather than kept: kept, it would cover the colleague's change
 * on the grid and be refused again on every save, since what it says was loaded is no longer there.
 */
export function planSaveAnswer(outcome: Pick<SaveOutcome, 'okKeys' | 'failures'>): SaveAnswerPlan {
  const conflicts = outcome.failures.filter((f) => f.message.trim() === SAVE_ERRORS.changedMeanwhile);
  return {
    dropKeys: [...outcome.okKeys, ...conflicts.map((f) => f.key)],
    refused: outcome.failures.filter((f) => !conflicts.includes(f)),
    conflictCount: conflicts.length,
  };
}

/** The save's answer read against the changes it carried: the outcome the message words, and the plan. */
export function readSaveAnswer(response: SaveSchedulesResponse, snapshot: PendingChanges): SaveAnswerPlan & { outcome: SaveOutcome } {
  const outcome = summarizeSaveOutcome(response, changesByKeyOf(snapshot));
  return { outcome, ...planSaveAnswer(outcome) };
}
