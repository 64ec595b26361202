import { Tooltip, Typography, type TableColumnsType } from 'antd';
import { PaperClipOutlined, StarFilled } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { CiBoardDatum } from '@fsp/domain';
import { TruncatedText } from '../../../components/truncated-text';
import { PART2_DAY_FORMAT } from '../../../lib/date-formats';
import { labelOf } from '../model/labels';
import { CiStatusTag } from './ci-status-tag';

type Maps = Readonly<Record<string, Record<string, string>>>;

/**
 * Column widths (px, with the cell's 16 px of padding) measured on the texts of the five languages: a day on one line
 * with the longest month of en, tr, ru and az ('28 September 2026'; Georgian's wraps between its words), the status
 * 'Ожидает одобрения' on one line (Georgian's wraps), and every header whole: its words wrap onto more lines, never cut,
 * so each column holds its headers' longest word ('განყოფილება', 96 px in Chromium; 'შეფასება', 62 px) with room for a
 * wider font. The due date sits under the created date and the department shows only from 1,600 px, so the problem,
 * what a reader scans, gets at least `problem` (two lines of its 80 characters) at 1,280 px. Author and organization
 * are cut with their whole text as the title; a type wraps to two lines ('Потенциально опасная ситуация'), cut below
 * with its whole text as the title.
 */
export const CI_COLUMN_WIDTHS = { id: 136, status: 156, dates: 144, author: 130, department: 120, type: 150, grading: 90, problem: 300 } as const;
/** Columns shown only in a wide window (antd's xxl, 1,600 px and up). */
const WIDE_ONLY = new Set(['department']);

/**
 * The narrowest the table gets before it scrolls sideways: it fits 1,600 px with the side menu open and 1,280 px with
 * it folded, a window scroll bar included; 1,280 px with the menu open scrolls, the ID and the problem fixed on the left.
 */
export function ciTableWidth(wide: boolean): number {
  return Object.entries(CI_COLUMN_WIDTHS).reduce((sum, [key, width]) => (wide || !WIDE_ONLY.has(key) ? sum + width : sum), 0);
}

const ONE_LINE = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

const TWO_LINES = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'normal' } as const;

/**
 * A text over its context (a name over the organization, a type over its kind), small and grey; the text on one line
 * or at most two, the context on one, each cut with its whole text as its title.
 */
function TextOverContext({ text, context, twoLines = false }: { text: string; context: string; twoLines?: boolean }) {
  return (
    <>
      <div style={twoLines ? TWO_LINES : ONE_LINE} title={text}>
        {text}
      </div>
      <Typography.Text type="secondary" style={{ ...ONE_LINE, display: 'block', fontSize: 12 }} title={context}>
        {context}
      </Typography.Text>
    </>
  );
}

/** A header's text over its context: both wrap between their words, never cut (a header names its column). */
function HeaderOverContext({ text, context }: { text: string; context: string }) {
  return (
    <>
      <div>{text}</div>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {context}
      </Typography.Text>
    </>
  );
}

/** The texts each column's header shows, by column key: what its width must hold (`CI_COLUMN_WIDTHS`). */
export function ciHeaderTexts(t: TFunction): Record<keyof typeof CI_COLUMN_WIDTHS, { text: string; context?: string }> {
  return {
    id: { text: t('ciBoard.columns.id') },
    problem: { text: t('ciBoard.columns.problem') },
    status: { text: t('ciBoard.columns.status') },
    dates: { text: t('ciBoard.columns.created'), context: t('ciBoard.columns.dueDate') },
    author: { text: t('ciBoard.columns.fullName'), context: t('ciBoard.columns.organization') },
    department: { text: t('ciBoard.columns.department') },
    type: { text: t('ciBoard.columns.type') },
    grading: { text: t('ciBoard.columns.grading') },
  };
}

/** The department's cells are cut with their title (antd's ellipsis), but its header wraps like the others. */
const WRAPPED_HEADER = { style: { whiteSpace: 'normal', textOverflow: 'clip' } } as const;

const day = (value: dayjs.ConfigType) => dayjs(value).format(PART2_DAY_FORMAT);

/**
 * The board's table: ID, problem, status, created over due date, author over organization, department (`wide` only),
 * type over its kind, grading with best practice. Where the table scrolls sideways the ID and the problem, what says which suggestion a row is,
 * stay fixed on the left; cut texts show in full on hover (antd's ellipsis sets the cell's title; the problem has its
 * tooltip).
 */
export function ciColumns(t: TFunction, maps: Maps, wide: boolean): TableColumnsType<CiBoardDatum> {
  const best = t('ciBoard.columns.bestPractice');
  const headers = ciHeaderTexts(t);
  const columns: TableColumnsType<CiBoardDatum> = [
    {
      key: 'id',
      title: headers.id.text,
      width: CI_COLUMN_WIDTHS.id,
      fixed: 'left',
      render: (_, r) => (
        <span data-testid="ci-row-key">
          {r.recordReferenceKey} {r.attachments.length ? <PaperClipOutlined aria-label={t('ciBoard.columns.hasFile')} /> : null}
        </span>
      ),
    },
    // No width: the problem takes the table's room left over, at least CI_COLUMN_WIDTHS.problem (ciTableWidth counts it).
    {
      key: 'problem',
      title: headers.problem.text,
      fixed: 'left',
      render: (_, r) => (
        <span data-testid="ci-row-problem">
          <TruncatedText text={r.problem} max={80} />
        </span>
      ),
    },
    { key: 'status', title: headers.status.text, width: CI_COLUMN_WIDTHS.status, render: (_, r) => <CiStatusTag status={r.statusName} label={r.status} /> },
    {
      key: 'dates',
      title: <HeaderOverContext text={headers.dates.text} context={headers.dates.context!} />,
      width: CI_COLUMN_WIDTHS.dates,
      render: (_, r) => (
        <>
          <div data-testid="ci-created-date">{day(r.createdDate)}</div>
          {r.dueDate ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} data-testid="ci-due-date">
              {day(dayjs(r.dueDate, 'YYYYMMDD'))}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'author',
      title: <HeaderOverContext text={headers.author.text} context={headers.author.context!} />,
      width: CI_COLUMN_WIDTHS.author,
      render: (_, r) => <TextOverContext text={r.fullName} context={r.orgunitDisplayName} />,
    },
    {
      key: 'department',
      title: headers.department.text,
      width: CI_COLUMN_WIDTHS.department,
      ellipsis: true,
      onHeaderCell: () => WRAPPED_HEADER,
      render: (_, r) => labelOf(maps.department, r.department),
    },
    {
      key: 'type',
      title: headers.type.text,
      width: CI_COLUMN_WIDTHS.type,
      // The type over its kind (waste or ISG), as the author over the organization: on one line the kind took most of the room.
      render: (_, r) => (
        <TextOverContext
          twoLines
          text={r.isWasteType ? labelOf(maps.ciWasteType, r.wasteType) : labelOf(maps.ciIsgType, r.isgType)}
          context={r.isWasteType ? t('ciBoard.kind.waste') : t('ciBoard.kind.isg')}
        />
      ),
    },
    {
      key: 'grading',
      title: headers.grading.text,
      width: CI_COLUMN_WIDTHS.grading,
      render: (_, r) => (
        <>
          {r.gradingType ? <Tooltip title={labelOf(maps.ciGradingType, r.gradingType)}>{r.gradingType}</Tooltip> : null}{' '}
          {r.bestPractice ? (
            <Tooltip title={best}>
              <StarFilled style={{ color: '#faad14' }} aria-label={best} data-testid="ci-best-practice" />
            </Tooltip>
          ) : null}
        </>
      ),
    },
  ];
  return wide ? columns : columns.filter((column) => !WIDE_ONLY.has(String(column.key)));
}
