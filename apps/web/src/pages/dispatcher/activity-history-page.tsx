import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Technician activity history (part 2 §2). */
export default function ActivityHistoryPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.activityHistory')} />;
}
