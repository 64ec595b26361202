import { useEffect } from 'react';
import { App } from 'antd';
import { registerFeedback } from '../lib/feedback';

/** Hands antd's context-aware notification and modal instances to src/lib/feedback.ts. */
export function FeedbackBridge() {
  const { notification, modal } = App.useApp();
  useEffect(() => {
    registerFeedback({ notification, modal });
  }, [notification, modal]);
  return null;
}
