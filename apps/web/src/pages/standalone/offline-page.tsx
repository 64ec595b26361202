import { Button } from 'antd';
import { CloudServerOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../components/standalone-page';
import { StandaloneResult } from '../../components/standalone-result';
import { hardNavigate } from '../../lib/navigation';

/** Reached when GET /api/user-info answers 501 (part 1 §8). */
export default function OfflinePage() {
  const { t } = useTranslation();
  return (
    <StandalonePage title={t('pages.offline')} testId="page-offline">
      <StandaloneResult
        status="info"
        icon={<CloudServerOutlined style={{ color: '#8c9bb0' }} />}
        title={t('standalone.offline.title')}
        subTitle={t('standalone.offline.description')}
        extra={
          <Button type="primary" onClick={() => hardNavigate('/')} data-testid="offline-retry">
            {t('standalone.offline.retry')}
          </Button>
        }
      />
    </StandalonePage>
  );
}
