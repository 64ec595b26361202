/** Public entry of the notifications feature: other features and pages import only from here. */
export { NotificationSettingsScreen } from './notification-settings-screen';
