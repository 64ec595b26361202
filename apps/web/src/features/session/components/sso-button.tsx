import { useId, useState } from 'react';
import { Alert, Button, Tooltip } from 'antd';
import { WindowsOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { startSingleSignOn } from '../session-api';
import { cameViaCiLogin } from '../login-flags';
import { ssoRefusal, ssoRefusalText } from '../sso-errors';

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
    mutationFn: () => startSingleSignOn(reauthenticate, cameViaCiLogin()),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (error) => setFailure(ssoRefusalText(t, ssoRefusal(error) ?? { key: 'sso.unavailable' })),
  });
  const label = t('login.sso', { name: providerName });
  const notConfigured = t('login.ssoNotConfigured');
  const hintId = useId();

  if (!enabled) {
    // The disabled button cannot take focus, so its wrapper keeps the tab stop: the reason shows as a tooltip on
    // keyboard focus as on hover, and screen readers hear it as the control's description.
    return (
      <Tooltip title={notConfigured} trigger={['hover', 'focus']}>
        {/* The tooltip sets its own aria-describedby on its child, so the described control sits one level in. */}
        <span style={{ display: 'block' }}>
          <span
            role="button"
            aria-disabled="true"
            aria-label={label}
            aria-describedby={hintId}
            tabIndex={0}
            style={{ display: 'block', cursor: 'not-allowed' }}
            data-testid="login-sso-disabled"
          >
            <Button block size="large" disabled aria-hidden icon={<WindowsOutlined />} data-testid="login-sso" style={{ pointerEvents: 'none' }}>
              {label}
            </Button>
            <span id={hintId} hidden>
              {notConfigured}
            </span>
          </span>
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
