import { useEffect, useState, type RefObject } from 'react';
import { Alert, App, Button, Form, Modal, Space, Typography } from 'antd';
import { Input } from '../../components/input';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '@fsp/domain';
import { describeApiError } from '../../lib/api-client';
import { sendValidationCode, verifyRepAndSendSurvey } from './api';
import { RESEND_MESSAGE_SECONDS, codeDelivery, codeNotice, formatCountdown, resendWaitSeconds, secondsLeft, type CodeDelivery } from './survey-model';
import { SENDING_MESSAGE_KEY, useSurveyOutcome } from './use-survey-outcome';
import { useFocusReturn } from '../../components/use-focus-return';
import { useFirstFieldFocus } from '../../components/use-first-field-focus';
import { useConfirmDiscard } from '../../components/use-confirm-discard';

export interface VerificationTarget {
  schedulerId: number;
  repId: number;
  telephone: string;
}

/** Seconds left of the resend cooldown, ticking once a second. */
function useCountdown(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return secondsLeft(endsAt, now);
}

/**
 * The verification-code dialog (spec §4): the code sent to the new contact's phone, with a 120-second resend countdown.
 * It replaces the new-contact dialog, so focus goes back to `returnTo` (the control that opened that one) when it closes.
 * `codeDelivery` not DELIVERED (the transport refused the code; the outbox retries it or gave up): a warning instead of "was sent", and
 * no countdown (the server does not hold the next code back then).
 */
export function VerificationDialog(props: { target: VerificationTarget; codeDelivery: CodeDelivery; returnTo: RefObject<HTMLElement | null>; onClose: () => void }) {
  const { target, returnTo, onClose } = props;
  useFocusReturn(returnTo);
  const { t } = useTranslation();
  const firstField = useFirstFieldFocus();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ validationCode: string }>();
  const [resendAt, setResendAt] = useState(() => Date.now() + resendWaitSeconds(props.codeDelivery) * 1000);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [delivery, setDelivery] = useState(props.codeDelivery);
  const left = useCountdown(resendAt);
  const showOutcome = useSurveyOutcome(target.schedulerId);
  // Closed, this dialog cannot be opened again for the code: a typed code is not dropped by a stray Esc.
  const cancel = useConfirmDiscard(() => Boolean(form.getFieldValue('validationCode')), onClose);

  const verify = async ({ validationCode }: { validationCode: string }) => {
    setVerifying(true);
    setError(null);
    void message.loading({ content: t('surveySending.sending'), key: SENDING_MESSAGE_KEY, duration: 30 });
    try {
      const result = await verifyRepAndSendSurvey({ ...target, validationCode: validationCode.trim() });
      showOutcome(result);
      onClose();
    } catch (e) {
      message.destroy(SENDING_MESSAGE_KEY);
      // The server words a wrong, expired or locked code in the reader's language.
      setError(describeApiError(e, { mutation: true, limitsWorded: true }));
      form.setFieldValue('validationCode', '');
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    try {
      const answer = await sendValidationCode(target);
      const next = codeDelivery(answer);
      setResendAt(Date.now() + resendWaitSeconds(next, answer.resendAfterSeconds) * 1000);
      setDelivery(next);
      const notice = codeNotice(next, true);
      void message.open({ type: notice.level, content: t(notice.key), duration: RESEND_MESSAGE_SECONDS });
    } catch (e) {
      // In the dialog, not a 2-second toast: a refusal (the phone's hourly limit) must be readable.
      setError(`${t('surveySending.reSendError')} ${describeApiError(e, { mutation: true, limitsWorded: true })}`);
    } finally {
      setResending(false);
    }
  };

  return (
    <Modal {...firstField} open title={t('surveySending.verifyTitle')} onCancel={cancel} footer={null} destroyOnHidden maskClosable={false}>
      <Form form={form} layout="vertical" onFinish={verify} requiredMark={false} data-testid="survey-verification-dialog">
        {delivery === 'DELIVERED' ? (
          <Typography.Paragraph>{t('surveySending.verifyText', { phone: maskPhone(target.telephone) })}</Typography.Paragraph>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t(codeNotice(delivery, false).key)}
            description={t(delivery === 'RETRIED' ? 'surveySending.verifyTextNotDelivered' : 'surveySending.verifyTextNotDeliveredFinal', { phone: maskPhone(target.telephone) })}
            style={{ marginBottom: 16 }}
            data-testid="survey-verification-not-delivered"
          />
        )}
        <Form.Item
          name="validationCode"
          label={t('surveySending.code')}
          rules={[
            { required: true, whitespace: true, message: t('surveySending.codeRequired') },
            { pattern: /^\s*\d+\s*$/, message: t('surveySending.codeDigits') },
          ]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={12} data-testid="survey-verification-code" />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="survey-verification-error" /> : null}
        {/* In a long language the three buttons do not fit one line: Cancel and Verify go below, still on the right. */}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between' }}>
          <Button onClick={resend} disabled={left > 0} loading={resending} data-testid="survey-verification-resend">
            {left > 0 ? t('surveySending.resendIn', { time: formatCountdown(left) }) : t('surveySending.resend')}
          </Button>
          <Space style={{ marginLeft: 'auto' }}>
            <Button onClick={cancel}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={verifying} data-testid="survey-verification-submit">
              {t('surveySending.verifyAndSend')}
            </Button>
          </Space>
        </div>
      </Form>
    </Modal>
  );
}
