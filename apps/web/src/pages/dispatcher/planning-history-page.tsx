import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Planning history (part 1 §2). */
export default function PlanningHistoryPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.planningHistory')} />;
}
