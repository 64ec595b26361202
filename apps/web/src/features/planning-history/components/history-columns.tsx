import { Button, Tag, Typography, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { HistoryRow } from '@fsp/domain';
import { TruncatedText } from '../../../components/truncated-text';
import { StatusTag } from '../../planning/components/item-summary';

export const HISTORY_DATE_TIME = 'YYYY-MM-DD HH:mm';

/** 'order · customer · description', or the training/vacation name. */
export function orderDetail(row: HistoryRow): string {
  if (row.trainingVacation) return [row.trainingVacation, row.description].filter(Boolean).join(' · ');
  return [row.orderNumber, row.customer, row.description].filter(Boolean).join(' · ');
}

/** Spec part 1 §2: technician, order detail, model no, serial no, job code, start and end date-time, status, detail button. */
export function historyColumns(t: TFunction, onDetail: (row: HistoryRow) => void): TableColumnsType<HistoryRow> {
  return [
    { key: 'technician', title: t('planningHistory.columns.technician'), width: 190, render: (_, row) => <span data-testid="history-technician">{row.technician.fullName}</span> },
    { key: 'orderDetail', title: t('planningHistory.columns.orderDetail'), width: 340, render: (_, row) => <TruncatedText text={orderDetail(row)} /> },
    { key: 'modelNo', title: t('planningHistory.columns.modelNo'), dataIndex: 'modelNumber', width: 120 },
    { key: 'serialNo', title: t('planningHistory.columns.serialNo'), dataIndex: 'serialNumber', width: 130 },
    { key: 'jobCode', title: t('planningHistory.columns.jobCode'), width: 150, render: (_, row) => (row.jobCode ? <TruncatedText text={[row.jobCode, row.jobCodeTxt].filter(Boolean).join(' · ')} /> : null) },
    { key: 'start', title: t('planningHistory.columns.start'), width: 140, render: (_, row) => dayjs(row.startDate).format(HISTORY_DATE_TIME) },
    { key: 'end', title: t('planningHistory.columns.end'), width: 140, render: (_, row) => dayjs(row.endDate).format(HISTORY_DATE_TIME) },
    {
      key: 'status',
      title: t('planningHistory.columns.status'),
      width: 150,
      render: (_, row) => (
        <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
          <StatusTag item={{ orderWekingStatus: row.orderWekingStatus, warning: false }} />
          {row.deleted ? (
            <Tag color="red" style={{ marginInlineEnd: 0 }} data-testid="history-deleted">
              {t('planningHistory.deleted')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      key: 'detail',
      title: t('planningHistory.columns.detail'),
      width: 90,
      align: 'center',
      render: (_, row) => (
        <Button size="small" icon={<EyeOutlined />} aria-label={t('planningHistory.columns.detail')} onClick={() => onDetail(row)} data-testid="history-detail">
          <Typography.Text style={{ fontSize: 12 }}>{t('planningHistory.columns.detail')}</Typography.Text>
        </Button>
      ),
    },
  ];
}
