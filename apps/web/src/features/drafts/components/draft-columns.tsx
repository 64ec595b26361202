import { Button, Popconfirm, Space, Tooltip, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { CalendarOutlined, CloseCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState } from 'react';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { DRAFT_CUSTOMER_MAX_LENGTH, type DraftWorkOrder } from '@fsp/domain';
import { TruncatedText } from '../../../components/truncated-text';
import { canCancelDraft, canCreateAssignment } from '../model/filters';
import { DraftStatusTag } from './draft-status-tag';
import { PART1_DATE_TIME_FORMAT, PART1_DAY_FORMAT, TIME_FORMAT } from '../../../lib/date-formats';
import { DateTimeText } from '../../../components/date-time-text';
import type { CodeName } from '../../../lib/master-data-name';
import { plannedCodes } from '../model/planned-codes';
import { usePopconfirmFocus } from '../../../components/use-popconfirm-focus';

export interface DraftRowActions {
  roles: readonly string[];
  onDetails: (draft: DraftWorkOrder) => void;
  onCreateAssignment: (draft: DraftWorkOrder) => void;
  onCancel: (draft: DraftWorkOrder) => Promise<unknown>;
}

function StatusWithDate({ entry, t }: { entry: DraftWorkOrder['schedulerStatus'][number] | undefined; t: TFunction }) {
  if (!entry) return null;
  return (
    <div style={{ lineHeight: 1.35 }}>
      <div>{t(`draftWorkOrders.statuses.${entry.status}`, { defaultValue: entry.displayName })}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {dayjs(entry.postDate).format(PART1_DATE_TIME_FORMAT)}
      </Typography.Text>
    </div>
  );
}

/** The cancel action; its tooltip stays closed while the confirmation is open, so it never covers it. */
function CancelDraftButton({ draft, t, onCancel }: { draft: DraftWorkOrder; t: TFunction; onCancel: DraftRowActions['onCancel'] }) {
  const [confirming, setConfirming] = useState(false);
  const focus = usePopconfirmFocus(setConfirming);
  return (
    <Popconfirm
      title={t('draftWorkOrders.actions.cancelTitle')}
      description={<div style={{ maxWidth: 320 }}>{t('draftWorkOrders.actions.cancelContent', { technician: draft.technician.fullName, customer: draft.customer ?? '-' })}</div>}
      okText={t('draftWorkOrders.actions.cancelOk')}
      cancelText={t('draftWorkOrders.actions.keep')}
      placement="topRight"
      okButtonProps={{ danger: true, 'data-testid': 'draft-cancel-confirm' } as ButtonProps}
      {...focus.props}
      open={confirming}
      onConfirm={() => onCancel(draft)}
    >
      <Tooltip title={t('draftWorkOrders.actions.cancel')} placement="left" open={confirming ? false : undefined}>
        <Button ref={focus.trigger} size="small" danger icon={<CloseCircleOutlined />} aria-label={t('draftWorkOrders.actions.cancel')} data-testid="draft-cancel" />
      </Tooltip>
    </Popconfirm>
  );
}

/**
 * Planning info of an assigned draft (customer, description, order number, serial, code, component
 * code and text, job code and text) in three short lines; every line is cut at 50 characters with
 * the whole text on hover.
 */
function PlanningInfo({ draft, t, codeName }: { draft: DraftWorkOrder; t: TFunction; codeName: CodeName }) {
  if (!draft.planningOrderNumber && !draft.planningCustomer && draft.planningStartDate === null) return null;
  const join = (parts: (string | null)[], separator = ' · ') => parts.filter(Boolean).join(separator);
  const { code, component, job } = plannedCodes(draft, codeName);
  const codes = join([code, component, job]);
  const period =
    draft.planningStartDate !== null
      ? `${dayjs(draft.planningStartDate).format(PART1_DATE_TIME_FORMAT)} – ${draft.planningEndDate !== null ? dayjs(draft.planningEndDate).format(TIME_FORMAT) : ''}`
      : null;
  return (
    <div style={{ fontSize: 12.5, lineHeight: 1.45 }} data-testid="draft-planning-info">
      <div>
        <Typography.Text strong style={{ fontSize: 12.5 }}>
          {join([draft.planningOrderNumber, draft.planningSerialNumber])}
        </Typography.Text>
        {period ? <Typography.Text type="secondary" style={{ fontSize: 12 }}> · {t('draftWorkOrders.planning.period')} {period}</Typography.Text> : null}
      </div>
      <div>
        <TruncatedText text={join([draft.planningCustomer, draft.planningWorkOrderDescription], ' - ')} />
      </div>
      {codes ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <TruncatedText text={codes} />
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * Spec part 1 §2 "Draft work orders": technician, customer (over 25 characters cut to 22 plus dots),
 * serial number, description (50/47), first and last status with date, draft status tag, update date,
 * planning info and the actions (details; create assignment and cancel per their visibility rules).
 * Widths: no column's text sits half under the fixed actions, with the side menu as it starts (folded at 1280 px, open
 * at 1600 px), with or without a 17 px page scroll bar: at 1280 px the columns up to the draft status end before
 * them and the update date starts under them, at 1600 px the update date (its day and time on two lines) ends
 * before them and the planning info starts under them (draft-columns.test.ts).
 */
export function draftColumns(t: TFunction, codeName: CodeName, actions: DraftRowActions): TableColumnsType<DraftWorkOrder> {
  return [
    {
      key: 'technician',
      title: t('draftWorkOrders.columns.technician'),
      width: 170,
      fixed: 'left',
      render: (_, d) => (
        <div>
          <div data-testid="draft-technician">{d.technician.fullName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {d.technician.bpNo}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'customer', title: t('draftWorkOrders.columns.customer'), width: 170, render: (_, d) => <TruncatedText text={d.customer} max={DRAFT_CUSTOMER_MAX_LENGTH} /> },
    { key: 'serialNumber', title: t('draftWorkOrders.columns.serialNumber'), width: 130, render: (_, d) => <span data-testid="draft-serial">{d.serialNumber}</span> },
    { key: 'description', title: t('draftWorkOrders.columns.description'), width: 198, render: (_, d) => <TruncatedText text={d.description} /> },
    { key: 'firstStatus', title: t('draftWorkOrders.columns.firstStatus'), width: 130, render: (_, d) => <StatusWithDate entry={d.schedulerStatus[0]} t={t} /> },
    { key: 'lastStatus', title: t('draftWorkOrders.columns.lastStatus'), width: 130, render: (_, d) => <StatusWithDate entry={d.schedulerStatus[d.schedulerStatus.length - 1]} t={t} /> },
    { key: 'status', title: t('draftWorkOrders.columns.status'), width: 120, render: (_, d) => <DraftStatusTag status={d.status} /> },
    { key: 'updatedDate', title: t('draftWorkOrders.columns.updatedDate'), width: 112, render: (_, d) => <DateTimeText value={d.updatedDate} dayFormat={PART1_DAY_FORMAT} /> },
    { key: 'planning', title: t('draftWorkOrders.columns.planning'), width: 340, render: (_, d) => <PlanningInfo draft={d} t={t} codeName={codeName} /> },
    {
      key: 'actions',
      title: t('draftWorkOrders.columns.actions'),
      width: 120,
      fixed: 'right',
      render: (_, d) => (
        <Space size={4} onDoubleClick={(e) => e.stopPropagation()}>
          <Tooltip title={t('draftWorkOrders.actions.details')}>
            <Button size="small" icon={<EyeOutlined />} aria-label={t('draftWorkOrders.actions.details')} onClick={() => actions.onDetails(d)} data-testid="draft-details" />
          </Tooltip>
          {canCreateAssignment(d, actions.roles) ? (
            <Tooltip title={t('draftWorkOrders.actions.createAssignment')}>
              <Button
                size="small"
                type="primary"
                icon={<CalendarOutlined />}
                aria-label={t('draftWorkOrders.actions.createAssignment')}
                onClick={() => actions.onCreateAssignment(d)}
                data-testid="draft-create-assignment"
              />
            </Tooltip>
          ) : null}
          {canCancelDraft(d, actions.roles) ? <CancelDraftButton draft={d} t={t} onCancel={actions.onCancel} /> : null}
        </Space>
      ),
    },
  ];
}
