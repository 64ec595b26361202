import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Work-order search (part 1 §2). */
export default function WorkOrdersPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.workOrders')} />;
}
