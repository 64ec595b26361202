import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { HistoryRow } from '@fsp/domain';
import { TruncatedText } from '../../../components/truncated-text';
import { StatusTag } from '../../planning';
import type { Session } from '../../session';
import { DATE_TIME_FORMAT } from '../../../lib/date-formats';
import { trainingVacationDescription } from '../../../lib/master-data-name';
import { VisuallyHidden } from '../../../components/visually-hidden';

/** 'order · customer · description', or the training/vacation kind's name and description in the reader's language (the row holds them as stored). */
export function orderDetail(row: HistoryRow, codeName: Session['codeName']): string {
  if (row.trainingVacation) {
    return [codeName('trainingVacation', row.trainingVacation, row.trainingVacation), trainingVacationDescription(row.description, codeName)].filter(Boolean).join(' · ');
  }
  return [row.orderNumber, row.customer, row.description].filter(Boolean).join(' · ');
}

/** The table's width: the fixed columns and at least 254 px of order detail (it takes what is left); fits the 1,288 px of content at 1600 px. */
export const HISTORY_TABLE_WIDTH = 1240;

/**
 * Spec part 1 §2: technician, order detail, model no, serial no, job code, start and end date-time, status, detail button.
 * The detail button stays fixed at the right edge when a narrower window scrolls the table sideways.
 */
export function historyColumns(t: TFunction, codeName: Session['codeName'], onDetail: (row: HistoryRow) => void): TableColumnsType<HistoryRow> {
  return [
    { key: 'technician', title: t('planningHistory.columns.technician'), width: 160, render: (_, row) => <span data-testid="history-technician">{row.technician.fullName}</span> },
    { key: 'orderDetail', title: t('planningHistory.columns.orderDetail'), render: (_, row) => <TruncatedText text={orderDetail(row, codeName)} /> },
    { key: 'modelNo', title: t('planningHistory.columns.modelNo'), dataIndex: 'modelNumber', width: 110 },
    // A serial number is read as one word: wider than 130 px for CAT's 14 characters, never broken across lines.
    { key: 'serialNo', title: t('planningHistory.columns.serialNo'), dataIndex: 'serialNumber', width: 150, onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
    { key: 'jobCode', title: t('planningHistory.columns.jobCode'), width: 130, render: (_, row) => (row.jobCode ? <TruncatedText text={[row.jobCode, codeName('jobCode', row.jobCode, row.jobCodeTxt)].join(' · ')} /> : null) },
    { key: 'start', title: t('planningHistory.columns.start'), width: 135, render: (_, row) => dayjs(row.startDate).format(DATE_TIME_FORMAT) },
    { key: 'end', title: t('planningHistory.columns.end'), width: 135, render: (_, row) => dayjs(row.endDate).format(DATE_TIME_FORMAT) },
    {
      key: 'status',
      title: t('planningHistory.columns.status'),
      width: 130,
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
      // No language's word for "detail" fits the icon button's narrow column: read by screen readers only.
      title: <VisuallyHidden>{t('planningHistory.columns.detail')}</VisuallyHidden>,
      width: 56,
      align: 'center',
      fixed: 'right',
      render: (_, row) => (
        <Tooltip title={t('planningHistory.columns.detail')} placement="left">
          <Button size="small" icon={<EyeOutlined />} aria-label={t('planningHistory.columns.detail')} onClick={() => onDetail(row)} data-testid="history-detail" />
        </Tooltip>
      ),
    },
  ];
}
