import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Team management (part 2 §2). */
export default function TeamManagementPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.teamManagement')} />;
}
