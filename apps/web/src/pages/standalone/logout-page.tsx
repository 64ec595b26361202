import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../components/standalone-page';
import { StandaloneResult } from '../../components/standalone-result';
import { logoutNext, useForgetSession, type LogoutPageState } from '../../features/session';

/**
 * "Logged out": reached after the logout confirmation (or sent here from outside); forgets the session, then goes
 * on by itself where the logout asked to (the CI login from the 403 page), also when it comes back from the single
 * sign-on provider's logout page.
 */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stateNext = (useLocation().state as LogoutPageState | null)?.next;
  const [next] = useState(() => logoutNext(stateNext));
  const forgetSession = useForgetSession();
  useEffect(() => {
    forgetSession();
    if (next) void navigate(next, { replace: true });
  }, [forgetSession, navigate, next]);
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
