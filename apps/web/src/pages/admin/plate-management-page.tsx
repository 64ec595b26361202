import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Plate management (part 2 §2). */
export default function PlateManagementPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.plateManagement')} />;
}
