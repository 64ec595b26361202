import { Descriptions, Drawer, Empty, Tabs, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DraftWorkOrder } from '@fsp/domain';
import { DraftStatusTag } from './draft-status-tag';
import { PART1_DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { AttachmentsTab, SimsTab, isFlagOn } from '../../order-details';
import { useSession } from '../../session';
import { plannedCodes } from '../model/planned-codes';

/** Spec part 1 §2: the order drawer is 750 px. */
const DRAWER_WIDTH = 750;

export type DraftDrawerTab = 'details' | 'history' | 'attachments' | 'sims';

/**
 * A draft's details, its status history (newest first), and the files and parts-replacement (SIMS) records the
 * technician sent with it (GET /api/draft/attachments/{draftId}, GET /api/draft/simsInfo/{id}): what the dispatcher
 * weighs before assigning or cancelling it. Details opens the first tab; a double-click on the row opens the
 * history (spec part 1 §2).
 */
export function DraftDrawer({ draft, tab, onTabChange, onClose }: { draft: DraftWorkOrder | null; tab: DraftDrawerTab; onTabChange: (tab: DraftDrawerTab) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { codeName, config } = useSession();
  const time = (ms: number | null) => (ms === null ? null : dayjs(ms).format(PART1_DATE_TIME_FORMAT));
  const codes = draft ? plannedCodes(draft, codeName) : null;
  const details = draft
    ? [
        { key: 'status', label: t('draftWorkOrders.columns.status'), children: <DraftStatusTag status={draft.status} /> },
        { key: 'technician', label: t('draftWorkOrders.columns.technician'), children: `${draft.technician.fullName} (${draft.technician.bpNo})` },
        { key: 'customer', label: t('draftWorkOrders.columns.customer'), children: [draft.customer, draft.customerNumber ? `(${draft.customerNumber})` : null].filter(Boolean).join(' ') },
        { key: 'serial', label: t('draftWorkOrders.columns.serialNumber'), children: draft.serialNumber },
        { key: 'description', label: t('draftWorkOrders.columns.description'), children: draft.description },
        { key: 'created', label: t('draftWorkOrders.drawer.createdDate'), children: time(draft.createdDate) },
        { key: 'updated', label: t('draftWorkOrders.columns.updatedDate'), children: time(draft.updatedDate) },
        { key: 'dispatcher', label: t('draftWorkOrders.planning.dispatcher'), children: draft.dispatcherFullName },
        { key: 'order', label: t('draftWorkOrders.planning.orderNumber'), children: draft.planningOrderNumber },
        { key: 'planningCustomer', label: t('draftWorkOrders.columns.planning'), children: [draft.planningCustomer, draft.planningWorkOrderDescription].filter(Boolean).join(' - ') },
        { key: 'planningSerial', label: t('draftWorkOrders.planning.serial'), children: draft.planningSerialNumber },
        { key: 'code', label: t('draftWorkOrders.planning.code'), children: codes?.code },
        { key: 'component', label: t('draftWorkOrders.planning.component'), children: codes?.component },
        { key: 'job', label: t('draftWorkOrders.planning.job'), children: codes?.job },
        { key: 'start', label: t('draftWorkOrders.drawer.planningStart'), children: time(draft.planningStartDate) },
        { key: 'end', label: t('draftWorkOrders.drawer.planningEnd'), children: time(draft.planningEndDate) },
      ].filter((row) => row.children !== null && row.children !== undefined && row.children !== '')
    : [];
  const history = draft ? [...draft.schedulerStatus].reverse() : [];
  return (
    <Drawer open={draft !== null} onClose={onClose} size={DRAWER_WIDTH} title={draft ? t('draftWorkOrders.drawer.title', { id: draft.id }) : ''} data-testid="draft-drawer">
      {draft ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => onTabChange(key as DraftDrawerTab)}
          items={[
            { key: 'details', label: t('draftWorkOrders.drawer.details'), children: <Descriptions bordered size="small" column={1} styles={{ label: { width: 180 } }} items={details} /> },
            {
              key: 'history',
              label: t('draftWorkOrders.drawer.history'),
              children:
                history.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('draftWorkOrders.drawer.noHistory')} />
                ) : (
                  <Timeline
                    data-testid="draft-history"
                    items={history.map((entry, index) => ({
                      key: index,
                      color: entry.status === 'ASSIGNED' ? 'green' : entry.status === 'CANCELLED' ? 'red' : 'gold',
                      content: (
                        <div data-testid="draft-history-entry" data-status={entry.status}>
                          <Typography.Text strong>{t(`draftWorkOrders.statuses.${entry.status}`)}</Typography.Text>{' '}
                          <Typography.Text type="secondary">{dayjs(entry.postDate).format(PART1_DATE_TIME_FORMAT)}</Typography.Text>
                          {entry.postedBy ? <Typography.Text type="secondary"> · {entry.postedBy}</Typography.Text> : null}
                          {entry.detail ? <div style={{ fontSize: 12.5 }}>{entry.detail}</div> : null}
                        </div>
                      ),
                    }))}
                  />
                ),
            },
            { key: 'attachments', label: <span data-testid="draft-tab-attachments">{t('orderDetails.tabs.attachments')}</span>, children: <AttachmentsTab itemId={null} draftId={draft.id} /> },
            {
              key: 'sims',
              label: <span data-testid="draft-tab-sims">{t('orderDetails.tabs.sims')}</span>,
              children: <SimsTab id={draft.id} owner="draft" showRemovedPart={isFlagOn(config, 'SIMS_WARRANTY_FIELDS_ENABLED')} />,
            },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
