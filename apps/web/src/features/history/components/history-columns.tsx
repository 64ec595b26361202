import { Button, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { HistoryRow } from '@fsp/domain';
import { StatusTag } from '../../planning';
import type { Session } from '../../session';
import { PART1_DAY_FORMAT } from '../../../lib/date-formats';
import { trainingVacationDescription } from '../../../lib/master-data-name';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { DateTimeText } from '../../../components/date-time-text';
import { TwoLineText } from './two-line-text';
import './history-table.css';

/** 'order · customer · description', or the training/vacation kind's name and description in the reader's language (the row holds them as stored). */
export function orderDetail(row: HistoryRow, codeName: Session['codeName']): string {
  if (row.trainingVacation) {
    return [codeName('trainingVacation', row.trainingVacation, row.trainingVacation), trainingVacationDescription(row.description, codeName)].filter(Boolean).join(' · ');
  }
  return [row.orderNumber, row.customer, row.description].filter(Boolean).join(' · ');
}

/** Column widths in px; the order detail has none: it takes what is left. */
interface HistoryColumnWidths {
  technician: number;
  modelNo: number;
  serialNo: number;
  jobCode: number;
  dateTime: number;
  status: number;
  detail: number;
}

/**
 * Narrow content (1280 px with the side menu open: 968 px, 951 px with a 17 px page scroll bar): dates on two lines,
 * long texts on two. A serial number is read as one word, never broken: CAT's 14 characters need about 115 px. The
 * headers' longest words fit ("მოდელის", "დასრულება"), and the longest one-word status names ("Приостановлено").
 */
const COMPACT: HistoryColumnWidths = { technician: 110, modelNo: 80, serialNo: 132, jobCode: 110, dateTime: 98, status: 132, detail: 44 };
/** Content of 1,150 px and more (1280 px with the side menu folded, 1600 px): dates on one line, 160 px and more of order detail. */
const ROOMY: HistoryColumnWidths = { technician: 150, modelNo: 96, serialNo: 140, jobCode: 140, dateTime: 136, status: 140, detail: 44 };
export const HISTORY_ROOMY_FROM = 1150;

/** The table's narrowest width, with 136 px of order detail; narrower content scrolls it sideways, the detail button fixed on the right. */
export const HISTORY_TABLE_WIDTH = 940;

const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** A date and time, on two lines where the column is narrow ("2026-12-06" / "16:50"), one line where not. */
const dateTime = (value: number) => <DateTimeText value={value} dayFormat={PART1_DAY_FORMAT} />;

/**
 * Spec part 1 §2: technician, order detail, model no, serial no, job code, start and end date-time, status, detail button.
 * All of them fit at 1280 px with the side menu open (not `roomy`: dates on two lines, long texts cut to two lines
 * with the whole text on hover, long status names wrapped); the detail button stays fixed at the right edge of a
 * narrower window. `roomy`: the page is at least HISTORY_ROOMY_FROM wide.
 */
export function historyColumns(t: TFunction, codeName: Session['codeName'], onDetail: (row: HistoryRow) => void, roomy: boolean): TableColumnsType<HistoryRow> {
  const width = roomy ? ROOMY : COMPACT;
  return [
    { key: 'technician', title: t('planningHistory.columns.technician'), width: width.technician, render: (_, row) => <span data-testid="history-technician">{row.technician.fullName}</span> },
    { key: 'orderDetail', title: t('planningHistory.columns.orderDetail'), render: (_, row) => <TwoLineText text={orderDetail(row, codeName)} /> },
    { key: 'modelNo', title: t('planningHistory.columns.modelNo'), dataIndex: 'modelNumber', width: width.modelNo },
    { key: 'serialNo', title: t('planningHistory.columns.serialNo'), dataIndex: 'serialNumber', width: width.serialNo, onCell: () => ({ style: NOWRAP }) },
    { key: 'jobCode', title: t('planningHistory.columns.jobCode'), width: width.jobCode, render: (_, row) => (row.jobCode ? <TwoLineText text={[row.jobCode, codeName('jobCode', row.jobCode, row.jobCodeTxt)].join(' · ')} /> : null) },
    { key: 'start', title: t('planningHistory.columns.start'), width: width.dateTime, render: (_, row) => dateTime(row.startDate) },
    { key: 'end', title: t('planningHistory.columns.end'), width: width.dateTime, render: (_, row) => dateTime(row.endDate) },
    {
      key: 'status',
      title: t('planningHistory.columns.status'),
      width: width.status,
      render: (_, row) => (
        // The class lets a long status name ("Подтверждение добавлено") wrap inside its tag instead of running out of the cell.
        <span className="history-status" style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
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
      width: width.detail,
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
