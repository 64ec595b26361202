import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../components/not-built-yet';

/** Continuous-improvement suggestion board (part 2 §2). */
export default function CiBoardPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.ciBoard')} />;
}
