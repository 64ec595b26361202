import { Checkbox, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CI_TEXT_MAX_LENGTH, ciNextStatuses, type CiStatus } from '@fsp/domain';
import type { Option } from '../model/labels';

/**
 * The committee's part of the form (spec part 2 §4, §5, §6): status (only the moves the transition table
 * allows), due date (required for APPROVED and LIVE), committee note (required for REJECTED), grading
 * (only when LIVE), best practice and graded (shown when LIVE). Changing the status re-validates note and date.
 */
export function CiReviewFields({ stored, editable, statusOptions, gradingOptions }: { stored: CiStatus; editable: boolean; statusOptions: Option[]; gradingOptions: Option[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const status = Form.useWatch<CiStatus | undefined>('status', form);
  const live = status === 'LIVE';
  const allowed = new Set<string>(ciNextStatuses(stored));
  return (
    <>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="status" label={t('ciBoard.form.status')} rules={[{ required: true, message: t('ciBoard.form.required') }]}>
            <Select
              disabled={!editable}
              options={statusOptions.map((o) => ({ ...o, disabled: !allowed.has(o.value) }))}
              onChange={() => void form.validateFields(['dueDate', 'committeeNote']).catch(() => undefined)}
              data-testid="ci-form-status"
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="dueDate"
            label={t('ciBoard.form.dueDate')}
            dependencies={['status']}
            rules={[{ validator: async (_, value) => { if ((status === 'APPROVED' || status === 'LIVE') && !value) throw new Error(t('ciBoard.form.dueDateRequired')); } }]}
          >
            <DatePicker disabled={!editable} format={['DD MMMM YYYY', 'YYYY-MM-DD']} style={{ width: '100%' }} data-testid="ci-form-due-date" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="gradingType" label={t('ciBoard.form.grading')}>
            <Select allowClear disabled={!editable || !live} options={gradingOptions} data-testid="ci-form-grading" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="committeeNote"
        label={t('ciBoard.form.committeeNote')}
        dependencies={['status']}
        rules={[{ validator: async (_, value) => { if (status === 'REJECTED' && !String(value ?? '').trim()) throw new Error(t('ciBoard.form.committeeNoteRequired')); } }]}
      >
        <Input.TextArea disabled={!editable} rows={3} maxLength={CI_TEXT_MAX_LENGTH} showCount data-testid="ci-form-committee-note" />
      </Form.Item>
      {live ? (
        <Row gutter={16}>
          <Col>
            <Form.Item name="bestPractice" valuePropName="checked">
              <Checkbox disabled={!editable} data-testid="ci-form-best-practice">
                {t('ciBoard.form.bestPractice')}
              </Checkbox>
            </Form.Item>
          </Col>
          {editable ? (
            <Col>
              <Form.Item name="isGraded" valuePropName="checked">
                <Checkbox data-testid="ci-form-graded">{t('ciBoard.form.graded')}</Checkbox>
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      ) : null}
    </>
  );
}
