import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Draft work orders (part 1 §2). */
export default function DraftWorkOrdersPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.draftWorkOrders')} />;
}
