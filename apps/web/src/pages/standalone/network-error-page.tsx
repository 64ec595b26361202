import { Button } from 'antd';
import { DisconnectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../components/standalone-page';
import { StandaloneResult } from '../../components/standalone-result';
import { sanitizeIntendedPath } from '../../lib/intended-path';
import { hardNavigate } from '../../lib/navigation';
import { SESSION_KEYS, session } from '../../lib/storage-keys';

/** Reached when the token exchange or the session load cannot reach the server (part 1 §8). */
export default function NetworkErrorPage() {
  const { t } = useTranslation();
  const retry = () => {
    const target = sanitizeIntendedPath(session.get(SESSION_KEYS.retryPath)) ?? '/';
    session.remove(SESSION_KEYS.retryPath);
    hardNavigate(target);
  };
  return (
    <StandalonePage title={t('pages.networkError')} testId="page-network-error">
      <StandaloneResult
        status="warning"
        icon={<DisconnectOutlined />}
        title={t('standalone.networkError.title')}
        subTitle={t('standalone.networkError.description')}
        extra={
          <Button type="primary" autoFocus onClick={retry} data-testid="network-error-retry">
            {t('standalone.networkError.retry')}
          </Button>
        }
      />
    </StandalonePage>
  );
}
