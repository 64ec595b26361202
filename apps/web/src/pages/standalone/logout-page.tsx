import { useEffect } from 'react';
import { Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../components/standalone-page';
import { StandaloneResult } from '../../components/standalone-result';
import { useForgetSession } from '../../features/session';

/** "Logged out": reached after the logout confirmation (or sent here from outside); forgets the session. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  useEffect(() => forgetSession(), [forgetSession]);
  return (
    <StandalonePage title={t('pages.logout')} testId="page-logout">
      <StandaloneResult
        status="info"
        icon={<LogoutOutlined style={{ color: '#1f5fbf' }} />}
        title={t('standalone.logout.title')}
        subTitle={t('standalone.logout.description')}
        extra={
          <Button type="primary" autoFocus onClick={() => void navigate('/login')} data-testid="logout-login">
            {t('standalone.logout.login')}
          </Button>
        }
      />
    </StandalonePage>
  );
}
