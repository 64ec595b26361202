import { useEffect } from 'react';
import { registerFeedback, useAppFeedback } from '../lib/feedback';

/** Hands antd's context-aware notification and modal instances to src/lib/feedback.ts. */
export function FeedbackBridge() {
  const { notification, modal } = useAppFeedback();
  useEffect(() => {
    registerFeedback({ notification, modal });
  }, [notification, modal]);
  return null;
}
