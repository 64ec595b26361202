import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, App, Form, Space, Switch, Typography, type FormInstance } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { canDeleteScheduler, reasonForChangeRequired, type PendingAction, type PendingPatch } from '@fsp/domain';
import { useAssignmentForm, type AssignmentFormInput } from '../hooks/use-assignment-form';
import { useAssignmentWizard } from '../hooks/use-assignment-wizard';
import { useSaveAtOnce } from '../hooks/use-save-at-once';
import type { SaveAtOnce } from '../model/assignment-target';
import { sameValues, selectionLabel } from '../model/form-values';
import { AddActions, UpdateActions, WizardActions } from './assignment-actions';
import { AssignmentFields } from './assignment-fields';
import { ReasonDialog, type PlanChangeReason } from './reason-dialog';
import { WizardApprove, WizardSteps, WizardTaskList } from './wizard-steps';

export interface AssignmentFormProps extends AssignmentFormInput {
  /** Adds the form's changes to the grid's pending changes; absent where the drawer only saves a draft's assignment at once. */
  dispatch?: (action: PendingAction) => void;
  /** Saves a draft's new assignment at once instead of adding it to the pending changes. */
  saveAtOnce?: SaveAtOnce;
  onDirtyChange: (dirty: boolean) => void;
  /** Told while a save at once runs, so the drawer is not closed under it. */
  onBusyChange?: (busy: boolean) => void;
  onClose: () => void;
  /** Runs Save all changes of the grid (the wizard offers it after finishing); absent where nothing can save. */
  onSaveRequest?: () => void;
  /**
   * The drawer's footer, where the actions and the alerts that belong to them (saving, the rule's or the wizard's
   * error) are rendered, in view below the scrolling form; null while it is not there (nothing is rendered then).
   */
  actionsContainer: HTMLElement | null;
}

/**
 * The drawer's detail tab (spec part 1 §2 "Order drawer", §4 "Assignment drawer", §5 "Assignment form"):
 * a new assignment (Add, Add next technician, Add and close, or the advanced wizard) or a planned item
 * (Update, Delete), checked with the shared save rule before anything enters the pending changes.
 */
export function AssignmentForm({ dispatch, saveAtOnce, onDirtyChange, onBusyChange, onClose, onSaveRequest, actionsContainer, ...input }: AssignmentFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = useAssignmentForm(input);
  const { target, values, readOnly, isNew, draft, technician } = form;
  const close = () => {
    onDirtyChange(false);
    onClose();
  };
  const wizard = useAssignmentWizard(form, { dispatch, onFinished: close, onSaveRequest });
  const draftSave = useSaveAtOnce({ saveAtOnce, onBusyChange, onSaved: close, onRefused: form.setRuleError });
  const [reasonOpen, setReasonOpen] = useState(false);
  const dirty = !readOnly && (!sameValues(values, form.baseline) || (form.advanced && wizard.tasks.length > 0));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // A refused Add / Update / Next leaves the focus on its button, far below the field in error (the summary beside
  // the actions names it only): after each attempt the focus goes to the first field marked invalid, if any. The
  // focus's own scroll stops at the control, which leaves the message under it hidden at the drawer's bottom edge:
  // the whole field, label and message, is scrolled into view instead.
  const formRef = useRef<FormInstance & { nativeElement?: HTMLElement }>(null);
  const [attempts, setAttempts] = useState(0);
  const attempted = () => setAttempts((count) => count + 1);
  useEffect(() => {
    if (attempts === 0) return;
    const field = formRef.current?.nativeElement?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    (field.closest('.ant-form-item') ?? field).scrollIntoView({ block: 'center' });
  }, [attempts]);

  const add = (then: 'stay' | 'nextTechnician' | 'close') => {
    attempted();
    if (!form.validOrShow() || !form.selection) return;
    const item = form.newItem(technician!, values.start!, values.end!);
    if (!item) return;
    const commit = () => {
      dispatch?.({ type: 'add', item });
      void message.success(t('planningDrawer.added', { name: technician!.fullName }));
      form.setSubmitted(false);
      if (then === 'close' || draft) {
        close();
        return;
      }
      form.reset(then === 'nextTechnician' ? { ...values, technicianId: null } : values);
    };
    if (draft) draftSave.confirmAndSave(draft, item, technician!.fullName, form.orderSerial, commit);
    else commit();
  };

  const update = (reason: PlanChangeReason | null) => {
    if (target.mode !== 'view') return;
    const patch: PendingPatch = { ...form.plannedFields() };
    if (reason) {
      patch.planRejectReasonSourceType = reason.source;
      patch.planChangeReason = reason.text;
    }
    dispatch?.({ type: 'update', item: target.item, patch });
    void message.success(t('planningDrawer.updated'));
    close();
  };

  const onUpdate = () => {
    attempted();
    if (!form.validOrShow()) return;
    const needsReason = target.mode === 'view' && form.workOrderSelection !== null && reasonForChangeRequired(form.workOrderSelection.order.simChannel);
    if (needsReason) setReasonOpen(true);
    else update(null);
  };

  const remove = () => {
    if (target.mode !== 'view') return;
    dispatch?.({ type: 'delete', item: target.item });
    void message.success(t('planningDrawer.deleted'));
    close();
  };

  const advanced = form.advanced;
  const optionsShown = !advanced || wizard.step === 0;
  return (
    <Form ref={formRef} layout="vertical" requiredMark="optional" disabled={readOnly || draftSave.saving} data-testid="assignment-form" data-mode={target.mode} data-read-only={readOnly ? 'true' : 'false'}>
      {readOnly ? <Alert type="info" showIcon title={t('planningDrawer.readOnly')} style={{ marginBottom: 16 }} data-testid="assignment-read-only" /> : null}
      {isNew && !readOnly && !draft ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
          <Space>
            <Typography.Text>{t('planningWizard.advanced')}</Typography.Text>
            <Switch
              aria-label={t('planningWizard.advanced')}
              checked={advanced}
              onChange={(on) => {
                form.setAdvanced(on);
                wizard.restart();
              }}
              data-testid="assignment-advanced"
            />
          </Space>
        </div>
      ) : null}
      {advanced ? <WizardSteps step={wizard.step} /> : null}
      {draft ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('planningWizard.draft.title', { id: draft.draftId })}
          description={[draft.orderNumber, draft.serialNumber, draft.description].filter(Boolean).join(' · ')}
          data-testid="assignment-draft"
        />
      ) : null}
      {advanced && wizard.step === 1 ? (
        <WizardTaskList tasks={wizard.tasks} errors={wizard.taskErrors} technicianName={wizard.technicianName} errorText={wizard.taskErrorText} onRemove={wizard.removeTask} />
      ) : null}
      {advanced && wizard.step === 2 ? <WizardApprove orderLabel={selectionLabel(form.selection)} tasks={wizard.tasks} technicianName={wizard.technicianName} /> : null}
      {optionsShown ? (
        <AssignmentFields
          form={form}
          onWizardSettings={(patch) => {
            if (patch.mode === 'multiple' && values.technicianIds.length === 0 && values.technicianId) form.set({ technicianIds: [values.technicianId] });
            if (patch.mode === 'single' && !values.technicianId && values.technicianIds.length > 0) form.set({ technicianId: values.technicianIds[0] });
            wizard.clearError();
            form.setSettings((current) => ({ ...current, ...patch }));
          }}
        />
      ) : null}
      {readOnly || !actionsContainer
        ? null
        : createPortal(
            <>
              {draftSave.saving ? <Alert type="info" showIcon icon={<LoadingOutlined />} title={t('draftWorkOrders.assignment.saving')} style={{ marginBottom: 12 }} data-testid="assignment-saving" /> : null}
              {/* The spec's generic 'Please select!' with the fields it is about, beside the actions: some may be scrolled out of view. */}
              {form.submitted && form.missingLabels.length > 0 ? (
                <Alert type="error" showIcon title={t('planningWizard.required.summary', { fields: form.missingLabels.join(', ') })} style={{ marginBottom: 12 }} data-testid="assignment-missing" />
              ) : null}
              {form.ruleError ? <Alert type="error" showIcon title={form.ruleError} style={{ marginBottom: 12 }} data-testid="assignment-rule-error" /> : null}
              {wizard.error ? <Alert type="error" showIcon title={wizard.error} style={{ marginBottom: 12 }} data-testid="wizard-error" /> : null}
              {advanced ? (
                <WizardActions
                  wizard={{
                    ...wizard,
                    next: () => {
                      attempted();
                      wizard.next();
                    },
                  }}
                />
              ) : isNew ? (
                <AddActions saving={draftSave.saving} draft={draft !== null} onAdd={add} />
              ) : (
                <UpdateActions deletable={target.mode === 'view' && canDeleteScheduler(target.item, input.roles)} dirty={dirty} onDelete={remove} onUpdate={onUpdate} />
              )}
            </>,
            actionsContainer,
          )}
      <ReasonDialog
        open={reasonOpen}
        onOk={(reason) => {
          setReasonOpen(false);
          update(reason);
        }}
        onCancel={() => setReasonOpen(false)}
      />
    </Form>
  );
}
