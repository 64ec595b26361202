import { useEffect, useMemo } from 'react';
import { Modal, message, notification } from 'antd';
import type { AppFeedbackApi } from '../lib/feedback';
import { MESSAGE_TOP, NOTIFICATION_TOP, useToastLanes } from './toast-lanes';
import './feedback-holders.css';

/** Below the header. One object for good: useNotification makes a new instance for every new config. */
const NOTIFICATION_CONFIG = { top: NOTIFICATION_TOP };
/** In the header's band. One object for good, as above. Both kept clear of open overlays' headers (toast-lanes.ts). */
const MESSAGE_CONFIG = { top: MESSAGE_TOP };

/** The toast API with `place` called before each method that shows one. */
function placedFirst<T extends object>(api: T, shows: readonly (keyof T)[], place: () => void): T {
  const placed = { ...api };
  for (const key of shows) {
    const show = api[key] as (...args: unknown[]) => unknown;
    placed[key] = ((...args: unknown[]) => {
      place();
      return show(...args);
    }) as T[keyof T];
  }
  return placed;
}

/**
 * What antd App mounts for App.useApp(): the message, notification and modal holders, in antd App's
 * order, with the app's offsets of messages and notifications. Its own chunk (app/feedback-provider.tsx).
 */
export default function FeedbackHolders({ onReady }: { onReady: (api: AppFeedbackApi) => void }) {
  const [modalApi, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage(MESSAGE_CONFIG);
  const [notifications, notificationHolder] = notification.useNotification(NOTIFICATION_CONFIG);
  const place = useToastLanes();
  const messageApi = useMemo(() => placedFirst(messages, ['open', 'info', 'success', 'error', 'warning', 'loading'], place), [messages, place]);
  const notificationApi = useMemo(() => placedFirst(notifications, ['open', 'info', 'success', 'error', 'warning'], place), [notifications, place]);
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
