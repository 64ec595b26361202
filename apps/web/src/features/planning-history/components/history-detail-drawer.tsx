import { Descriptions, Drawer, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@fsp/domain';
import { StatusTag } from '../../planning/components/item-summary';
import { HISTORY_DATE_TIME } from './history-columns';

/** Spec part 1 §2 "Order drawer" (750 px): the chosen planned item of the history, read-only. */
export const ORDER_DRAWER_WIDTH = 750;

export function HistoryDetailDrawer({ row, onClose }: { row: HistoryRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const items = row
    ? [
        { key: 'status', label: t('planning.item.status'), children: (
            <>
              <StatusTag item={{ orderWekingStatus: row.orderWekingStatus, warning: false }} />
              {row.deleted ? <Tag color="red" style={{ marginInlineStart: 6 }}>{t('planningHistory.deleted')}</Tag> : null}
            </>
          ) },
        { key: 'technician', label: t('planning.item.technician'), children: `${row.technician.fullName} (${row.technician.bpNo})` },
        { key: 'start', label: t('planning.item.start'), children: dayjs(row.startDate).format(HISTORY_DATE_TIME) },
        { key: 'end', label: t('planning.item.end'), children: dayjs(row.endDate).format(HISTORY_DATE_TIME) },
        { key: 'name', label: t('planning.item.name'), children: row.trainingVacation },
        { key: 'orderNumber', label: t('planning.item.orderNumber'), children: row.orderNumber },
        { key: 'customer', label: t('planning.item.customer'), children: row.customer },
        { key: 'description', label: t('planning.item.description'), children: row.description },
        { key: 'modelNumber', label: t('planning.item.modelNumber'), children: row.modelNumber },
        { key: 'serialNumber', label: t('planning.item.serialNumber'), children: row.serialNumber },
        { key: 'job', label: t('planning.item.job'), children: [row.jobCode, row.jobCodeTxt].filter(Boolean).join(' · ') },
        { key: 'forceNormalShift', label: t('planning.item.forceNormalShift'), children: row.forceNormalShift ? t('common.yes') : t('common.no') },
      ].filter((item) => item.children !== null && item.children !== undefined && item.children !== '')
    : [];
  return (
    <Drawer open={row !== null} onClose={onClose} size={ORDER_DRAWER_WIDTH} title={row ? t('planningHistory.detailTitle', { id: row.id }) : ''} data-testid="history-detail-drawer">
      {row ? <Descriptions bordered size="small" column={1} styles={{ label: { width: 180 } }} items={items} /> : null}
    </Drawer>
  );
}
