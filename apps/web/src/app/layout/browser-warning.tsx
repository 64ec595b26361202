import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyAlert } from '../../components/lazy-alert';
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
      <LazyAlert
        // One line of antd Alert with its icon, as tall as the alert that replaces it.
        placeholderHeight={40}
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
