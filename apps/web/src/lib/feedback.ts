import { useContext } from 'react';
import type { ModalFuncProps } from 'antd';
import AppContext, { type useAppProps } from 'antd/es/app/context';

/** What antd's App.useApp() returns: message, notification and modal. */
export type AppFeedbackApi = useAppProps;
type NotificationInstance = AppFeedbackApi['notification'];
type ModalInstance = AppFeedbackApi['modal'];

/**
 * antd's App.useApp() (the same context) without importing antd App, which brings the message, notification
 * and modal code into the first load; app/feedback-provider.tsx provides it and fetches that code once idle.
 */
export function useAppFeedback(): AppFeedbackApi {
  return useContext(AppContext);
}

/**
 * Bridge to antd's context-aware notification and modal APIs (App.useApp), so that code outside
 * React (the API client) shows toasts with the current theme and locale. <FeedbackBridge/>
 * (src/app/feedback-bridge.tsx) registers the instances (their stand-ins until antd's holders are loaded).
 */
let notificationApi: NotificationInstance | null = null;
let modalApi: ModalInstance | null = null;

export function registerFeedback(api: { notification: NotificationInstance; modal: ModalInstance }): void {
  notificationApi = api.notification;
  modalApi = api.modal;
}

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

export interface NoticeOptions {
  title?: string;
  /** Seconds; 0 keeps it open. */
  duration?: number;
  /** Same key replaces an open notice instead of stacking a duplicate. */
  key?: string;
}

export function notify(kind: NoticeKind, description: string, options: NoticeOptions = {}): void {
  if (!notificationApi) {
    // Only before the providers mount; nothing to show it with yet.
    console.warn(`[${kind}] ${description}`);
    return;
  }
  notificationApi[kind]({
    key: options.key ?? `${kind}:${description}`,
    title: options.title ?? description,
    description: options.title ? description : undefined,
    duration: options.duration ?? 4.5,
    placement: 'topRight',
  });
}

/** Opens a yes/no confirmation; resolves true on OK. */
export function confirm(props: Omit<ModalFuncProps, 'onOk' | 'onCancel'>): Promise<boolean> {
  return new Promise((resolve) => {
    if (!modalApi) {
      resolve(window.confirm(String(props.content ?? props.title ?? '')));
      return;
    }
    modalApi.confirm({
      width: 600,
      ...props,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
