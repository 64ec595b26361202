import { useMemo, useState } from 'react';
import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  WIZARD_STEPS,
  buildWizardTasks,
  checkForceNormalShift,
  checkWizardTasks,
  classifyJobType,
  forceNormalShiftValid,
  resolveWorkingHours,
  validateWizardOptions,
  wizardStepBlock,
  type PendingAction,
  type TzOffset,
  type WizardOptions,
  type WizardTask,
  type WizardTaskError,
} from '@fsp/domain';
import { timezoneOffsetMinutes } from '../../../lib/browser-time-zone';
import { technicianZone } from '../../../lib/technician-zone';
import { holidaysQueryOptions } from '../api';
import { newKey } from '../model/form-values';
import type { AssignmentFormState } from './use-assignment-form';

const tz = (ms: number) => timezoneOffsetMinutes(new Date(ms));

/**
 * The advanced wizard's steps (spec part 1 §2, §4): options (the form), the data list of the tasks the
 * options give with each task's error, and approve; Finish adds every task to the pending changes and
 * offers to save them.
 */
export function useAssignmentWizard(
  form: AssignmentFormState,
  { dispatch, onFinished, onSaveRequest }: { dispatch?: (action: PendingAction) => void; onFinished: () => void; onSaveRequest?: () => void },
) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { values, selection, settings, findTechnician, config, forceNormalShift } = form;
  const [step, setStep] = useState(0);
  const [tasks, setTasks] = useState<WizardTask[]>([]);
  const [error, setError] = useState<string | null>(null);
  const repetitive = form.multiple && form.modes.repetitive && settings.repetitive;
  const holidaysQuery = useQuery({ ...holidaysQueryOptions, enabled: form.advanced });

  const taskErrors = useMemo(() => {
    const existing = new Map<string, { startDate: number; endDate: number }[]>();
    const workingHours = new Map<string, ReturnType<typeof resolveWorkingHours>>();
    const technicianZones = new Map<string, TzOffset>();
    for (const task of tasks) {
      if (existing.has(task.technicianId)) continue;
      const who = findTechnician(task.technicianId);
      existing.set(task.technicianId, (who?.schedulers ?? []).filter((item) => item.dirty !== 'deleted' && item.dirty !== 'updated-deleted'));
      if (who) {
        workingHours.set(task.technicianId, resolveWorkingHours(who));
        technicianZones.set(task.technicianId, technicianZone(who));
      }
    }
    const orgs = tasks.map((task) => findTechnician(task.technicianId)?.organization).filter((o) => o !== undefined);
    return checkWizardTasks(tasks, {
      existing,
      workingHours,
      jobTypeClass: selection?.kind === 'workOrder' ? classifyJobType(selection.order.simType, config) : null,
      forceNormalShift,
      forceNormalShiftAllowed: forceNormalShiftValid(orgs),
      trainingVacation: selection?.kind === 'trainingVacation' ? selection.trainingVacation : null,
      tz,
      technicianZones,
    });
  }, [tasks, findTechnician, selection, config, forceNormalShift]);

  const taskErrorText = (taskError: WizardTaskError) => {
    const type = selection?.kind === 'trainingVacation' ? selection.trainingVacation.laborTypeText || selection.trainingVacation.name : '';
    return t(`planningDrawer.rules.${taskError}`, { type });
  };
  const technicianName = (bpNo: string) => findTechnician(bpNo)?.fullName ?? bpNo;

  const wizardOptions = (startDate: number, endDate: number): WizardOptions => ({
    mode: form.mode,
    repetitive,
    excludeWeekends: settings.excludeWeekends,
    excludeHolidays: settings.excludeHolidays,
    technicians: form.selectedTechnicians.map((x) => ({ bpNo: x.bpNo, countryCode: x.organization.countryCode })),
    startDate,
    endDate,
  });

  const optionsProblem = (): string | null => {
    if (values.start === null || values.end === null) return null;
    const problem = validateWizardOptions(wizardOptions(values.start, values.end), tz);
    if (problem) return t(`planningWizard.optionErrors.${problem}`);
    if (checkForceNormalShift(forceNormalShift, form.technicianOrgs)) return t('planningDrawer.rules.forceNormalShiftNotValid');
    return null;
  };

  const next = () => {
    setError(null);
    const current = WIZARD_STEPS[step];
    if (current === 'options') {
      form.setSubmitted(true);
      const problem = optionsProblem();
      setError(problem);
      const optionErrorCount = Object.keys(form.errors).length + (problem ? 1 : 0) + (form.serialError ? 1 : 0);
      if (wizardStepBlock('options', { optionErrorCount, tasks, taskErrors })) return;
      setTasks(buildWizardTasks(wizardOptions(values.start!, values.end!), holidaysQuery.data ?? [], tz, newKey()));
      setStep(1);
      return;
    }
    if (current === 'dataList' && !wizardStepBlock('dataList', { optionErrorCount: 0, tasks, taskErrors })) setStep(2);
  };

  const back = () => {
    setError(null);
    setStep((current) => current - 1);
  };

  const finish = () => {
    if (wizardStepBlock('approve', { optionErrorCount: 0, tasks, taskErrors })) {
      // Spec part 1 §4: an empty approve step gives the generic error.
      setError(t('errors.operationFailed'));
      void message.error(t('errors.operationFailed'));
      return;
    }
    const items = tasks.map((task) => {
      const who = findTechnician(task.technicianId);
      return who ? form.newItem(who, task.startDate, task.endDate) : null;
    });
    for (const item of items) if (item) dispatch?.({ type: 'add', item });
    const count = items.filter((item) => item !== null).length;
    void message.success(t('planningWizard.added', { count }));
    onFinished();
    if (onSaveRequest) {
      void modal.confirm({
        title: t('planningWizard.saveTitle'),
        content: t('planningWizard.saveConfirm', { count }),
        okText: t('common.yes'),
        cancelText: t('common.no'),
        okButtonProps: { 'data-testid': 'wizard-save-confirm' },
        cancelButtonProps: { 'data-testid': 'wizard-save-later' },
        onOk: onSaveRequest,
      });
    }
  };

  /** Back to the options with no tasks (the advanced switch was flipped). */
  const restart = () => {
    setStep(0);
    setTasks([]);
    setError(null);
  };

  return {
    step,
    tasks,
    taskErrors,
    error,
    clearError: () => setError(null),
    removeTask: (key: string) => setTasks((list) => list.filter((task) => task.key !== key)),
    taskErrorText,
    technicianName,
    loadingHolidays: step === 0 && repetitive && settings.excludeHolidays && holidaysQuery.isLoading,
    nextBlocked: step === 1 && wizardStepBlock('dataList', { optionErrorCount: 0, tasks, taskErrors }) !== null,
    next,
    back,
    finish,
    restart,
  };
}

export type AssignmentWizardState = ReturnType<typeof useAssignmentWizard>;
