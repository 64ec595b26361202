import { useState } from 'react';
import { Form, Modal, Typography } from 'antd';
import { Select } from '../../components/select';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/query-state';
import { useCalendars, useChangeCalendarTeam } from './api';
import { useFocusReturn } from '../../components/use-focus-return';
import { useFirstFieldFocus } from '../../components/use-first-field-focus';
import { LABEL_SEARCH } from '../../components/label-search';
import { useConfirmDiscard } from '../../components/use-confirm-discard';

export interface CalendarAssignmentTeam {
  id: number;
  /** As the title names it: team management adds the organization, since team names repeat across organizations. */
  name: string;
  /** The team's organization's country: only its calendars are offered. */
  countryCode: string;
  /** The calendar it uses now, if known. */
  calendarId?: number | null;
}

/**
 * Calendar assignment for one team (the team screen's row button, spec part 2 §2): GET /api/authorizedCalendars,
 * then POST /api/change-calendar-team. Choosing none gives the team back its own hours, or its organization's when it has none. `proposedCalendarId` (the
 * calendar team management is filtered to) comes chosen when the team may take it; the current one is named beside.
 */
export function CalendarAssignmentModal({ team, proposedCalendarId, onClose }: { team: CalendarAssignmentTeam; proposedCalendarId?: number | null; onClose: () => void }) {
  useFocusReturn();
  const { t } = useTranslation();
  const firstField = useFirstFieldFocus();
  const calendars = useCalendars();
  const change = useChangeCalendarTeam();
  const current = team.calendarId ?? calendars.data?.find((c) => c.relatedTeams.some((r) => r.id === team.id))?.id ?? null;
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const offered = (calendars.data ?? []).filter((c) => c.country === team.countryCode);
  const proposal = offered.some((c) => c.id === proposedCalendarId) ? proposedCalendarId : undefined;
  const value = chosen === undefined ? (proposal ?? current) : chosen;
  const options = offered.map((c) => ({ value: c.id, label: c.name }));
  const currentName = current === null ? t('calendars.assign.none') : (calendars.data?.find((c) => c.id === current)?.name ?? '');

  // A calendar chosen and not saved is asked about, as in the other form dialogs: Esc or a stray click on the mask must
  // not drop it. The proposal it may open with is not the person's choice.
  const cancel = useConfirmDiscard(() => chosen !== undefined && chosen !== (proposal ?? current), onClose);

  const save = async () => {
    const answer = await change.mutateAsync([{ teamId: team.id, calendarId: value }]).catch(() => null);
    if (answer) onClose();
  };

  return (
    <Modal
      {...firstField}
      open
      title={t('calendars.assign.title', { team: team.name })}
      okText={t('calendars.assign.save')}
      cancelText={t('common.cancel')}
      onOk={() => void save()}
      onCancel={cancel}
      confirmLoading={change.isPending}
      // Without the list the current calendar is unknown: saving could take it away from the team.
      okButtonProps={{ 'data-testid': 'calendar-assign-save', disabled: !calendars.data }}
      // Wide enough for 'no calendar (the team's or its organization's hours)' in Georgian, which 520 px cut.
      width={600}
      destroyOnHidden
    >
      <QueryState query={calendars} errorTitle={t('calendars.loadFailed')} testId="calendar-assign">
        <Form layout="vertical">
          <Form.Item
            htmlFor="calendar-assign-select"
            label={t('calendars.assign.calendar')}
            extra={
              <>
                {value !== current ? (
                  <Typography.Text type="secondary" data-testid="calendar-assign-current">
                    {t('calendars.assign.current', { calendar: currentName })}
                  </Typography.Text>
                ) : null}
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('calendars.assign.hint')}
                </Typography.Paragraph>
              </>
            }
          >
            <Select<number | null>
              id="calendar-assign-select"
              data-testid="calendar-assign-select"
              loading={calendars.isLoading}
              value={value}
              onChange={(v) => setChosen(v ?? null)}
              options={[{ value: null, label: t('calendars.assign.none') }, ...options]}
              showSearch={LABEL_SEARCH}
            />
          </Form.Item>
        </Form>
      </QueryState>
    </Modal>
  );
}
