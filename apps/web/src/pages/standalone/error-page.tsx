import { useEffect } from 'react';
import { Button } from 'antd';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StandalonePage } from '../../components/standalone-page';
import { StandaloneResult } from '../../components/standalone-result';
import { hardNavigate } from '../../lib/navigation';

/** Generic application error: the /error route and the router's error element. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const routeError = useRouteError();
  useEffect(() => {
    if (routeError) console.error('Unhandled error in a page', routeError);
  }, [routeError]);
  return (
    <StandalonePage title={t('pages.error')} testId="page-error">
      <StandaloneResult
        status="error"
        title={t('standalone.error.title')}
        subTitle={t('standalone.error.description')}
        extra={
          // A full load on purpose: whatever broke is left behind.
          <Button type="primary" autoFocus onClick={() => hardNavigate('/')} data-testid="error-back">
            {t('standalone.error.back')}
          </Button>
        }
      />
    </StandalonePage>
  );
}
