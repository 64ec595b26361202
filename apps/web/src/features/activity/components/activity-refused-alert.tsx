import { Alert, Button, Space } from 'antd';
import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api-client';

/**
 * The server refused the page's filter (a 400: a link edited by hand): its own words on what is wrong, a way to the
 * filter and Retry. The list is not asked again by itself meanwhile (retriedByItself).
 * Test ids: `activity-refused`, `activity-refused-edit`, `activity-retry`.
 */
export function ActivityRefusedAlert({ error, onEditFilter, onRetry }: { error: unknown; onEditFilter: () => void; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('activity.filterRefused')}
      description={describeApiError(error, { mutation: false })}
      action={
        <Space orientation="vertical" size={6}>
          <Button size="small" type="primary" icon={<FilterOutlined />} onClick={onEditFilter} data-testid="activity-refused-edit">
            {t('activity.changeFilter')}
          </Button>
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry} data-testid="activity-retry">
            {t('common.retry')}
          </Button>
        </Space>
      }
      style={{ marginBottom: 12 }}
      data-testid="activity-refused"
    />
  );
}
