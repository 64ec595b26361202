import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PendingAction, PendingChanges, SaveOutcome } from '@fsp/domain';
import { PLANNING_QUERY_KEY, saveSchedules } from '../../../api/planning';
import { describeApiError } from '../../../lib/api-client';
import { useAppFeedback } from '../../../lib/feedback';
import { refusedSaveText } from '../model/save-message';

const SAVE_MESSAGE_KEY = 'planning-save';
/** Spec part 1 §9: loading message 30 s, success 4 s. */
const LOADING_SECONDS = 30;
export const SUCCESS_SECONDS = 4;

/**
 * Save all changes (spec part 1 §4, §8 "Saving"): POST /api/save-schedules with every pending change, the
 * grid reloaded, the saved changes dropped and the refused ones kept with the server's text (`saveErrors`,
 * the Changes tab shows it), and the outcome worded as the spec says. A change a colleague's overtook is dropped
 * too, so the reloaded grid shows theirs, and the message says so (model/save-answer.ts, model/save-message.ts).
 * `save` always sends the newest changes, also when it is called from a closure of an earlier render (the
 * wizard's "save now?").
 */
export function useSavePendingChanges(changes: PendingChanges, dispatch: (action: PendingAction) => void) {
  const { t } = useTranslation();
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [saveErrors, setSaveErrors] = useState<Readonly<Record<string, string>>>({});
  const latest = useRef(changes);
  latest.current = changes;

  const showOutcome = (outcome: SaveOutcome, conflictCount: number) => {
    const type = (count: number) => t(`planning.save.types.${outcome.typeWord}`, { count });
    const duration = conflictCount > 0 ? SUCCESS_SECONDS * 2 : SUCCESS_SECONDS;
    switch (outcome.kind) {
      case 'success': {
        const parts = [];
        if (outcome.savedCount > 0) parts.push(t('planning.save.saved', { count: outcome.savedCount, type: type(outcome.savedCount) }));
        if (outcome.deletedCount > 0) parts.push(t('planning.save.deleted', { count: outcome.deletedCount }));
        void message.success({ content: parts.join(' · '), key: SAVE_MESSAGE_KEY, duration: SUCCESS_SECONDS });
        break;
      }
      case 'error':
        void message.error({ content: refusedSaveText(t, outcome, conflictCount), key: SAVE_MESSAGE_KEY, duration });
        break;
      case 'warning':
        void message.warning({
          content: refusedSaveText(t, outcome, conflictCount),
          key: SAVE_MESSAGE_KEY,
          duration: SUCCESS_SECONDS * 2,
        });
        break;
      default:
        void message.error({ content: t('errors.unexpected'), key: SAVE_MESSAGE_KEY, duration: SUCCESS_SECONDS });
    }
  };

  const { mutate, isPending } = useMutation({
    mutationFn: async (snapshot: PendingChanges) => {
      const { readSaveAnswer, toSavePayload } = await import('../model/save-answer');
      const response = await saveSchedules(toSavePayload(snapshot));
      const answer = readSaveAnswer(response, snapshot);
      // Reload first, then drop the saved changes: the grid goes straight to the saved positions.
      await queryClient.invalidateQueries({ queryKey: PLANNING_QUERY_KEY });
      return answer;
    },
    onMutate: () => {
      void message.loading({ content: t('planning.save.saving'), key: SAVE_MESSAGE_KEY, duration: LOADING_SECONDS });
    },
    onSuccess: ({ outcome, ...plan }) => {
      dispatch({ type: 'markSaved', keys: plan.dropKeys, failedKeys: plan.refused.map((f) => f.key) });
      setSaveErrors((current) => {
        const next = { ...current };
        for (const key of plan.dropKeys) delete next[key];
        for (const failure of plan.refused) next[failure.key] = failure.message;
        return next;
      });
      showOutcome(outcome, plan.conflictCount);
    },
    onError: (error) => {
      void message.error({ content: t('planning.save.thrown', { reason: describeApiError(error, { mutation: true }) }), key: SAVE_MESSAGE_KEY, duration: SUCCESS_SECONDS });
    },
  });

  const save = useCallback(() => {
    if (latest.current.length > 0) mutate(latest.current);
  }, [mutate]);

  /** The texts of discarded changes go with them (all, or the given keys). */
  const forgetErrors = useCallback((keys?: readonly string[]) => {
    setSaveErrors((current) => {
      if (!keys) return {};
      if (!keys.some((key) => key in current)) return current;
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }, []);

  return { save, saving: isPending, saveErrors, forgetErrors };
}
