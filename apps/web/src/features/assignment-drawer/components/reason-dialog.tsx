import { useState } from 'react';
import { Form, Modal, Radio } from 'antd';
import { Input } from '../../../components/input';
import { useTranslation } from 'react-i18next';
import { FREE_TEXT_MAX_LENGTH } from '@fsp/domain';
import { useFirstFieldFocus } from '../../../components/use-first-field-focus';

/** The reason-for-change sources (spec part 1 §4): planner demand and customer demand. */
export const PLAN_CHANGE_SOURCES = ['PLANNER_REQUEST', 'CUSTOMER_REQUEST'] as const;

export interface PlanChangeReason {
  source: string;
  text: string;
}

/**
 * Spec part 1 §4: an update of a ZBP/ZBO work order's item asks for the source of the plan change and a
 * reason before it enters the pending changes. What was typed stays while the form is open.
 */
export function ReasonDialog({ open, onOk, onCancel }: { open: boolean; onOk: (reason: PlanChangeReason) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const firstField = useFirstFieldFocus(open);
  const [source, setSource] = useState<string | null>(null);
  const [text, setText] = useState('');
  const tooLong = text.length > FREE_TEXT_MAX_LENGTH;
  return (
    <Modal
      {...firstField}
      open={open}
      title={t('planningDrawer.reason.title')}
      okText={t('planningDrawer.update')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !source || text.trim() === '', 'data-testid': 'assignment-reason-ok' }}
      onOk={() => {
        if (source) onOk({ source, text: text.trim() });
      }}
      onCancel={onCancel}
      destroyOnHidden
      data-testid="assignment-reason-dialog"
    >
      <Form layout="vertical">
        <Form.Item label={t('planningDrawer.reason.source')} required>
          <Radio.Group value={source} onChange={(e) => setSource(e.target.value as string)} data-testid="assignment-reason-source">
            {PLAN_CHANGE_SOURCES.map((key) => (
              <Radio key={key} value={key} data-testid={`assignment-reason-${key}`}>
                {t(`planningDrawer.reason.sources.${key}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('planningDrawer.reason.text')}
          required
          validateStatus={tooLong ? 'error' : undefined}
          help={tooLong ? t('validation.tooLong', { max: FREE_TEXT_MAX_LENGTH }) : undefined}
        >
          <Input.TextArea rows={3} maxLength={FREE_TEXT_MAX_LENGTH} showCount value={text} onChange={(e) => setText(e.target.value)} data-testid="assignment-reason-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
