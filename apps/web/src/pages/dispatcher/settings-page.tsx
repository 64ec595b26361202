import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/not-built-yet';

/** Notification settings, 'my planning settings' (part 2 §2). */
export default function SettingsPage() {
  const { t } = useTranslation();
  return <NotBuiltYet title={t('pages.settings')} />;
}
