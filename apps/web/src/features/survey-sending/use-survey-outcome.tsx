import { useCallback } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SurveyStatusResponse } from '@fsp/domain';
import { repsQueryKey, surveyQueryKey } from './api';
import { CONFIRM_WIDTH, SUCCESS_SECONDS, surveyOutcome } from './survey-model';

export const SENDING_MESSAGE_KEY = 'survey-sending';

/**
 * Shows the outcome of a survey send (spec §4): 0 success (4 s); 124 asks with the server's message and
 * calls `resend` on Yes; 125 the server message as an error; other codes as a warning. Reloads the tab's lists.
 */
export function useSurveyOutcome(schedulerId: number) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  return useCallback(
    (result: SurveyStatusResponse, resend?: () => void) => {
      void queryClient.invalidateQueries({ queryKey: surveyQueryKey(schedulerId) });
      void queryClient.invalidateQueries({ queryKey: repsQueryKey(schedulerId) });
      const outcome = surveyOutcome(result.statusCode);
      if (outcome === 'success') {
        void message.success({ content: t('surveySending.sent'), key: SENDING_MESSAGE_KEY, duration: SUCCESS_SECONDS });
      } else if (outcome === 'confirm') {
        message.destroy(SENDING_MESSAGE_KEY);
        void modal.confirm({
          title: t('surveySending.confirmTitle'),
          content: result.message,
          width: CONFIRM_WIDTH,
          okText: t('common.yes'),
          cancelText: t('common.no'),
          okButtonProps: { 'data-testid': 'survey-resend-confirm' },
          // Another message to the customer's phone: Enter alone must not send it.
          autoFocusButton: 'cancel',
          onOk: resend,
        });
      } else if (outcome === 'error') {
        void message.error({ content: result.message, key: SENDING_MESSAGE_KEY, duration: SUCCESS_SECONDS });
      } else {
        void message.warning({ content: result.message, key: SENDING_MESSAGE_KEY, duration: SUCCESS_SECONDS });
      }
    },
    [message, modal, queryClient, schedulerId, t],
  );
}
