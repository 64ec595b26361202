import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Calendar management (part 2 §2). */
export default function CalendarManagementPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.calendarManagement')} />;
}
