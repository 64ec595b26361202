import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { isCurrentBrowserChromiumBased } from '../../lib/browser';
import { SESSION_KEYS, session } from '../../lib/storage-keys';

/** Dismissible warning for browsers that are not Chromium-based, remembered for the session. */
export function BrowserWarning() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(
    () => session.get(SESSION_KEYS.browserWarningDismissed) === 'true' || isCurrentBrowserChromiumBased(),
  );
  if (hidden) return null;
  return (
    <div data-testid="browser-warning" style={{ marginBottom: 16 }}>
      <Alert
        type="warning"
        showIcon
        title={t('browserWarning.message')}
        closable={{
          'aria-label': t('browserWarning.dismiss'),
          onClose: () => {
            session.set(SESSION_KEYS.browserWarningDismissed, 'true');
            setHidden(true);
          },
        }}
      />
    </div>
  );
}
