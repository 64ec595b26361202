import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../lib/api-client';

/**
 * A list screen's failed read, above its table: what went wrong and Retry, which asks for the same page again (a failed
 * page leaves no rows and no pager to reach it by). Test ids: `<testIdPrefix>-error`, `<testIdPrefix>-retry`.
 */
export function FailedReadAlert({ error, onRetry, testIdPrefix }: { error: unknown; onRetry: () => void; testIdPrefix: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={describeApiError(error)}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry} data-testid={`${testIdPrefix}-retry`}>
          {t('common.retry')}
        </Button>
      }
      style={{ marginBottom: 12 }}
      data-testid={`${testIdPrefix}-error`}
    />
  );
}
