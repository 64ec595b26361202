import { NotificationSettingsScreen } from '../../features/notifications';

/** Notification settings, 'my planning settings' (part 2 §2). */
export default function SettingsPage() {
  return <NotificationSettingsScreen />;
}
