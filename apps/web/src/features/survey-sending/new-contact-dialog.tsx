import { useState } from 'react';
import { Alert, App, Button, Checkbox, Col, Form, Modal, Row, Space } from 'antd';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  validateContactEmail,
  validateContactName,
  validateContactPhone,
  type ContactPerson,
  type ContactRules,
  type ContactRulesSettings,
} from '@fsp/domain';
import { describeApiError } from '../../lib/api-client';
import { addRepAndSendSurvey, repPositionsQueryOptions } from './api';
import { SENDING_MESSAGE_KEY, useSurveyOutcome } from './use-survey-outcome';
import { CONFIRM_WIDTH, codeDelivery, codeNotice, newContactSend, type CodeDelivery } from './survey-model';
import type { VerificationTarget } from './verification-dialog';
import { useFocusReturn } from '../../components/use-focus-return';
import { useFirstFieldFocus } from '../../components/use-first-field-focus';
import { useConfirmDiscard } from '../../components/use-confirm-discard';
import { LABEL_SEARCH } from '../../components/label-search';

interface FormValues {
  firstName: string;
  lastName: string;
  positionCode: string;
  email: string;
  noEmail: boolean;
  telephone: string;
}

export const rulesOf = (settings: ContactRulesSettings): ContactRules => ({
  prefixes: settings.mobileOperatorCharacters,
  length: settings.phoneNumberValidCharacterLength,
  emailPlaceholder: settings.surveyEmailPlaceholder,
});

/**
 * New contact form (spec §3, §5): first and last name, position, e-mail (or the no-email placeholder),
 * mobile phone checked with the country's operator prefixes and digit count. Enter submits, and the recipient is
 * confirmed before anything goes: a code or survey on the customer's phone cannot be taken back.
 */
export function NewContactDialog(props: {
  schedulerId: number;
  customerNumber: string;
  settings: ContactRulesSettings;
  /** The customer's contact persons: a typed phone that is already verified gets the survey at once. */
  reps: readonly ContactPerson[];
  onClose: () => void;
  /** A survey already sent for the job (124) goes again through sendSurvey once the user says Yes. */
  onSendConfirmed: (repId: number, telephone: string) => void;
  /** Not DELIVERED: the transport refused the code at once (retried or not); the dialog warns instead of "sent". */
  onVerificationRequired: (target: VerificationTarget, delivery: CodeDelivery) => void;
}) {
  useFocusReturn();
  const { schedulerId, customerNumber, settings, reps, onClose, onSendConfirmed, onVerificationRequired } = props;
  const { t } = useTranslation();
  const firstField = useFirstFieldFocus();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const positions = useQuery(repPositionsQueryOptions);
  const noEmail = Form.useWatch('noEmail', form) ?? false;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const showOutcome = useSurveyOutcome(schedulerId);
  const rules = rulesOf(settings);
  // Esc, ✕ or Cancel after typing asks first: a stray key does not lose a half-typed contact person.
  const cancel = useConfirmDiscard(() => form.isFieldsTouched(), onClose);

  const nameRule = {
    validator: async (_: unknown, value: string) => {
      const problem = validateContactName(value);
      if (problem) throw new Error(problem === 'required' ? t('validation.required') : t('validation.tooLong', { max: CONTACT_NAME_MAX_LENGTH }));
    },
  };

  const submit = async (values: FormValues) => {
    setSaving(true);
    setError(null);
    void message.loading({ content: t('surveySending.sending'), key: SENDING_MESSAGE_KEY, duration: 30 });
    try {
      const telephone = values.telephone.trim();
      const answer = await addRepAndSendSurvey({
        schedulerId,
        customerNumber,
        telephone,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.noEmail ? rules.emailPlaceholder : values.email.trim(),
        positionCode: values.positionCode,
      });
      if (answer.isValidationRequired) {
        const delivery = codeDelivery(answer);
        const notice = codeNotice(delivery, false);
        void message.open({ type: notice.level, content: t(notice.key), key: SENDING_MESSAGE_KEY, duration: 4 });
        onVerificationRequired({ schedulerId, repId: answer.repId, telephone }, delivery);
      } else {
        showOutcome({ statusCode: answer.surveyStatusCode ?? 0, message: answer.message }, () => onSendConfirmed(answer.repId, telephone));
        onClose();
      }
    } catch (e) {
      message.destroy(SENDING_MESSAGE_KEY);
      setError(describeApiError(e, { mutation: true, limitsWorded: true }));
    } finally {
      setSaving(false);
    }
  };

  // Cancel is the default: a second Enter goes back to the form instead of sending. Nothing is asked while a send runs.
  const confirmRecipient = (values: FormValues) => {
    if (saving) return;
    const telephone = values.telephone.trim();
    const target = newContactSend(telephone, reps);
    const email = values.noEmail ? null : values.email.trim();
    const name = target.kind === 'SURVEY_NOW' ? target.name : `${values.firstName.trim()} ${values.lastName.trim()}`;
    void modal.confirm({
      width: CONFIRM_WIDTH,
      title: t('surveySending.confirmNew.title', { name }),
      content: (
        <div data-testid="survey-new-contact-confirm">
          <div>{t('surveySending.confirmNew.phone', { phone: telephone })}</div>
          {target.kind === 'CODE_FIRST' ? <div>{email ? t('surveySending.confirmNew.email', { email }) : t('surveySending.confirmNew.noEmail')}</div> : null}
          <p style={{ margin: '8px 0 0' }}>{target.kind === 'SURVEY_NOW' ? t('surveySending.confirmNew.surveyNow', { name }) : t('surveySending.confirmNew.codeFirst')}</p>
        </div>
      ),
      okText: target.kind === 'SURVEY_NOW' ? t('surveySending.send') : t('surveySending.confirmNew.sendCode'),
      cancelText: t('surveySending.confirmNew.back'),
      okButtonProps: { 'data-testid': 'survey-new-contact-confirm-ok' },
      cancelButtonProps: { 'data-testid': 'survey-new-contact-confirm-back' },
      autoFocusButton: 'cancel',
      onOk: () => void submit(values),
    });
  };

  const phoneHelp = rules.prefixes.length
    ? t('surveySending.form.phoneHelp', { prefixes: rules.prefixes.join(', '), count: rules.length })
    : t('surveySending.form.phoneHelpAny', { count: rules.length });

  return (
    <Modal {...firstField} open title={t('surveySending.addContact')} onCancel={cancel} footer={null} destroyOnHidden maskClosable={false} width={560}>
      <Form<FormValues> form={form} layout="vertical" onFinish={confirmRecipient} initialValues={{ noEmail: false, email: '', telephone: '' }} data-testid="survey-new-contact-dialog">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="firstName" label={t('surveySending.form.firstName')} rules={[nameRule]} required>
              <Input autoComplete="off" data-testid="survey-contact-first-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="lastName" label={t('surveySending.form.lastName')} rules={[nameRule]} required>
              <Input autoComplete="off" data-testid="survey-contact-last-name" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="positionCode" label={t('surveySending.form.position')} rules={[{ required: true, message: t('surveySending.form.positionRequired') }]}>
          <Select
            showSearch={LABEL_SEARCH}
            loading={positions.isLoading}
            options={(positions.data ?? []).map((p) => ({ value: p.code, label: t(`surveySending.positions.${p.code}`, { defaultValue: p.value }) }))}
            placeholder={t('surveySending.form.positionPlaceholder')}
            data-testid="survey-contact-position"
          />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('surveySending.form.email')}
          required
          dependencies={['noEmail']}
          style={{ marginBottom: 4 }}
          rules={[
            {
              validator: async (_: unknown, value: string) => {
                if (form.getFieldValue('noEmail')) return;
                const problem = validateContactEmail(value, rules.emailPlaceholder);
                if (problem) throw new Error(problem === 'required' ? t('surveySending.form.email_required') : t('validation.email'));
              },
            },
          ]}
        >
          {/* Not type="email": the browser's own bubble would check it too, in the browser's language, over the form's message. */}
          <Input inputMode="email" autoComplete="off" disabled={noEmail} data-testid="survey-contact-email" />
        </Form.Item>
        <Form.Item name="noEmail" valuePropName="checked">
          <Checkbox
            data-testid="survey-contact-no-email"
            onChange={(e) => {
              form.setFieldValue('email', e.target.checked ? rules.emailPlaceholder : '');
              void form.validateFields(['email']).catch(() => undefined);
            }}
          >
            {t('surveySending.form.noEmail')}
          </Checkbox>
        </Form.Item>
        <Form.Item
          name="telephone"
          label={t('surveySending.form.telephone')}
          extra={phoneHelp}
          required
          rules={[
            {
              validator: async (_: unknown, value: string) => {
                const problem = validateContactPhone(value, rules);
                if (problem) throw new Error(t(`surveySending.form.phone_${problem}`, { prefixes: rules.prefixes.join(', '), count: rules.length }));
              },
            },
          ]}
        >
          <Input inputMode="tel" autoComplete="off" maxLength={PHONE_INPUT_MAX_LENGTH} placeholder={`${rules.prefixes[0] ?? ''}${'x'.repeat(Math.max(0, rules.length - (rules.prefixes[0]?.length ?? 0)))}`} data-testid="survey-contact-telephone" />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={t('surveySending.relatedPersonError')} description={error} style={{ marginBottom: 16 }} data-testid="survey-new-contact-error" /> : null}
        <Space style={{ width: '100%', justifyContent: 'flex-end', marginTop: 8 }}>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="survey-new-contact-submit">
            {t('surveySending.addAndSend')}
          </Button>
        </Space>
      </Form>
    </Modal>
  );
}
