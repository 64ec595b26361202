import { useCallback, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridItem, GridTechnician, PendingAction, RuleConfig } from '@fsp/domain';
import { localTrainingVacation, useSession } from '../../session';
import type { PlanChangeReason } from '../../assignment-drawer';
import { useAppFeedback } from '../../../lib/feedback';
import { technicianOffsetAt } from '../../../lib/technician-zone';
import { loadDragRules } from '../lazy-parts';
import { withTeamOfDay } from '../model/range-days';
import { itemFields } from '../model/item-fields';
import type { TimeRange } from '../model/drag';

const MOVE_REFUSED_KEY = 'planning-move-refused';

/**
 * What a drag, resize or arrow-key move of a block does (spec part 1 §4, §5). A move the server would refuse on
 * save is refused at the drop and the block goes back, with the rule's text: the shared save rule (working hours,
 * force normal shift, allowance, job type, work area), checked against the working hours of the day the block
 * lands on, and an overlap with another item of the technician, named in the text
 * (docs/decisions/0022, "Refused drops"). A stored ZBP/ZBO item then asks the reason for change;
 * cancelled, the block stays where it was. `firstDay`: midnight of the first shown day. The rules come with their own
 * chunk (fetched once the board is idle, else at the first drop); the block waits at the drop place until decided.
 */
export function useMoveCommit(input: {
  grid: readonly GridTechnician[] | undefined;
  firstDay: number;
  config: RuleConfig;
  dispatch: Dispatch<PendingAction>;
  askReason: () => Promise<PlanChangeReason | null>;
}) {
  const { t } = useTranslation();
  const { message } = useAppFeedback();
  const { codeName } = useSession();
  const latest = useRef(input);
  latest.current = input;
  const { dispatch, askReason } = input;

  return useCallback(
    async (item: GridItem, range: TimeRange): Promise<void> => {
      const { moveNeedsReason, moveOverlap, moveRefusal, overlapTimeText } = await loadDragRules();
      const { grid, firstDay, config } = latest.current;
      const row = grid?.find((x) => x.bpNo === item.technicianId);
      const technician = row ? withTeamOfDay(row, firstDay, range.startDate) : undefined;
      const moved = { start: range.startDate, end: range.endDate };
      const refusal = technician ? moveRefusal(item, technician, moved, config, technicianOffsetAt(technician, range.startDate)) : null;
      if (refusal) {
        const kind = item.trainingVacation ? localTrainingVacation(item.trainingVacation, codeName) : null;
        const type = kind ? kind.laborTypeText || kind.name : '';
        void message.error({ content: t(`planningDrawer.rules.${refusal}`, { type }), key: MOVE_REFUSED_KEY });
        return;
      }
      const other = row ? moveOverlap(item, row.schedulers, moved) : null;
      if (other) {
        const time = overlapTimeText(other, range.startDate);
        void message.error({ content: t('planning.timeline.overlapRefused', { title: itemFields(other, codeName).title, time }), key: MOVE_REFUSED_KEY });
        return;
      }
      if (!moveNeedsReason(item)) {
        dispatch({ type: 'update', item, patch: range });
        return;
      }
      const reason = await askReason();
      if (reason) dispatch({ type: 'update', item, patch: { ...range, planRejectReasonSourceType: reason.source, planChangeReason: reason.text } });
    },
    [dispatch, askReason, message, t, codeName],
  );
}
