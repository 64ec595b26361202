import type { TFunction } from 'i18next';
import type { SaveOutcome } from '@fsp/domain';

/**
 * The message of a save with refused changes (spec part 1 §8 "Saving"). A change a colleague's overtook is dropped
 * from the Changes tab (model/save-answer.ts), so the message says how many refusals stay there and why the others
 * are gone, instead of claiming that every unsaved one stays.
 */
export function refusedSaveText(t: TFunction, outcome: Pick<SaveOutcome, 'kind' | 'savedCount' | 'deletedCount' | 'failedCount' | 'typeWord'>, conflictCount: number): string {
  const { failedCount } = outcome;
  const saved = outcome.savedCount + outcome.deletedCount;
  const unsaved = t('planning.save.unsaved', { count: failedCount, type: t(`planning.save.types.${outcome.typeWord}`, { count: failedCount }) });
  if (conflictCount === 0) return outcome.kind === 'warning' ? t('planning.save.mixed', { saved, failed: failedCount }) : unsaved;
  const kept = failedCount - conflictCount;
  const parts = [outcome.kind === 'warning' ? t('planning.save.mixedCounts', { saved, failed: failedCount }) : unsaved];
  if (kept > 0) parts.push(t('planning.save.keptInTab', { kept }));
  // The sentence about "this item" is clear only when the overtaken change is the one refusal.
  parts.push(conflictCount === 1 && kept === 0 ? t('planningSaveErrors.changedMeanwhile') : t('planning.save.overtaken', { overtaken: conflictCount }));
  return parts.join(' ');
}
