import { useEffect } from 'react';
import { Modal, message, notification } from 'antd';
import type { AppFeedbackApi } from '../lib/feedback';
import './feedback-holders.css';

/** Below the header. One object for good: useNotification makes a new instance for every new config. */
const NOTIFICATION_CONFIG = { top: 68 };
/** In the header's band, beside an open drawer (feedback-holders.css). One object for good, as above. */
const MESSAGE_CONFIG = { top: 8 };

/**
 * What antd App mounts for App.useApp(): the message, notification and modal holders, in antd App's
 * order, with the app's offsets of messages and notifications. Its own chunk (app/feedback-provider.tsx).
 */
export default function FeedbackHolders({ onReady }: { onReady: (api: AppFeedbackApi) => void }) {
  const [modalApi, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage(MESSAGE_CONFIG);
  const [notificationApi, notificationHolder] = notification.useNotification(NOTIFICATION_CONFIG);
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
