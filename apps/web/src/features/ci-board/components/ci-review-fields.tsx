import type { ReactNode } from 'react';
import { Checkbox, Col, DatePicker, Form, Row, Typography } from 'antd';
import { Input } from '../../../components/input';
import { Select } from '../../../components/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { CiStatus } from '@fsp/domain';
import { PART2_DAY_PICKER_FORMATS } from '../../../lib/part2-day-picker-formats';
import type { Option } from '../model/labels';
import { isPastDueDate, requiredReviewFields, type StatusOption } from '../model/suggestion-form';
import type { SuggestionField } from '../model/keep-edits';
import { CI_TEXT_COUNT, ciTextLengthRule } from './ci-text-length';

/**
 * The committee's part of the form (spec part 2 §4, §5, §6): status in the workflow's order (a move the
 * transition table forbids is disabled and says why), due date (required for APPROVED and LIVE, never a new
 * date in the past), committee note (required for REJECTED), grading (only when LIVE), best practice and
 * graded (shown when LIVE). Changing the status re-validates note and date.
 */
export function CiReviewFields({
  hint,
  storedDueDate,
  editable,
  statusOptions,
  gradingOptions,
}: {
  /** Marks a field whose value is the member's own, kept after a refused save. */
  hint: (field: SuggestionField) => ReactNode;
  storedDueDate: Dayjs | null;
  editable: boolean;
  statusOptions: StatusOption[];
  gradingOptions: Option[];
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const status = Form.useWatch<CiStatus | undefined>('status', form);
  const live = status === 'LIVE';
  const required = editable ? requiredReviewFields(status) : { dueDate: false, committeeNote: false };
  const today = dayjs();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="status" extra={hint('status')} label={t('ciBoard.form.status')} rules={[{ required: true, message: t('validation.required') }]}>
            <Select
              disabled={!editable}
              options={statusOptions.map((o) => ({ value: o.value, label: o.label, disabled: o.refusal !== null, title: o.refusal ? t(`ciBoard.form.statusRefusal.${o.refusal}`) : undefined }))}
              optionRender={(option) =>
                option.data.title ? (
                  <div>
                    <div>{option.label}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }} data-testid="ci-status-refusal">
                      {option.data.title}
                    </Typography.Text>
                  </div>
                ) : (
                  option.label
                )
              }
              onChange={() => void form.validateFields(['dueDate', 'committeeNote']).catch(() => undefined)}
              data-testid="ci-form-status"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="dueDate"
            extra={hint('dueDate')}
            label={t('ciBoard.form.dueDate')}
            required={required.dueDate}
            dependencies={['status']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value: Dayjs | null | undefined) => {
                  if (requiredReviewFields(getFieldValue('status')).dueDate && !value) throw new Error(t('ciBoard.form.dueDateRequired'));
                  if (isPastDueDate(value, storedDueDate, dayjs())) throw new Error(t('ciBoard.form.dueDatePast'));
                },
              }),
            ]}
          >
            <DatePicker
              disabled={!editable}
              disabledDate={(day) => isPastDueDate(day, storedDueDate, today)}
              format={PART2_DAY_PICKER_FORMATS}
              style={{ width: '100%' }}
              data-testid="ci-form-due-date"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="gradingType" extra={hint('gradingType')} label={t('ciBoard.form.grading')}>
            <Select allowClear disabled={!editable || !live} options={gradingOptions} data-testid="ci-form-grading" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="committeeNote"
        extra={hint('committeeNote')}
        label={t('ciBoard.form.committeeNote')}
        required={required.committeeNote}
        dependencies={['status']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value) => {
              if (requiredReviewFields(getFieldValue('status')).committeeNote && !String(value ?? '').trim()) throw new Error(t('ciBoard.form.committeeNoteRequired'));
            },
          }),
          ciTextLengthRule(t),
        ]}
      >
        <Input.TextArea disabled={!editable} rows={3} count={CI_TEXT_COUNT} data-testid="ci-form-committee-note" />
      </Form.Item>
      {live ? (
        <Row gutter={16}>
          <Col>
            <Form.Item name="bestPractice" extra={hint('bestPractice')} valuePropName="checked">
              <Checkbox disabled={!editable} data-testid="ci-form-best-practice">
                {t('ciBoard.form.bestPractice')}
              </Checkbox>
            </Form.Item>
          </Col>
          {editable ? (
            <Col>
              <Form.Item name="isGraded" extra={hint('isGraded')} valuePropName="checked">
                <Checkbox data-testid="ci-form-graded">{t('ciBoard.form.graded')}</Checkbox>
              </Form.Item>
            </Col>
          ) : null}
        </Row>
      ) : null}
    </>
  );
}
