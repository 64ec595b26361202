import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Checkbox, DatePicker, Descriptions, Form, Input, Modal, Popconfirm, Radio, Select, Space, Switch, Typography, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  advancedByDefault,
  buildWizardTasks,
  canDeleteScheduler,
  checkWizardTasks,
  draftSerialDiffers,
  serialNumberMatches,
  validateWizardOptions,
  wizardModes,
  wizardStepBlock,
  WIZARD_STEPS,
  type WizardOptions,
  type WizardTask,
  type WizardTaskError,
  checkAllowance,
  checkForceNormalShift,
  checkWorkingHours,
  classifyJobType,
  forceNormalShiftValid,
  isSchedulerReadOnly,
  jobTypeOptions,
  reasonForChangeRequired,
  resolveWorkingHours,
  truncateToMinute,
  validateAssignmentForm,
  workAreaRequired,
  type AssignmentFormError,
  type AssignmentFormField,
  type GridItem,
  type GridTechnician,
  type NewPendingItem,
  type PendingAction,
  type PendingPatch,
  type RuleConfig,
  type SchedulerJobType,
  type TrainingVacation,
  type WorkOrder,
  type TzOffset,
  configForCountry,
} from '@fsp/domain';
import { timezoneOffsetMinutes } from '../../../lib/browser-time-zone';
import { technicianOffsetAt, technicianZone } from '../model/technician-zone';
import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { holidaysQueryOptions, workAreasQueryOptions } from '../api';
import { useWorkOrderRefresh } from '../hooks/use-work-order-refresh';
import { WizardApprove, WizardModeFields, WizardSteps, WizardTaskList, type WizardSettings } from './assignment-wizard';
import { normalizeOrganizations, planningWorkOrdersQueryOptions } from '../work-orders-tab/work-orders-api';
import { PlanEndTag } from '../work-orders-tab/work-order-columns';
import { trainingVacationsQueryOptions, normalizeCountryCodes } from '../training-vacation-tab/training-vacations-api';
import { OrderMapButton } from '../../order-details/order-map';

/** Spec part 1 §5: times step in 10 minutes. */
export const ASSIGNMENT_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const MINUTE_STEP = 10;
/** Spec part 1 §5: the notAssignment error stays 10 s. */
const NOT_ASSIGNMENT_SECONDS = 10;

/** The reason-for-change sources (spec part 1 §4): planner demand and customer demand. */
export const PLAN_CHANGE_SOURCES = ['PLANNER_REQUEST', 'CUSTOMER_REQUEST'] as const;

type OrderLike = Omit<WorkOrder, 'workOrderItems' | 'assigned'>;
type WorkOrderItem = WorkOrder['workOrderItems'][number];

/**
 * What a draft work order brings to a new assignment (spec part 1 §2 "Draft work orders": create
 * assignment). The order is preselected by orderNumber once the organization's work orders are loaded,
 * the technician by technicianId (a bpNo of the context's technicians); the saved item carries draftId,
 * so the draft becomes ASSIGNED on save.
 */
export interface DraftPrefill {
  draftId: number;
  technicianId: string | null;
  serialNumber: string | null;
  description: string | null;
  orderNumber: string | null;
}

/** What the drawer's form is for: a new assignment (with what it was opened from) or a planned item. */
export type AssignmentTarget =
  | { mode: 'new'; technician: GridTechnician | null; workOrder: WorkOrder | null; trainingVacation?: TrainingVacation | null; draft?: DraftPrefill | null }
  | { mode: 'view'; item: GridItem; technician: GridTechnician | null };

/** The drawer target for "create assignment" on a draft work order (see apps/web/README.md). */
export type NewAssignmentFromDraft = Extract<AssignmentTarget, { mode: 'new' }> & { draft: DraftPrefill };

/** Builds the drawer target for a draft; technician and work order may be given when the caller has them. */
export function newAssignmentFromDraft(draft: DraftPrefill, technician: GridTechnician | null = null, workOrder: WorkOrder | null = null): NewAssignmentFromDraft {
  return { mode: 'new', technician, workOrder, trainingVacation: null, draft };
}

/** The grid around the drawer: the technicians on screen and the filter the Work orders / Training tabs use. */
export interface AssignmentContext {
  technicians: readonly GridTechnician[];
  organizations: readonly string[];
  countryCodes: readonly string[];
  /** The selected day, YYYY-MM-DD. */
  date: string;
}

interface FormValues {
  /** 'wo:<id>' or 'tv:<id>'. */
  order: string | null;
  workOrderItemId: number | null;
  technicianId: string | null;
  /** The technicians of the wizard's multiple-task entry. */
  technicianIds: string[];
  workAreaId: number | null;
  schedulerJobType: SchedulerJobType | null;
  start: number | null;
  end: number | null;
  forceNormalShift: boolean;
  assignedBayNo: string;
  plInfo: boolean;
  /** A serial number typed to confirm the machine (shown for drafts); must match the work order's. */
  serialNumber: string;
}

function initialValues(target: AssignmentTarget, date: string): FormValues {
  if (target.mode === 'view') {
    const { item } = target;
    return {
      order: item.workOrderItem ? `wo:${item.workOrderItem.workOrder.id}` : item.trainingVacation ? `tv:${item.trainingVacation.id}` : null,
      workOrderItemId: item.workOrderItem?.id ?? null,
      technicianId: item.technicianId,
      technicianIds: [item.technicianId],
      workAreaId: item.workAreaId,
      schedulerJobType: item.schedulerJobType,
      start: item.startDate,
      end: item.endDate,
      forceNormalShift: item.forceNormalShift,
      assignedBayNo: item.assignedBayNo ?? '',
      plInfo: item.plInfo,
      serialNumber: '',
    };
  }
  const day = dayjs(date, 'YYYY-MM-DD');
  const items = target.workOrder?.workOrderItems ?? [];
  return {
    order: target.workOrder ? `wo:${target.workOrder.id}` : target.trainingVacation ? `tv:${target.trainingVacation.id}` : null,
    workOrderItemId: items.length === 1 ? items[0].id : null,
    technicianId: target.draft?.technicianId ?? target.technician?.bpNo ?? null,
    technicianIds: [],
    workAreaId: null,
    schedulerJobType: null,
    start: day.hour(8).valueOf(),
    end: day.hour(10).valueOf(),
    forceNormalShift: false,
    assignedBayNo: '',
    plInfo: false,
    serialNumber: '',
  };
}

function sameValues(a: FormValues, b: FormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function withoutItems(order: WorkOrder): OrderLike {
  const copy: Partial<WorkOrder> = { ...order };
  delete copy.workOrderItems;
  delete copy.assigned;
  return copy as OrderLike;
}

let keySequence = 0;
function newKey(): string {
  keySequence += 1;
  return `n-${Date.now().toString(36)}-${keySequence}`;
}

/** What a save at once answered for the item: saved, or the text to show (with the server's reason). */
export type SaveAtOnceOutcome = { saved: true } | { saved: false; reason: string };

export interface AssignmentFormProps {
  target: AssignmentTarget;
  context: AssignmentContext;
  roles: readonly string[];
  /** The user's settings; with `countryConfigs`, the chosen work order's (or technician's) country decides the flags. */
  config: RuleConfig;
  countryConfigs?: Readonly<Record<string, RuleConfig>>;
  /** Adds the form's changes to the grid's pending changes; absent where the drawer only saves a draft's assignment at once. */
  dispatch?: (action: PendingAction) => void;
  /**
   * Saves a draft's new assignment at once instead of adding it to pending changes: the form shows progress
   * until it answers, then closes, or stays open with the server's text. Never rejects.
   */
  saveAtOnce?: (item: NewPendingItem) => Promise<SaveAtOnceOutcome>;
  onDirtyChange: (dirty: boolean) => void;
  /** Told while a save at once runs, so the drawer is not closed under it. */
  onBusyChange?: (busy: boolean) => void;
  onClose: () => void;
  /** Runs Save all changes of the grid (the wizard offers it after finishing); absent where nothing can save. */
  onSaveRequest?: () => void;
}

/**
 * The drawer's detail tab (spec part 1 §2 "Order drawer", §4 "Assignment drawer", §5 "Assignment form"):
 * a new assignment (Add, Add next technician, Add and close) or a planned item (Update, Delete), checked
 * with the shared assignment rules before anything enters the pending changes.
 */
export function AssignmentForm({ target, context, roles, config: userConfig, countryConfigs, dispatch, saveAtOnce, onDirtyChange, onBusyChange, onClose, onSaveRequest }: AssignmentFormProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const isNew = target.mode === 'new';
  const readOnly = target.mode === 'view' ? isSchedulerReadOnly(target.item, roles) : isSchedulerReadOnly({}, roles);

  const [baseline, setBaseline] = useState(() => initialValues(target, context.date));
  const [values, setValues] = useState(baseline);
  const [submitted, setSubmitted] = useState(false);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [reasonSource, setReasonSource] = useState<string | null>(null);
  const [reasonText, setReasonText] = useState('');
  const [saving, setSaving] = useState(false);
  const draft = target.mode === 'new' ? (target.draft ?? null) : null;
  // --- advanced wizard (spec part 1 §2, §4): starts on for the countries of ADVANCED_ASSIGNMENT_DEFAULT.
  const [advanced, setAdvanced] = useState(
    () =>
      target.mode === 'new' &&
      !readOnly &&
      !target.draft &&
      advancedByDefault(userConfig, target.technician?.organization.countryCode ?? target.workOrder?.organization.countryCode ?? context.countryCodes[0]),
  );
  const [wizardStep, setWizardStep] = useState(0);
  const [settings, setSettings] = useState<WizardSettings>({ mode: 'single', repetitive: false, excludeWeekends: true, excludeHolidays: true });
  const [tasks, setTasks] = useState<WizardTask[]>([]);
  const [wizardError, setWizardError] = useState<string | null>(null);
  const dirty = !readOnly && (!sameValues(values, baseline) || (advanced && tasks.length > 0));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set = (patch: Partial<FormValues>) => {
    setRuleError(null);
    setValues((current) => ({ ...current, ...patch }));
  };

  // --- options -------------------------------------------------------------------------------
  const orgs = useMemo(() => normalizeOrganizations(context.organizations), [context.organizations]);
  const countries = useMemo(() => normalizeCountryCodes(context.countryCodes), [context.countryCodes]);
  const ordersQuery = useQuery({ ...planningWorkOrdersQueryOptions(orgs, context.date), enabled: isNew && !readOnly && orgs.length > 0 });
  const trainingQuery = useQuery({ ...trainingVacationsQueryOptions(countries), enabled: isNew && !readOnly });

  const workOrders = useMemo(() => {
    const list = ordersQuery.data ?? [];
    const preset = target.mode === 'new' ? target.workOrder : null;
    return preset && !list.some((o) => o.id === preset.id) ? [preset, ...list] : list;
  }, [ordersQuery.data, target]);
  const trainingVacations = useMemo(() => {
    const list = trainingQuery.data ?? [];
    const preset = target.mode === 'new' ? target.trainingVacation : null;
    return preset && !list.some((x) => x.id === preset.id) ? [preset, ...list] : list;
  }, [trainingQuery.data, target]);

  // --- what is selected ----------------------------------------------------------------------
  const selection = useMemo(():
    | { kind: 'workOrder'; order: OrderLike; items: readonly WorkOrderItem[]; item: WorkOrderItem | null }
    | { kind: 'trainingVacation'; trainingVacation: TrainingVacation }
    | null => {
    if (target.mode === 'view') {
      const { item } = target;
      if (item.workOrderItem) {
        const { workOrder, ...orderItem } = item.workOrderItem;
        return { kind: 'workOrder', order: workOrder, items: [orderItem], item: orderItem };
      }
      return item.trainingVacation ? { kind: 'trainingVacation', trainingVacation: item.trainingVacation } : null;
    }
    if (!values.order) return null;
    const id = Number(values.order.slice(3));
    if (values.order.startsWith('wo:')) {
      const order = workOrders.find((o) => o.id === id);
      if (!order) return null;
      return { kind: 'workOrder', order: withoutItems(order), items: order.workOrderItems, item: order.workOrderItems.find((i) => i.id === values.workOrderItemId) ?? null };
    }
    const trainingVacation = trainingVacations.find((x) => x.id === id);
    return trainingVacation ? { kind: 'trainingVacation', trainingVacation } : null;
  }, [target, values.order, values.workOrderItemId, workOrders, trainingVacations]);

  // Draft: preselect its work order once the organization's orders are loaded.
  const draftOrderApplied = useRef(false);
  useEffect(() => {
    if (!draft?.orderNumber || draftOrderApplied.current) return;
    const order = workOrders.find((o) => o.orderNumber === draft.orderNumber);
    if (!order) return;
    draftOrderApplied.current = true;
    const patch = { order: `wo:${order.id}`, workOrderItemId: order.workOrderItems.length === 1 ? order.workOrderItems[0].id : null };
    setValues((current) => (current.order === null ? { ...current, ...patch } : current));
    setBaseline((current) => (current.order === null ? { ...current, ...patch } : current));
  }, [draft, workOrders]);

  const findTechnician = useCallback(
    (id: string | null): GridTechnician | null => {
      if (!id) return null;
      const fromGrid = context.technicians.find((x) => x.bpNo === id || x.id === id);
      if (fromGrid) return fromGrid;
      return target.technician && target.technician.bpNo === id ? target.technician : null;
    },
    [context.technicians, target.technician],
  );
  // Flags follow the chosen work order's country; for training and leave, the (first) technician's.
  const flagCountry =
    selection?.kind === 'workOrder'
      ? selection.order.organization.countryCode
      : (findTechnician(values.technicianId ?? values.technicianIds[0] ?? null)?.organization.countryCode ?? target.technician?.organization.countryCode);
  const config = configForCountry(countryConfigs, flagCountry, userConfig);
  const modes = wizardModes(config, selection?.kind ?? null);
  const mode = settings.mode === 'multiple' ? (modes.multiple ? 'multiple' : 'single') : modes.single ? 'single' : 'multiple';
  const multiple = advanced && mode === 'multiple';
  const selectedIds = multiple ? values.technicianIds : values.technicianId ? [values.technicianId] : [];
  const selectedTechnicians = selectedIds.map(findTechnician).filter((x): x is GridTechnician => x !== null);
  const technician = multiple ? (selectedTechnicians[0] ?? null) : findTechnician(values.technicianId);

  const workOrderSelection = selection?.kind === 'workOrder' ? selection : null;
  const orgunit = technician?.organization.orgunit ?? workOrderSelection?.order.organization.orgunit ?? null;
  const jobTypes = workOrderSelection?.item ? jobTypeOptions(orgunit, workOrderSelection.item.jobCode, config) : [];
  const workAreaShown = workOrderSelection !== null && workAreaRequired(orgunit, config);
  const forceNormalShiftShown = technician !== null && technician.organization.forceNormalShiftEnabled;
  const technicianOrgs = (selectedTechnicians.length > 0 ? selectedTechnicians : technician ? [technician] : []).map((x) => x.organization);
  const plShown = config.PL_FIELD_ENABLED === 'true';
  const otherOrganization = isNew && workOrderSelection !== null && technician !== null && workOrderSelection.order.organization.orgunit !== technician.organization.orgunit;

  const areasQuery = useQuery({ ...workAreasQueryOptions(orgunit ?? ''), enabled: workAreaShown && orgunit !== null });

  // A job type the current technician / item no longer offers counts as not chosen.
  const jobType = values.schedulerJobType && jobTypes.includes(values.schedulerJobType) ? values.schedulerJobType : null;

  // --- validation ----------------------------------------------------------------------------
  const errors = validateAssignmentForm({
    orderSelected: selection !== null && (selection.kind === 'trainingVacation' || selection.item !== null),
    technicianIds: selectedIds,
    workAreaShown,
    workAreaId: values.workAreaId,
    jobTypeShown: jobTypes.length > 0,
    schedulerJobType: jobType,
    startDate: values.start,
    endDate: values.end,
    assignedBayNo: values.assignedBayNo,
  });
  const errorText = (code: AssignmentFormError) => t(`planningDrawer.validation.${code}`);
  const fieldProps = (field: AssignmentFormField) => {
    const code = errors[field];
    // Too long shows at once; the rest after the first Add / Update.
    if (!code || (!submitted && code !== 'tooLong')) return {};
    return { validateStatus: 'error' as const, help: <span data-testid={`assignment-error-${field}`}>{errorText(code)}</span> };
  };
  const orderHelp = fieldProps('order');
  // Per-country fields of the order (spec part 1 §6): plan start/end, due date, planned rate, SIM stage.
  const orderFacts: { key: string; label: string; value: ReactNode }[] = [];
  if (workOrderSelection) {
    const { order } = workOrderSelection;
    const day = (ms: number | null) => (ms === null ? '-' : dayjs(ms).format('YYYY-MM-DD'));
    // The due date is the plan end with its colour (docs/decisions/0007): with both flags on it is shown once, as the due date.
    const dueDateShown = config['DUE_DATE.ENABLED'] === 'true';
    if (config.PLAN_START_END_FIELD_ENABLED === 'true') {
      orderFacts.push({ key: 'planStart', label: t('planningWorkOrders.planStart'), value: day(order.planFrom) });
      if (!dueDateShown) orderFacts.push({ key: 'planEnd', label: t('planningWorkOrders.planEnd'), value: day(order.planTo) });
    }
    if (dueDateShown) {
      orderFacts.push({
        key: 'dueDate',
        label: t('planningDrawer.dueDate'),
        value: order.planTo === null ? '-' : <PlanEndTag planTo={order.planTo} now={Date.now()} tzOffsetMinutes={timezoneOffsetMinutes()} />,
      });
    }
    if (config.PLANNING_RATE_ENABLED === 'true') {
      const rate = workOrderSelection.item?.plannedRate ?? order.plannedRate;
      orderFacts.push({ key: 'plannedRate', label: t('planningWizard.plannedRate'), value: rate === null ? '-' : String(rate) });
    }
    if (config['SIM_FIELD.ENABLED'] === 'true' && order.simStage) {
      orderFacts.push({ key: 'simStage', label: t('planningWorkOrders.simStage'), value: [order.simStage, order.simStageTxt].filter(Boolean).join(' - ') });
    }
  }
  const { refresh: refreshOrder, refreshing } = useWorkOrderRefresh();
  const orderSerial = workOrderSelection?.order.serialNumber ?? null;
  const serialError = draft !== null && !serialNumberMatches(values.serialNumber, [orderSerial]);

  /** The rules beyond the form (§5): force normal shift, working hours, allowance, overlap. Null when it may go on. */
  const checkRules = (): string | null => {
    if (!technician || values.start === null || values.end === null || !selection) return null;
    const orgs = technicianOrgs;
    if (checkForceNormalShift(values.forceNormalShift && forceNormalShiftShown, orgs)) return t('planningDrawer.rules.forceNormalShiftNotValid');
    const start = truncateToMinute(values.start);
    const end = truncateToMinute(values.end);
    const tzOffsetMinutes = technicianOffsetAt(technician, start);
    if (selection.kind === 'workOrder') {
      const outside = checkWorkingHours({
        start,
        end,
        hours: resolveWorkingHours(technician),
        tzOffsetMinutes,
        jobTypeClass: classifyJobType(selection.order.simType, config),
        forceNormalShift: values.forceNormalShift && forceNormalShiftShown,
        forceNormalShiftAllowed: forceNormalShiftValid(orgs),
      });
      if (outside) return t('planningDrawer.rules.outsideWorkingHours');
    } else if (checkAllowance({ trainingVacation: selection.trainingVacation, start, end, tzOffsetMinutes })) {
      const text = t('planningDrawer.rules.notAssignment', { type: selection.trainingVacation.laborTypeText || selection.trainingVacation.name });
      void message.error({ content: text, duration: NOT_ASSIGNMENT_SECONDS });
      return text;
    }
    const ownKey = target.mode === 'view' ? target.item.key : null;
    const clash = technician.schedulers.some((other) => other.key !== ownKey && truncateToMinute(other.startDate) < end && start < truncateToMinute(other.endDate));
    if (clash) return t('planningDrawer.rules.overlap');
    return null;
  };

  const validOrShow = (): boolean => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || serialError) return false;
    const rule = checkRules();
    setRuleError(rule);
    return rule === null;
  };

  // --- actions -------------------------------------------------------------------------------
  const commonFields = (who: GridTechnician = technician!, from: number = values.start!, to: number = values.end!) => ({
    startDate: truncateToMinute(from),
    endDate: truncateToMinute(to),
    technicianId: who.bpNo,
    technician: { bpNo: who.bpNo, fullName: who.fullName },
    schedulerJobType: jobType,
    forceNormalShift: forceNormalShiftShown && values.forceNormalShift,
    assignedBayNo: values.assignedBayNo.trim() === '' ? null : values.assignedBayNo.trim(),
    plInfo: plShown && values.plInfo,
    workAreaId: workAreaShown ? values.workAreaId : null,
  });

  const newItem = (who: GridTechnician, from: number, to: number): NewPendingItem | null => {
    if (!selection) return null;
    const isOrder = selection.kind === 'workOrder';
    return {
      ...commonFields(who, from, to),
      key: newKey(),
      workOrderItem: isOrder && selection.item ? { ...selection.item, workOrder: selection.order } : null,
      trainingVacation: isOrder ? null : selection.trainingVacation,
      workOrderStatus: isOrder ? selection.order.status : null,
      schedulerStatus: [],
      jobType: isOrder ? (selection.item?.jobCode ?? null) : selection.trainingVacation.type,
      orderType: isOrder ? 'workorder' : selection.trainingVacation.type === 'TRAINING' ? 'training' : 'vacation',
      planRejectReasonSourceType: null,
      latitude: isOrder ? selection.order.latitude : null,
      longitude: isOrder ? selection.order.longitude : null,
      workAmount: [],
      attachmentList: [],
      sos: false,
      shouldBeDeleted: false,
      draftId: draft?.draftId ?? null,
    };
  };

  const add = (then: 'stay' | 'nextTechnician' | 'close') => {
    if (!validOrShow() || !selection) return;
    const item = newItem(technician!, values.start!, values.end!);
    if (!item) return;
    const commit = () => {
      dispatch?.({ type: 'add', item });
      void message.success(t('planningDrawer.added', { name: technician!.fullName }));
      setSubmitted(false);
      if (then === 'close' || draft) {
        onDirtyChange(false);
        onClose();
        return;
      }
      const next = then === 'nextTechnician' ? { ...values, technicianId: null } : values;
      setValues(next);
      setBaseline(next);
    };
    if (!draft) {
      commit();
      return;
    }
    // A draft's assignment saved at once: progress until the server answers, then closed, or kept open with its text.
    const saveNow = async (save: NonNullable<typeof saveAtOnce>) => {
      setRuleError(null);
      setSaving(true);
      onBusyChange?.(true);
      const outcome = await save(item);
      setSaving(false);
      onBusyChange?.(false);
      if (!outcome.saved) {
        setRuleError(outcome.reason);
        return;
      }
      onDirtyChange(false);
      onClose();
    };
    // Spec part 1 §5: a draft whose serial number differs from the chosen order is warned about in the confirmation.
    const differs = draftSerialDiffers(draft.serialNumber, orderSerial);
    void modal.confirm({
      title: t('planningWizard.draft.confirmTitle'),
      content: (
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <span>{t('planningWizard.draft.confirm', { name: technician!.fullName })}</span>
          {differs ? (
            <Alert type="warning" showIcon title={t('planningWizard.draft.serialDiffers', { draft: draft.serialNumber, order: orderSerial ?? '-' })} data-testid="draft-serial-warning" />
          ) : null}
        </Space>
      ),
      width: 600,
      okText: t('planningDrawer.add'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'draft-confirm-ok' },
      // The confirmation closes at once; the drawer shows the save's progress and outcome.
      onOk: saveAtOnce ? () => void saveNow(saveAtOnce) : commit,
    });
  };

  // --- wizard ----------------------------------------------------------------------------------
  const tz = (ms: number) => timezoneOffsetMinutes(new Date(ms));
  const repetitive = multiple && modes.repetitive && settings.repetitive;
  const holidaysQuery = useQuery({ ...holidaysQueryOptions, enabled: advanced });
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
      forceNormalShift: forceNormalShiftShown && values.forceNormalShift,
      forceNormalShiftAllowed: forceNormalShiftValid(orgs),
      trainingVacation: selection?.kind === 'trainingVacation' ? selection.trainingVacation : null,
      tz: (ms) => timezoneOffsetMinutes(new Date(ms)),
      technicianZones,
    });
  }, [tasks, findTechnician, selection, config, forceNormalShiftShown, values.forceNormalShift]);

  const taskErrorText = (error: WizardTaskError) => {
    const type = selection?.kind === 'trainingVacation' ? selection.trainingVacation.laborTypeText || selection.trainingVacation.name : '';
    return t(`planningDrawer.rules.${error}`, { type });
  };
  const technicianName = (bpNo: string) => findTechnician(bpNo)?.fullName ?? bpNo;

  const wizardOptions = (startDate: number, endDate: number): WizardOptions => ({
    mode,
    repetitive,
    excludeWeekends: settings.excludeWeekends,
    excludeHolidays: settings.excludeHolidays,
    technicians: selectedTechnicians.map((x) => ({ bpNo: x.bpNo, countryCode: x.organization.countryCode })),
    startDate,
    endDate,
  });

  const wizardOptionsProblem = (): string | null => {
    if (values.start === null || values.end === null) return null;
    const problem = validateWizardOptions(wizardOptions(values.start, values.end), tz);
    if (problem) return t(`planningWizard.optionErrors.${problem}`);
    if (checkForceNormalShift(values.forceNormalShift && forceNormalShiftShown, technicianOrgs)) return t('planningDrawer.rules.forceNormalShiftNotValid');
    return null;
  };

  const wizardNext = () => {
    setWizardError(null);
    const step = WIZARD_STEPS[wizardStep];
    if (step === 'options') {
      setSubmitted(true);
      const problem = wizardOptionsProblem();
      setWizardError(problem);
      if (wizardStepBlock('options', { optionErrorCount: Object.keys(errors).length + (problem ? 1 : 0) + (serialError ? 1 : 0), tasks, taskErrors })) return;
      const built = buildWizardTasks(wizardOptions(values.start!, values.end!), holidaysQuery.data ?? [], tz, newKey());
      setTasks(built);
      setWizardStep(1);
      return;
    }
    if (step === 'dataList' && !wizardStepBlock('dataList', { optionErrorCount: 0, tasks, taskErrors })) setWizardStep(2);
  };

  const wizardFinish = () => {
    if (wizardStepBlock('approve', { optionErrorCount: 0, tasks, taskErrors })) {
      // Spec part 1 §4: an empty approve step gives the generic error.
      setWizardError(t('errors.operationFailed'));
      void message.error(t('errors.operationFailed'));
      return;
    }
    const items = tasks.map((task) => {
      const who = findTechnician(task.technicianId);
      return who ? newItem(who, task.startDate, task.endDate) : null;
    });
    for (const item of items) if (item) dispatch?.({ type: 'add', item });
    const count = items.filter((item) => item !== null).length;
    void message.success(t('planningWizard.added', { count }));
    onDirtyChange(false);
    onClose();
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

  const needsReason = target.mode === 'view' && workOrderSelection !== null && reasonForChangeRequired(workOrderSelection.order.simChannel);

  const update = (reason: { source: string; text: string } | null) => {
    if (target.mode !== 'view') return;
    const patch: PendingPatch = { ...commonFields() };
    if (reason) {
      patch.planRejectReasonSourceType = reason.source;
      patch.planChangeReason = reason.text;
    }
    dispatch?.({ type: 'update', item: target.item, patch });
    void message.success(t('planningDrawer.updated'));
    onDirtyChange(false);
    onClose();
  };

  const onUpdate = () => {
    if (!validOrShow()) return;
    if (needsReason) {
      setReasonOpen(true);
      return;
    }
    update(null);
  };

  const remove = () => {
    if (target.mode !== 'view') return;
    dispatch?.({ type: 'delete', item: target.item });
    void message.success(t('planningDrawer.deleted'));
    onDirtyChange(false);
    onClose();
  };

  // --- render --------------------------------------------------------------------------------
  const orderOptions: SelectProps['options'] =
    target.mode === 'view'
      ? [{ value: values.order ?? '', label: selectionLabel(selection) }]
      : [
          {
            label: t('planningDrawer.workOrders'),
            title: 'workOrders',
            options: workOrders.map((o) => ({ value: `wo:${o.id}`, label: [o.orderNumber, o.customer, o.serialNumber].filter(Boolean).join(' · ') })),
          },
          {
            label: t('planningDrawer.trainingVacations'),
            title: 'trainingVacations',
            options: trainingVacations.map((x) => ({ value: `tv:${x.id}`, label: [x.name, x.laborTypeText ?? x.description].filter(Boolean).join(' · ') })),
          },
        ];

  const technicianOptions = context.technicians.map((x) => ({ value: x.bpNo, label: `${x.fullName} (${x.bpNo})` }));
  if (technician && !technicianOptions.some((o) => o.value === technician.bpNo)) technicianOptions.unshift({ value: technician.bpNo, label: `${technician.fullName} (${technician.bpNo})` });
  const lockOrder = readOnly || target.mode === 'view';

  return (
    <Form layout="vertical" requiredMark="optional" disabled={readOnly || saving} data-testid="assignment-form" data-mode={target.mode} data-read-only={readOnly ? 'true' : 'false'}>
      {readOnly ? <Alert type="info" showIcon title={t('planningDrawer.readOnly')} style={{ marginBottom: 16 }} data-testid="assignment-read-only" /> : null}
      {isNew && !readOnly && !draft ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 8 }}>
          <Space>
            <Typography.Text>{t('planningWizard.advanced')}</Typography.Text>
            <Switch
              checked={advanced}
              onChange={(on) => {
                setAdvanced(on);
                setWizardStep(0);
                setTasks([]);
                setWizardError(null);
              }}
              data-testid="assignment-advanced"
            />
          </Space>
        </div>
      ) : null}
      {advanced ? <WizardSteps step={wizardStep} /> : null}
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
      {advanced && wizardStep === 1 ? (
        <WizardTaskList tasks={tasks} errors={taskErrors} technicianName={technicianName} errorText={taskErrorText} onRemove={(key) => setTasks((list) => list.filter((task) => task.key !== key))} />
      ) : null}
      {advanced && wizardStep === 2 ? <WizardApprove orderLabel={selectionLabel(selection)} tasks={tasks} technicianName={technicianName} /> : null}
      {!advanced || wizardStep === 0 ? (
      <>
      {advanced ? <WizardModeFields settings={{ ...settings, mode }} modes={modes} onChange={(patch) => {
        if (patch.mode === 'multiple' && values.technicianIds.length === 0 && values.technicianId) set({ technicianIds: [values.technicianId] });
        if (patch.mode === 'single' && !values.technicianId && values.technicianIds.length > 0) set({ technicianId: values.technicianIds[0] });
        setWizardError(null);
        setSettings((current) => ({ ...current, ...patch }));
      }} /> : null}
      <Form.Item label={t('planningDrawer.order')} required {...orderHelp} extra={otherOrganization ? <Typography.Text type="danger" data-testid="assignment-other-organization">{t('planningDrawer.otherOrganization')}</Typography.Text> : undefined}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={!lockOrder}
          disabled={lockOrder}
          loading={ordersQuery.isFetching || trainingQuery.isFetching}
          placeholder={t('planningDrawer.orderPlaceholder')}
          value={values.order}
          options={orderOptions}
          onChange={(value: string | undefined) => {
            const order = value?.startsWith('wo:') ? workOrders.find((o) => `wo:${o.id}` === value) : undefined;
            set({ order: value ?? null, workOrderItemId: order && order.workOrderItems.length === 1 ? order.workOrderItems[0].id : null, workAreaId: null, schedulerJobType: null });
          }}
          data-testid="assignment-order"
        />
      </Form.Item>
      {workOrderSelection ? (
        <div style={{ marginTop: -16, marginBottom: 8, textAlign: 'right' }}>
          <OrderMapButton
            order={workOrderSelection.order}
            config={config}
            technicians={context.technicians}
            searchDate={context.date}
            onPickTechnician={isNew && !readOnly ? (bpNo) => set(multiple ? { technicianIds: [...new Set([...values.technicianIds, bpNo])] } : { technicianId: bpNo }) : undefined}
          />
          {isNew && !readOnly ? (
          <Button
            size="small"
            type="link"
            icon={<ReloadOutlined />}
            loading={refreshing === workOrderSelection.order.orderNumber}
            onClick={() => void refreshOrder(workOrderSelection.order.orderNumber)}
            data-testid="assignment-refresh-order"
          >
            {t('planningWizard.refresh.button')}
          </Button>
          ) : null}
        </div>
      ) : null}
      {workOrderSelection && orderFacts.length > 0 ? (
        <Descriptions
          size="small"
          column={2}
          style={{ marginBottom: 16 }}
          items={orderFacts.map((fact) => ({ key: fact.key, label: fact.label, children: <span data-testid={`assignment-fact-${fact.key}`}>{fact.value}</span> }))}
          data-testid="assignment-order-facts"
        />
      ) : null}
      {workOrderSelection && workOrderSelection.items.length > 1 ? (
        <Form.Item label={t('planningDrawer.orderItem')} required>
          <Select
            disabled={lockOrder}
            placeholder={t('planningDrawer.orderItemPlaceholder')}
            value={values.workOrderItemId}
            options={workOrderSelection.items.map((i) => ({ value: i.id, label: [i.elementNumber, i.jobCodeTxt ?? i.jobCode, i.description].filter(Boolean).join(' · ') }))}
            onChange={(id: number) => set({ workOrderItemId: id, schedulerJobType: null })}
            data-testid="assignment-item"
          />
        </Form.Item>
      ) : null}
      <Form.Item label={multiple ? t('planningWizard.technicians') : t('planningDrawer.technician')} required {...fieldProps('technician')}>
        {multiple ? (
          <Select
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder={t('planningDrawer.technicianPlaceholder')}
            value={values.technicianIds}
            options={technicianOptions}
            onChange={(ids: string[]) => set({ technicianIds: ids })}
            data-testid="assignment-technicians"
          />
        ) : (
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder={t('planningDrawer.technicianPlaceholder')}
            value={values.technicianId}
            options={technicianOptions}
            onChange={(value: string | undefined) => set({ technicianId: value ?? null })}
            data-testid="assignment-technician"
          />
        )}
      </Form.Item>
      {workAreaShown ? (
        <Form.Item label={t('planningDrawer.workArea')} required {...fieldProps('workArea')}>
          <Select
            placeholder={t('planningDrawer.workAreaPlaceholder')}
            loading={areasQuery.isFetching}
            value={values.workAreaId}
            options={(areasQuery.data ?? []).map((a) => ({ value: a.areaId, label: a.areaName }))}
            onChange={(id: number) => set({ workAreaId: id })}
            data-testid="assignment-work-area"
          />
        </Form.Item>
      ) : null}
      {jobTypes.length > 0 ? (
        <Form.Item label={t('planningDrawer.jobType')} required {...fieldProps('jobType')}>
          <Select
            placeholder={t('planningDrawer.jobTypePlaceholder')}
            value={jobType}
            options={jobTypes.map((type) => ({ value: type, label: t(`planning.jobTypes.${type}`) }))}
            onChange={(type: SchedulerJobType) => set({ schedulerJobType: type })}
            data-testid="assignment-job-type"
          />
        </Form.Item>
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <Form.Item label={t('planningDrawer.start')} required {...fieldProps('startDate')}>
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: MINUTE_STEP }}
            format={ASSIGNMENT_TIME_FORMAT}
            style={{ width: '100%' }}
            value={values.start === null ? null : dayjs(values.start)}
            onChange={(d) => set({ start: d ? truncateToMinute(d.valueOf()) : null })}
            data-testid="assignment-start"
          />
        </Form.Item>
        <Form.Item label={t('planningDrawer.end')} required {...fieldProps('endDate')}>
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: MINUTE_STEP }}
            format={ASSIGNMENT_TIME_FORMAT}
            style={{ width: '100%' }}
            value={values.end === null ? null : dayjs(values.end)}
            onChange={(d) => set({ end: d ? truncateToMinute(d.valueOf()) : null })}
            data-testid="assignment-end"
          />
        </Form.Item>
      </div>
      <Form.Item label={t('planningDrawer.assignedBayNo')} {...fieldProps('assignedBayNo')}>
        <Input value={values.assignedBayNo} onChange={(e) => set({ assignedBayNo: e.target.value })} data-testid="assignment-bay-no" />
      </Form.Item>
      {forceNormalShiftShown || plShown ? (
        <Form.Item>
          <Space size={24} wrap>
            {forceNormalShiftShown ? (
              <Checkbox checked={values.forceNormalShift} onChange={(e) => set({ forceNormalShift: e.target.checked })} data-testid="assignment-force-normal-shift">
                {t('planningDrawer.forceNormalShift')}
              </Checkbox>
            ) : null}
            {plShown ? (
              <Checkbox checked={values.plInfo} onChange={(e) => set({ plInfo: e.target.checked })} data-testid="assignment-pl-info">
                {t('planningDrawer.plInfo')}
              </Checkbox>
            ) : null}
          </Space>
        </Form.Item>
      ) : null}
      {draft ? (
        <Form.Item
          label={t('planningWizard.draft.serialNumber')}
          extra={t('planningWizard.draft.serialHelp')}
          validateStatus={serialError ? 'error' : undefined}
          help={serialError ? <span data-testid="assignment-error-serialNumber">{t('planningWizard.draft.serialMismatch')}</span> : undefined}
        >
          <Input maxLength={30} value={values.serialNumber} onChange={(e) => set({ serialNumber: e.target.value })} data-testid="assignment-serial-number" />
        </Form.Item>
      ) : null}
      </>
      ) : null}
      {saving ? <Alert type="info" showIcon icon={<LoadingOutlined />} title={t('draftWorkOrders.assignment.saving')} style={{ marginBottom: 16 }} data-testid="assignment-saving" /> : null}
      {ruleError ? <Alert type="error" showIcon title={ruleError} style={{ marginBottom: 16 }} data-testid="assignment-rule-error" /> : null}
      {wizardError ? <Alert type="error" showIcon title={wizardError} style={{ marginBottom: 16 }} data-testid="wizard-error" /> : null}
      {readOnly ? null : advanced ? (
        <Space wrap style={{ width: '100%', justifyContent: 'flex-end', marginTop: 16 }} data-testid="wizard-actions">
          {wizardStep > 0 ? (
            <Button
              onClick={() => {
                setWizardError(null);
                setWizardStep((step) => step - 1);
              }}
              data-testid="wizard-back"
            >
              {t('planningWizard.back')}
            </Button>
          ) : null}
          {wizardStep < 2 ? (
            <Button
              type="primary"
              onClick={wizardNext}
              loading={wizardStep === 0 && repetitive && settings.excludeHolidays && holidaysQuery.isLoading}
              disabled={wizardStep === 1 && wizardStepBlock('dataList', { optionErrorCount: 0, tasks, taskErrors }) !== null}
              data-testid="wizard-next"
            >
              {t('planningWizard.next')}
            </Button>
          ) : (
            <Button type="primary" onClick={wizardFinish} data-testid="wizard-finish">
              {t('planningWizard.finish')}
            </Button>
          )}
        </Space>
      ) : (
        <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }} data-testid="assignment-actions">
          {isNew ? (
            <>
              <Button onClick={() => add('stay')} loading={saving} data-testid="assignment-add">
                {t('planningDrawer.add')}
              </Button>
              {draft ? null : (
                <Button onClick={() => add('nextTechnician')} data-testid="assignment-add-next">
                  {t('planningDrawer.addNext')}
                </Button>
              )}
              <Button type="primary" onClick={() => add('close')} loading={saving} data-testid="assignment-add-close">
                {t('planningDrawer.addClose')}
              </Button>
            </>
          ) : (
            <>
              {target.mode === 'view' && canDeleteScheduler(target.item, roles) ? (
                <Popconfirm
                  title={t('planningDrawer.deleteConfirm')}
                  okText={t('common.yes')}
                  cancelText={t('common.no')}
                  okButtonProps={{ danger: true, 'data-testid': 'assignment-delete-confirm' }}
                  onConfirm={remove}
                >
                  <Button danger data-testid="assignment-delete">
                    {t('planningDrawer.delete')}
                  </Button>
                </Popconfirm>
              ) : null}
              <Button type="primary" disabled={!dirty} onClick={onUpdate} data-testid="assignment-update">
                {t('planningDrawer.update')}
              </Button>
            </>
          )}
        </Space>
      )}
      <Modal
        open={reasonOpen}
        title={t('planningDrawer.reason.title')}
        okText={t('planningDrawer.update')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !reasonSource || reasonText.trim() === '', 'data-testid': 'assignment-reason-ok' }}
        onOk={() => {
          setReasonOpen(false);
          if (reasonSource) update({ source: reasonSource, text: reasonText.trim() });
        }}
        onCancel={() => setReasonOpen(false)}
        destroyOnHidden
        data-testid="assignment-reason-dialog"
      >
        <Form layout="vertical">
          <Form.Item label={t('planningDrawer.reason.source')} required>
            <Radio.Group value={reasonSource} onChange={(e) => setReasonSource(e.target.value as string)} data-testid="assignment-reason-source">
              {PLAN_CHANGE_SOURCES.map((source) => (
                <Radio key={source} value={source} data-testid={`assignment-reason-${source}`}>
                  {t(`planningDrawer.reason.sources.${source}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item
            label={t('planningDrawer.reason.text')}
            required
            validateStatus={reasonText.length > 255 ? 'error' : undefined}
            help={reasonText.length > 255 ? errorText('tooLong') : undefined}
          >
            <Input.TextArea rows={3} maxLength={255} value={reasonText} onChange={(e) => setReasonText(e.target.value)} data-testid="assignment-reason-text" />
          </Form.Item>
        </Form>
      </Modal>
    </Form>
  );
}

function selectionLabel(
  selection: { kind: 'workOrder'; order: OrderLike; item: WorkOrderItem | null } | { kind: 'trainingVacation'; trainingVacation: TrainingVacation } | null,
): string {
  if (!selection) return '';
  if (selection.kind === 'trainingVacation') return [selection.trainingVacation.name, selection.trainingVacation.laborTypeText].filter(Boolean).join(' · ');
  return [selection.order.orderNumber, selection.order.customer, selection.order.serialNumber, selection.item?.elementNumber].filter(Boolean).join(' · ');
}
