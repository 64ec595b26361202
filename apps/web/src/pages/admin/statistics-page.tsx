import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Usage statistics (part 2 §2). */
export default function StatisticsPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.statistics')} />;
}
