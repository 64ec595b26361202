import { Button, Flex, Tooltip } from 'antd';
import { LoginOutlined, MailOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { belongsOnCiBoardAtCiLogin } from '@fsp/domain';
import { StandalonePage } from '../../components/standalone-page';
import { StandaloneResult } from '../../components/standalone-result';
import { useLogout, useSession } from '../../features/session';

/** The CI login, which opens the board to users without a board role (decision 0034). */
const CI_LOGIN_PATH = '/login?app=ci';

/**
 * 403 (part 2 §2): the support-request button is a mailto: to config SUPPORT_EMAIL, disabled
 * when that is not configured (or the session is not known). Refused the CI board, a session from the normal
 * login is offered the CI login, which would open it (the session itself cannot change how it was signed in).
 */
export default function NoAccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { config, info, roles } = useSession();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const supportEmail = config.SUPPORT_EMAIL?.trim();
  const logoutToCiLogin = useLogout(CI_LOGIN_PATH);
  // Only where the CI login would open the board: a power user, dispatcher or observer gets no board role there
  // (decision 0034), and the button led them round to this page again.
  const refusedCiBoard = from.startsWith('/ci-board') && belongsOnCiBoardAtCiLogin(roles);

  const mailto = supportEmail
    ? `mailto:${encodeURIComponent(supportEmail)}?subject=${encodeURIComponent(
        t('standalone.noAccess.mailSubject', { product: t('app.productName') }),
      )}&body=${encodeURIComponent(
        t('standalone.noAccess.mailBody', { path: from, user: info ? `${info.displayname} (${info.username})` : '-' }),
      )}`
    : null;

  const requestButton = mailto ? (
    <Button type="primary" icon={<MailOutlined />} href={mailto} data-testid="no-access-request">
      {t('standalone.noAccess.request')}
    </Button>
  ) : (
    <Tooltip title={t('standalone.noAccess.requestUnavailable')}>
      <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        <Button type="primary" icon={<MailOutlined />} disabled data-testid="no-access-request" style={{ pointerEvents: 'none' }}>
          {t('standalone.noAccess.request')}
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <StandalonePage title={t('pages.noAccess')} testId="page-no-access">
      <StandaloneResult
        status="403"
        title={t('standalone.noAccess.title')}
        subTitle={t('standalone.noAccess.description')}
        extra={
          <Flex gap={8} justify="center" wrap>
            {refusedCiBoard && (
              <Button type="primary" icon={<LoginOutlined />} onClick={() => void logoutToCiLogin()} data-testid="no-access-ci-login">
                {t('standalone.noAccess.ciLogin')}
              </Button>
            )}
            {requestButton}
            <Button onClick={() => void navigate('/')} data-testid="no-access-home">
              {t('common.backToHome')}
            </Button>
          </Flex>
        }
      />
    </StandalonePage>
  );
}
