import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../components/full-page-spinner';
import { useUnauthenticatedPending } from '../lib/session-expiry';

/** Spec: while an unauthenticated request is handled, a spinner with that text blocks the page. */
export function UnauthenticatedOverlay() {
  const { t } = useTranslation();
  const pending = useUnauthenticatedPending();
  if (!pending) return null;
  return <FullPageSpinner overlay testId="unauthenticated-spinner" text={t('session.unauthenticatedRequest')} />;
}
