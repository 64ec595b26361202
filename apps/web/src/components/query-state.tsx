import type { ReactNode } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** What QueryState reads of a TanStack query. */
export interface QueryStateSource {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  refetch: () => unknown;
}

/**
 * The loading, failed and empty states of a tab or list fed by one query, the same everywhere: a skeleton,
 * a warning with Retry (only while there is nothing to show), an empty note; otherwise the children.
 * Leave out `loadingRows` or `emptyText` where the children show that state themselves (a table's spinner or
 * empty text). Test ids: `<testId>-loading`, `<testId>-error`, `<testId>-empty`.
 */
export function QueryState({
  query,
  errorTitle,
  emptyText,
  loadingRows,
  testId,
  children,
}: {
  query: QueryStateSource;
  errorTitle: string;
  emptyText?: ReactNode;
  loadingRows?: number;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = (state: string) => (testId ? `${testId}-${state}` : undefined);
  if (loadingRows !== undefined && query.isPending) return <Skeleton active paragraph={{ rows: loadingRows }} data-testid={id('loading')} />;
  if (query.isError && query.data === undefined) {
    return (
      <Result
        status="warning"
        title={errorTitle}
        extra={
          <Button onClick={() => void query.refetch()} icon={<ReloadOutlined />}>
            {t('common.retry')}
          </Button>
        }
        data-testid={id('error')}
      />
    );
  }
  if (emptyText !== undefined && Array.isArray(query.data) && query.data.length === 0) return <Empty description={emptyText} data-testid={id('empty')} />;
  return <>{children}</>;
}
