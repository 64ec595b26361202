import { useEffect } from 'react';
import { Modal, message, notification } from 'antd';
import type { AppFeedbackApi } from '../lib/feedback';

/**
 * What antd App mounts for App.useApp(): the message, notification and modal holders, in antd App's
 * order, with the app's notification offset below the header. Its own chunk (app/feedback-provider.tsx).
 */
export default function FeedbackHolders({ onReady }: { onReady: (api: AppFeedbackApi) => void }) {
  const [modalApi, modalHolder] = Modal.useModal();
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification({ top: 68 });
  useEffect(() => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }), [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
