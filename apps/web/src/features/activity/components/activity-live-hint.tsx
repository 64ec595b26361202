import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Says how many rows arrived live since the page was loaded: on the first page, that they are on top and the page
 * kept its size (its oldest rows moved on); on a later page, which stands still, that they are on the first page,
 * with a button to go there. Closing it hides it until more rows arrive; the screen mounts it again for each page.
 * Test ids: `activity-live-new`, `activity-live-new-show`.
 */
export function ActivityLiveHint({ arrived, firstPage, pageSize, onShowFirstPage }: { arrived: number; firstPage: boolean; pageSize: number; onShowFirstPage: () => void }) {
  const { t } = useTranslation();
  const [closedAt, setClosedAt] = useState(0);
  if (arrived <= closedAt) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      closable={{ 'aria-label': t('common.close'), onClose: () => setClosedAt(arrived) }}
      title={firstPage ? t('activity.liveNew.onTop', { count: arrived, size: pageSize }) : t('activity.liveNew.onFirstPage', { count: arrived })}
      action={
        firstPage ? undefined : (
          <Button size="small" onClick={onShowFirstPage} data-testid="activity-live-new-show">
            {t('activity.liveNew.show')}
          </Button>
        )
      }
      style={{ marginBottom: 12 }}
      data-testid="activity-live-new"
    />
  );
}
