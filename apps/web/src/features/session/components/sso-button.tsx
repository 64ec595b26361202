import { useState } from 'react';
import { Alert, Button, Tooltip } from 'antd';
import { WindowsOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startSingleSignOn } from '../session-api';
import { ssoErrorMessageKey } from '../sso-errors';

/**
 * The external single sign-on button: asks the server for the provider's address (state, nonce and PKCE
 * stay on the server) and opens it in this tab. Disabled with an explanation when the server has no provider.
 */
export function SsoButton({
  enabled,
  providerName,
  primary,
  reauthenticate,
}: {
  enabled: boolean;
  providerName: string;
  primary: boolean;
  /** After a refused account: the provider asks for the password again, so another account can be used. */
  reauthenticate: boolean;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => startSingleSignOn(reauthenticate),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (error) => setFailure(t(ssoErrorMessageKey(error) ?? 'sso.unavailable')),
  });
  const label = t('login.sso', { name: providerName });

  if (!enabled) {
    return (
      <Tooltip title={t('login.ssoNotConfigured')}>
        <span style={{ display: 'block', cursor: 'not-allowed' }} tabIndex={0} aria-label={t('login.ssoNotConfigured')}>
          <Button block size="large" disabled icon={<WindowsOutlined />} data-testid="login-sso" style={{ pointerEvents: 'none' }}>
            {label}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      {failure && (
        <div data-testid="login-sso-error" style={{ marginBottom: 16 }}>
          <Alert type="error" showIcon title={failure} role="alert" />
        </div>
      )}
      <Button
        block
        size="large"
        type={primary ? 'primary' : 'default'}
        icon={<WindowsOutlined />}
        loading={start.isPending || start.isSuccess}
        onClick={() => {
          setFailure(null);
          start.mutate();
        }}
        data-testid="login-sso"
      >
        {start.isPending || start.isSuccess ? t('sso.starting') : label}
      </Button>
    </>
  );
}
