import { Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_DETAILS_PAGE_SIZE } from '@fsp/domain';
import { QueryState } from '../../components/query-state';
import { PART1_DATE_TIME_FORMAT } from '../../lib/date-formats';
import { useScheduleDetail } from './api';
import { TabEmpty } from './tab-empty';

/** The item's status history from GET /api/schedules/{id}, newest first, 15 per page. */
export function HistoryTab({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const query = useScheduleDetail(itemId);
  const rows = [...(query.data?.schedulerStatus ?? [])].reverse().map((entry, index) => ({ ...entry, key: index }));
  return (
    <QueryState query={query} errorTitle={t('orderDetails.loadFailed')}>
      <Table
        size="small"
        loading={query.isPending}
        dataSource={rows}
        pagination={{ pageSize: ORDER_DETAILS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
        data-testid="order-history-table"
        locale={{ emptyText: <TabEmpty testId="order-history-empty">{t('orderDetails.history.empty')}</TabEmpty> }}
        columns={[
          {
            key: 'status',
            title: t('orderDetails.history.status'),
            width: 150,
            render: (_, entry) => <Tag>{t(`planning.statuses.${entry.status}`, { defaultValue: entry.displayName })}</Tag>,
          },
          { key: 'postDate', title: t('orderDetails.history.date'), width: 140, render: (_, entry) => dayjs(entry.postDate).format(PART1_DATE_TIME_FORMAT) },
          {
            key: 'detail',
            title: t('orderDetails.history.detail'),
            render: (_, entry) => (
              <>
                {/* A detail may span lines: an update's reason for change follows on its own line. */}
                {entry.detail ? <div style={{ whiteSpace: 'pre-line' }} data-testid="order-history-detail">{entry.detail}</div> : null}
                {entry.postedBy ? <Typography.Text type="secondary">{entry.postedBy}</Typography.Text> : null}
              </>
            ),
          },
        ]}
      />
    </QueryState>
  );
}
