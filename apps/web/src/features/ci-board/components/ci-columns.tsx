import { Tooltip, type TableColumnsType } from 'antd';
import { PaperClipOutlined, StarFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { CiBoardDatum } from '@fsp/domain';
import { TruncatedText } from '../../../components/truncated-text';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';
import { labelOf } from '../model/labels';
import { CiStatusTag } from './ci-status-tag';

type Maps = Readonly<Record<string, Record<string, string>>>;

/** The sum of the column widths: the table scrolls sideways instead of squeezing columns. */
export const CI_TABLE_WIDTH = 1650;
/** A day on one line with the longest month of en, tr and ru ('28 September 2026', '28 сентября 2026'). */
const DAY_WIDTH = 150;

/**
 * The board's table: ID, status, created, author, organization, department, type, problem, due date, grading, best practice.
 * The status comes right after the ID: it is what the board is read for, and at 1280 px the columns after
 * the problem are only reached by scrolling sideways. The ID stays fixed on the left then, so a scrolled row
 * still says which suggestion it is; cut texts show in full on hover (antd's ellipsis sets the cell's title).
 */
export function ciColumns(t: TFunction, maps: Maps): TableColumnsType<CiBoardDatum> {
  return [
    {
      key: 'id',
      title: t('ciBoard.columns.id'),
      width: 150,
      fixed: 'left',
      render: (_, r) => (
        <span data-testid="ci-row-key">
          {r.recordReferenceKey} {r.attachments.length ? <PaperClipOutlined aria-label={t('ciBoard.columns.hasFile')} /> : null}
        </span>
      ),
    },
    { key: 'status', title: t('ciBoard.columns.status'), width: 180, render: (_, r) => <CiStatusTag status={r.statusName} label={r.status} /> },
    { key: 'created', title: t('ciBoard.columns.created'), width: DAY_WIDTH, render: (_, r) => <span data-testid="ci-created-date">{dayjs(r.createdDate).format(PART2_DAY_FORMAT)}</span> },
    { key: 'fullName', title: t('ciBoard.columns.fullName'), dataIndex: 'fullName', width: 150, ellipsis: true },
    { key: 'organization', title: t('ciBoard.columns.organization'), dataIndex: 'orgunitDisplayName', width: 150, ellipsis: true },
    { key: 'department', title: t('ciBoard.columns.department'), width: 110, ellipsis: true, render: (_, r) => labelOf(maps.department, r.department) },
    {
      key: 'type',
      title: t('ciBoard.columns.type'),
      width: 150,
      ellipsis: true,
      render: (_, r) => `${r.isWasteType ? t('ciBoard.kind.waste') : t('ciBoard.kind.isg')} · ${r.isWasteType ? labelOf(maps.ciWasteType, r.wasteType) : labelOf(maps.ciIsgType, r.isgType)}`,
    },
    { key: 'problem', title: t('ciBoard.columns.problem'), width: 320, render: (_, r) => <TruncatedText text={r.problem} max={80} /> },
    { key: 'due', title: t('ciBoard.columns.dueDate'), width: DAY_WIDTH, render: (_, r) => (r.dueDate ? <span data-testid="ci-due-date">{dayjs(r.dueDate, 'YYYYMMDD').format(PART2_DAY_FORMAT)}</span> : '') },
    { key: 'grading', title: t('ciBoard.columns.grading'), width: 80, render: (_, r) => (r.gradingType ? <Tooltip title={labelOf(maps.ciGradingType, r.gradingType)}>{r.gradingType}</Tooltip> : '') },
    {
      key: 'best',
      title: <Tooltip title={t('ciBoard.columns.bestPractice')}><StarFilled style={{ color: '#faad14' }} /></Tooltip>,
      width: 44,
      render: (_, r) => (r.bestPractice ? <StarFilled style={{ color: '#faad14' }} aria-label={t('ciBoard.columns.bestPractice')} /> : null),
    },
  ];
}
