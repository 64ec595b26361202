import { useCallback, useMemo, useRef, useState } from 'react';
import { useFocusReturn } from '../../../components/use-focus-return';
import { Alert, App, Drawer, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { applyPendingChanges, type DraftWorkOrder, type NewPendingItem } from '@fsp/domain';
import { useTechnicians } from '../../../components/technician-select';
import { describeApiError } from '../../../lib/api-client';
import { techniciansQueryOptions } from '../../../api/planning';
import { ScheduleDrawer, newAssignmentFromDraft, type SaveAtOnceOutcome } from '../../assignment-drawer';
import { useSaveDraftAssignment } from '../api';

const YMD = 'YYYY-MM-DD';
const SAVE_MESSAGE_KEY = 'draft-assignment-save';

interface DraftAssignmentDrawerProps {
  draft: DraftWorkOrder | null;
  roles: readonly string[];
  config: Readonly<Record<string, string>>;
  countryConfigs: Readonly<Record<string, Readonly<Record<string, string>>>>;
  onClose: () => void;
}

/**
 * Create assignment from a draft (spec part 1 §2): the planning drawer opened for the draft's
 * technician on today's grid of their team (so the overlap and working-hour checks see their day),
 * prefilled from the draft. Instead of collecting pending changes like the grid, the assignment is
 * saved at once with the draft's id (POST /api/save-schedules), which makes the draft ASSIGNED. The drawer
 * shows progress until the server answers, then closes (the list shows the draft ASSIGNED), or stays open
 * with the server's text.
 */
export function DraftAssignmentDrawer({ draft, ...rest }: DraftAssignmentDrawerProps) {
  return draft ? <DraftAssignment key={draft.id} draft={draft} {...rest} /> : null;
}

function DraftAssignment({ draft, roles, config, countryConfigs, onClose }: DraftAssignmentDrawerProps & { draft: DraftWorkOrder }) {
  // The focus goes back to the button that opened the drawer; after a save that button is gone (the list, refreshed
  // before the drawer closes, shows the draft ASSIGNED): to the draft's row instead, where the keyboard goes on.
  const [row] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('tr[data-row-key]') : null));
  const returnTo = useRef<HTMLElement | null>(null);
  useFocusReturn(returnTo);
  const { t } = useTranslation();
  const { message } = App.useApp();
  const today = dayjs().format(YMD);
  const technicians = useTechnicians();
  const ref = technicians.data?.find((x) => x.bpNo === draft.technician.bpNo);
  const teamId = ref?.team?.id ?? null;
  const day = useQuery({ ...techniciansQueryOptions(teamId === null ? [] : [teamId], today), enabled: teamId !== null });
  const grid = useMemo(() => (day.data ? applyPendingChanges(day.data, []) : []), [day.data]);
  const technician = grid.find((x) => x.bpNo === draft.technician.bpNo) ?? null;

  const { mutateAsync: saveAssignment } = useSaveDraftAssignment();
  const saveAtOnce = useCallback(
    async (item: NewPendingItem): Promise<SaveAtOnceOutcome> => {
      void message.loading({ key: SAVE_MESSAGE_KEY, content: t('draftWorkOrders.assignment.saving'), duration: 30 });
      let reason: string;
      try {
        const outcome = await saveAssignment({ item, draftId: draft.id });
        if (outcome === 'OK') {
          void message.success({ key: SAVE_MESSAGE_KEY, content: t('draftWorkOrders.assignment.saved'), duration: 4 });
          returnTo.current = row;
          return { saved: true };
        }
        reason = outcome;
      } catch (error) {
        reason = describeApiError(error, { mutation: true });
      }
      const text = t('draftWorkOrders.assignment.failed', { reason });
      void message.error({ key: SAVE_MESSAGE_KEY, content: text, duration: 10 });
      return { saved: false, reason: text };
    },
    [draft, message, row, saveAssignment, t],
  );

  const context = useMemo(
    () => ({ technicians: grid, organizations: ref ? [ref.organization.orgunit] : [], countryCodes: ref ? [ref.organization.countryCode] : [], date: today }),
    [grid, ref, today],
  );

  const loading = technicians.isPending || (teamId !== null && day.isPending);
  if (loading || technician === null) {
    // Until the technician's day is known (or when the technician is out of reach) a plain drawer says so.
    return (
      <Drawer open onClose={onClose} size={680} title={t('draftWorkOrders.assignment.title', { id: draft.id })} data-testid="draft-assignment-pending">
        {loading ? (
          <>
            <Alert type="info" showIcon title={t('draftWorkOrders.assignment.loading')} style={{ marginBottom: 16 }} />
            <Skeleton active />
          </>
        ) : (
          <Alert type="warning" showIcon title={t('draftWorkOrders.assignment.technicianMissing')} data-testid="draft-assignment-no-technician" />
        )}
      </Drawer>
    );
  }
  const state = newAssignmentFromDraft(
    { draftId: draft.id, technicianId: draft.technician.bpNo, serialNumber: draft.serialNumber, description: draft.description, orderNumber: null },
    technician,
  );
  return <ScheduleDrawer state={state} roles={roles} config={config} countryConfigs={countryConfigs} context={context} saveAtOnce={saveAtOnce} onClose={onClose} />;
}
