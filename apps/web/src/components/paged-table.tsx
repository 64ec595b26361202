import type { Key, ReactNode } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { showingRange } from './paged-table-range';

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
}) {
  const { t } = useTranslation();
  const range = showingRange(pageIndex, pageSize, total);
  return (
    <Table<T>
      size="middle"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows as T[]}
      loading={loading}
      scroll={scrollX ? { x: scrollX } : undefined}
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
  );
}
