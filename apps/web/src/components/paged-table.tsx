import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Table, Typography, type TableColumnsType } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HTML_LANG } from '../i18n/language';
import { useLanguage } from '../i18n';
import { pagedTableSummary } from './paged-table-range';
import { useRowDoubleClick } from './use-row-double-click';

/** Enter opens the focused row; arrow keys move to the row above or below (keys inside a cell's controls are theirs). */
function rowKeyDown(event: React.KeyboardEvent<HTMLElement>, open: () => void): void {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter') {
    event.preventDefault();
    open();
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const next = event.key === 'ArrowDown' ? event.currentTarget.nextElementSibling : event.currentTarget.previousElementSibling;
  if (next instanceof HTMLElement && next.classList.contains('ant-table-row')) {
    event.preventDefault();
    next.focus();
  }
}

/**
 * A click that belongs to something inside the row (its own button, link or field), or that ends selecting text
 * (an order number to copy), does not open the row.
 */
function isClickForAControlOrSelection(event: React.MouseEvent<HTMLElement>): boolean {
  const target = event.target instanceof Element ? event.target.closest('a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]') : null;
  if (target && event.currentTarget.contains(target)) return true;
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && event.currentTarget.contains(selection.anchorNode);
}

/** The signed-in layout's sticky header (app/layout/app-layout.tsx). */
const APP_HEADER_HEIGHT = 48;

/**
 * A table paged on the server: the page (0-based index, as the API counts) and size come from the
 * screen, which asks for exactly that page. The paginator shows the total and the showing range
 * ('26–50 of 312') and offers the screen's page sizes (spec part 1 §2, §9). A total that is only a lower
 * bound (`totalIsLowerBound`: the server stopped counting, docs/decisions/0027-bounded-search-totals.md) shows as
 * '26–50 of more than 1,000', with a hint, and pages through the first `total` rows.
 * Rows that open on a double-click (or on a click, `onRowClick`) also open with Enter (arrow keys move between them).
 * Test ids: `testId` (with data-total, data-total-lower-bound, data-page, data-page-size), `${testId}-range`, rows `${testId}-row` (data-row-key).
 */
export function PagedTable<T extends object>({
  testId,
  rowKey,
  columns,
  rows,
  total,
  totalIsLowerBound = false,
  pageIndex,
  pageSize,
  pageSizes,
  loading,
  onPageChange,
  onRowDoubleClick,
  onRowClick,
  canOpenRow,
  emptyText,
  scrollX,
  rowClassName,
}: {
  testId: string;
  rowKey: (row: T) => Key;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  total: number;
  /** `total` is where the server stopped counting: more rows match. */
  totalIsLowerBound?: boolean;
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  loading?: boolean;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  onRowDoubleClick?: (row: T) => void;
  /** Opens a row on a single click instead (clicks on the row's own controls stay theirs). */
  onRowClick?: (row: T) => void;
  /** Which rows open something (all by default): the others look and act as plain rows, not as links to nothing. */
  canOpenRow?: (row: T) => boolean;
  emptyText?: ReactNode;
  scrollX?: number | string;
  /** A class for some rows (e.g. rows that just arrived live). */
  rowClassName?: (row: T) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = pagedTableSummary(t, HTML_LANG[language], { pageIndex, pageSize, total, totalIsLowerBound });
  const openRow = onRowClick ?? onRowDoubleClick;
  const rowDoubleClick = useRowDoubleClick();
  // A scrolling table body without buttons or links must still take the keyboard's focus to scroll (WCAG 2.1.1).
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.querySelectorAll<HTMLElement>('.ant-table-body, .ant-table-content').forEach((region) => {
      if (region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight) region.tabIndex = 0;
    });
  });
  return (
    <div ref={wrapper} {...(onRowDoubleClick && !onRowClick ? rowDoubleClick : {})}>
    <Table<T>
      size="middle"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows as T[]}
      loading={loading}
      rowClassName={rowClassName}
      scroll={scrollX ? { x: scrollX } : undefined}
      // A wide table keeps its header and horizontal scroll bar on screen (below the 48 px app header),
      // so columns beyond the window stay reachable without scrolling to the table's end first.
      sticky={scrollX ? { offsetHeader: APP_HEADER_HEIGHT } : undefined}
      // antd draws the empty text in its disabled grey (about 1.6:1): secondary text keeps the AA contrast.
      locale={emptyText ? { emptyText: <Typography.Text type="secondary">{emptyText}</Typography.Text> } : undefined}
      data-testid={testId}
      data-total={total}
      data-total-lower-bound={totalIsLowerBound ? 'true' : undefined}
      data-page={pageIndex}
      data-page-size={pageSize}
      onRow={(row, index) => {
        const opens = openRow !== undefined && (canOpenRow?.(row) ?? true);
        return {
          'data-testid': `${testId}-row`,
          ...(openRow
            ? {
                // The keyboard's way to the click: one tab stop on the first row, arrows between rows, Enter opens
                // (a row that opens nothing stays a stop of the walk).
                tabIndex: index === 0 ? 0 : -1,
                onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => rowKeyDown(event, () => opens && openRow(row)),
                ...(opens
                  ? {
                      onClick: onRowClick ? (event: React.MouseEvent<HTMLElement>) => (isClickForAControlOrSelection(event) ? undefined : onRowClick(row)) : undefined,
                      onDoubleClick: onRowClick ? undefined : () => openRow(row),
                      style: { cursor: 'pointer' },
                    }
                  : {}),
              }
            : {}),
        } as React.HTMLAttributes<HTMLElement>;
      }}
      pagination={{
        current: pageIndex + 1,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: pageSizes.map(String),
        showTotal: () => (
          <span data-testid={`${testId}-range`} title={summary.hint}>
            {summary.text}
          </span>
        ),
        onChange: (page, size) => onPageChange(size !== pageSize ? 0 : page - 1, size),
      }}
    />
    {summary.hint ? (
      // The last reachable page would otherwise look like the end of the result.
      <Typography.Paragraph type="secondary" style={{ textAlign: 'end', marginTop: -8 }} data-testid={`${testId}-bounded-hint`}>
        <InfoCircleOutlined style={{ marginInlineEnd: 6 }} />
        {summary.hint}
      </Typography.Paragraph>
    ) : null}
    </div>
  );
}
