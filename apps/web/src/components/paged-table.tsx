import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { showingRange } from './paged-table-range';

/** The signed-in layout's sticky header (app/layout/app-layout.tsx). */
const APP_HEADER_HEIGHT = 48;

/**
 * A table paged on the server: the page (0-based index, as the API counts) and size come from the
 * screen, which asks for exactly that page. The paginator shows the total and the showing range
 * ('26–50 of 312') and offers the screen's page sizes (spec part 1 §2, §9).
 * Test ids: `testId` (with data-total, data-page, data-page-size), `${testId}-range`, rows `${testId}-row` (data-row-key).
 */
export function PagedTable<T extends object>({
  testId,
  rowKey,
  columns,
  rows,
  total,
  pageIndex,
  pageSize,
  pageSizes,
  loading,
  onPageChange,
  onRowDoubleClick,
  emptyText,
  scrollX,
  rowClassName,
}: {
  testId: string;
  rowKey: (row: T) => Key;
  columns: TableColumnsType<T>;
  rows: readonly T[];
  total: number;
  pageIndex: number;
  pageSize: number;
  pageSizes: readonly number[];
  loading?: boolean;
  onPageChange: (pageIndex: number, pageSize: number) => void;
  onRowDoubleClick?: (row: T) => void;
  emptyText?: ReactNode;
  scrollX?: number | string;
  /** A class for some rows (e.g. rows that just arrived live). */
  rowClassName?: (row: T) => string;
}) {
  const { t } = useTranslation();
  const range = showingRange(pageIndex, pageSize, total);
  // A scrolling table body without buttons or links must still take the keyboard's focus to scroll (WCAG 2.1.1).
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    wrapper.current?.querySelectorAll<HTMLElement>('.ant-table-body, .ant-table-content').forEach((region) => {
      if (region.scrollWidth > region.clientWidth || region.scrollHeight > region.clientHeight) region.tabIndex = 0;
    });
  });
  return (
    <div ref={wrapper}>
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
      locale={emptyText ? { emptyText } : undefined}
      data-testid={testId}
      data-total={total}
      data-page={pageIndex}
      data-page-size={pageSize}
      onRow={(row) => ({
        'data-testid': `${testId}-row`,
        onDoubleClick: onRowDoubleClick ? () => onRowDoubleClick(row) : undefined,
        style: onRowDoubleClick ? { cursor: 'pointer' } : undefined,
      }) as React.HTMLAttributes<HTMLElement>}
      pagination={{
        current: pageIndex + 1,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: pageSizes.map(String),
        showTotal: () => (
          <span data-testid={`${testId}-range`}>
            {total === 0 ? t('pagedTable.none') : t('pagedTable.showing', { from: range.from, to: range.to, total })}
          </span>
        ),
        onChange: (page, size) => onPageChange(size !== pageSize ? 0 : page - 1, size),
      }}
    />
    </div>
  );
}
