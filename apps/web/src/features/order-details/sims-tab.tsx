import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ORDER_DETAILS_PAGE_SIZE, type SimsRow } from '@fsp/domain';
import type { ColumnsType } from 'antd/es/table';
import { QueryState } from '../../components/query-state';
import { PART1_DATE_TIME_FORMAT } from '../../lib/date-formats';
import { useSims, type AttachmentOwner } from './api';
import { TabEmpty } from './tab-empty';
import { WideTable } from './wide-table';

/**
 * Parts-replacement (SIMS) records of an assignment (GET /api/simsInfo/{id}) or a draft (GET /api/draft/simsInfo/{id}),
 * 15 per page. The removed-part columns show only with SIMS_WARRANTY_FIELDS_ENABLED (spec part 1 §6). Without records
 * only the empty state shows (TabEmpty): an empty table wider than the drawer cuts its headers with no rows to scroll them into view.
 * The defect (code and text, the record's key) stays in view while the other columns scroll sideways.
 */
export function SimsTab({ id, owner, showRemovedPart }: { id: number; owner: AttachmentOwner; showRemovedPart: boolean }) {
  const { t } = useTranslation();
  const query = useSims(id, owner);
  const columns: ColumnsType<SimsRow> = [
    {
      key: 'defect',
      title: t('orderDetails.sims.description'),
      width: 150,
      fixed: 'left',
      render: (_, row) => (
        <>
          <strong>{row.simsCode}</strong> {row.simsDescription}
        </>
      ),
    },
    { key: 'simsQuantity', title: t('orderDetails.sims.quantity'), dataIndex: 'simsQuantity', width: 70, align: 'right' },
    { key: 'simsGroupNumber', title: t('orderDetails.sims.group'), dataIndex: 'simsGroupNumber', width: 70 },
    { key: 'simsSerialNumber', title: t('orderDetails.sims.part'), dataIndex: 'simsSerialNumber', width: 100 },
    { key: 'simsDurabilityIndicator', title: t('orderDetails.sims.durability'), dataIndex: 'simsDurabilityIndicator', width: 90 },
    { key: 'reasonOfFailure', title: t('orderDetails.sims.reason'), dataIndex: 'reasonOfFailure', width: 140 },
    { key: 'descriptionOfFailure', title: t('orderDetails.sims.failure'), dataIndex: 'descriptionOfFailure', width: 180 },
    ...(showRemovedPart
      ? ([
          { key: 'removedThePart', title: t('orderDetails.sims.removed'), width: 90, render: (_, row) => (row.removedThePart === null ? '' : row.removedThePart ? t('common.yes') : t('common.no')) },
          { key: 'removedPartPlace', title: t('orderDetails.sims.removedPlace'), dataIndex: 'removedPartPlace', width: 150 },
        ] satisfies ColumnsType<SimsRow>)
      : []),
    { key: 'createdBy', title: t('orderDetails.sims.createdBy'), dataIndex: 'createdBy', width: 130 },
    { key: 'createdAt', title: t('orderDetails.sims.createdAt'), width: 130, render: (_, row) => dayjs(row.createdAt).format(PART1_DATE_TIME_FORMAT) },
  ];
  return (
    <QueryState query={query} errorTitle={t('orderDetails.loadFailed')} testId="order-sims">
      {query.data?.length === 0 ? (
        <TabEmpty testId="order-sims-empty">{t('orderDetails.sims.empty')}</TabEmpty>
      ) : (
        <WideTable<SimsRow>
          size="small"
          rowKey={(row) => `${row.createdAt}-${row.simsCode}-${row.simsSerialNumber}-${row.reasonOfFailure}`}
          loading={query.isPending}
          dataSource={query.data ?? []}
          pagination={{ pageSize: ORDER_DETAILS_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
          data-testid="order-sims-table"
          columns={columns}
        />
      )}
    </QueryState>
  );
}
