import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Planning grid (part 1 §2): technician timeline, work orders, training/vacation and changes tabs. */
export default function PlanningGridPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.planningGrid')} />;
}
