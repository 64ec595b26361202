import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FREE_TEXT_MAX_LENGTH,
  configForCountry,
  PLANNING_TIME_STEP_MINUTES,
  firstFreeSlot,
  isSchedulerReadOnly,
  jobTypeOptions,
  resolveWorkingHours,
  saveRefusal,
  serialNumberMatches,
  truncateToMinute,
  validateAssignmentForm,
  wizardModes,
  workAreaRequired,
  type AssignmentFormError,
  type GridTechnician,
  type RuleConfig,
  type WizardEntryMode,
} from '@fsp/domain';
import { normalizeCountryCodes, normalizeOrganizations, planningWorkOrdersQueryOptions, useTrainingVacations } from '../../../api/planning';
import { technicianOffsetAt } from '../../../lib/technician-zone';
import { useCountryName } from '../../../i18n/country-name';
import { localTrainingVacation, useSession } from '../../session';
import { useWorkAreas } from '../api';
import type { AssignmentContext, AssignmentTarget } from '../model/assignment-target';
import { initialValues, newPendingItem, selectionOf, type FormValues, type PlannedFields } from '../model/form-values';
import { missingFields, requiredFieldKeys, withItemError, type FormErrorField } from '../model/field-messages';
import { rememberWizardChoice, rememberedWizardChoice, wizardStartsOn } from '../model/wizard-start';
import { otherCountryOf } from '../model/training-country';
import type { WizardSettings } from '../components/wizard-steps';

/** Spec part 1 §5: the notAssignment error stays 10 s. */
const NOT_ASSIGNMENT_SECONDS = 10;

/** The shared validation text of each form error; the form's free texts are the only ones with a length limit. */
const ASSIGNMENT_FORM_ERROR_KEY = {
  required: 'validation.selectRequired',
  endBeforeStart: 'validation.endNotAfterStart',
  tooLong: 'validation.tooLong',
} as const satisfies Record<AssignmentFormError, string>;

export interface AssignmentFormInput {
  target: AssignmentTarget;
  context: AssignmentContext;
  roles: readonly string[];
  /** The user's settings; with `countryConfigs`, the chosen work order's (or technician's) country decides the flags. */
  config: RuleConfig;
  countryConfigs?: Readonly<Record<string, RuleConfig>>;
}

/**
 * The assignment form's state (spec part 1 §4, §5): the values against their baseline, the lists the order
 * select offers, what is selected, the fields the selection and technician show, the form's validation and
 * the shared save rule. The wizard's entry settings live here too: they decide which technicians are chosen.
 */
export function useAssignmentForm({ target, context, roles, config: userConfig, countryConfigs }: AssignmentFormInput) {
  const { t } = useTranslation();
  const { codeName } = useSession();
  const { message } = App.useApp();
  const countryName = useCountryName();
  const isNew = target.mode === 'new';
  const readOnly = target.mode === 'view' ? isSchedulerReadOnly(target.item, roles) : isSchedulerReadOnly({}, roles);
  const draft = target.mode === 'new' ? (target.draft ?? null) : null;

  const [baseline, setBaseline] = useState(() => initialValues(target, context.date));
  const [values, setValues] = useState(baseline);
  const [submitted, setSubmitted] = useState(false);
  const [ruleError, setRuleError] = useState<string | null>(null);
  // The advanced wizard (spec part 1 §2, §4): the user's last choice, else ADVANCED_ASSIGNMENT_DEFAULT (model/wizard-start.ts).
  const [advanced, setAdvanced] = useState(
    () =>
      target.mode === 'new' &&
      !readOnly &&
      !target.draft &&
      wizardStartsOn(rememberedWizardChoice(), userConfig, target.technician?.organization.countryCode ?? target.workOrder?.organization.countryCode, context.countryCodes),
  );
  const chooseAdvanced = (on: boolean) => {
    rememberWizardChoice(on);
    setAdvanced(on);
  };
  const [settings, setSettings] = useState<WizardSettings>({ mode: 'single', repetitive: false, excludeWeekends: true, excludeHolidays: true });

  // Times the user chose (by a drop too, or kept after Add) are never replaced by a proposed slot.
  const timesChosen = useRef(target.mode === 'view' || Boolean(target.at));
  const set = (patch: Partial<FormValues>) => {
    setRuleError(null);
    if ('start' in patch || 'end' in patch) timesChosen.current = true;
    setValues((current) => ({ ...current, ...patch }));
  };
  /** The values become the new baseline (after Add, the form stays for the next one). */
  const reset = (next: FormValues) => {
    timesChosen.current = true;
    setValues(next);
    setBaseline(next);
  };

  // --- the lists the order select offers -----------------------------------------------------
  const orgs = useMemo(() => normalizeOrganizations(context.organizations), [context.organizations]);
  const countries = useMemo(() => normalizeCountryCodes(context.countryCodes), [context.countryCodes]);
  const ordersQuery = useQuery({ ...planningWorkOrdersQueryOptions(orgs, context.date), enabled: isNew && !readOnly && orgs.length > 0 });
  const trainingQuery = useTrainingVacations(countries, codeName, { enabled: isNew && !readOnly });
  const workOrders = useMemo(() => {
    const list = ordersQuery.data ?? [];
    const preset = target.mode === 'new' ? target.workOrder : null;
    return preset && !list.some((o) => o.id === preset.id) ? [preset, ...list] : list;
  }, [ordersQuery.data, target]);
  // The preset is a row of the Training/Vacation tab's list: in the reader's language already, as the list is.
  const trainingVacations = useMemo(() => {
    const list = trainingQuery.data ?? [];
    const preset = target.mode === 'new' ? target.trainingVacation : null;
    return preset && !list.some((x) => x.id === preset.id) ? [preset, ...list] : list;
  }, [trainingQuery.data, target]);

  // --- what is selected ----------------------------------------------------------------------
  const selection = useMemo(() => {
    const selected = selectionOf(target, { order: values.order, workOrderItemId: values.workOrderItemId }, workOrders, trainingVacations);
    // A planned item carries its kind as stored (in its country's language).
    return selected?.kind === 'trainingVacation' && target.mode === 'view'
      ? { ...selected, trainingVacation: localTrainingVacation(selected.trainingVacation, codeName) }
      : selected;
  }, [target, values.order, values.workOrderItemId, workOrders, trainingVacations, codeName]);

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
  const mode: WizardEntryMode = settings.mode === 'multiple' ? (modes.multiple ? 'multiple' : 'single') : modes.single ? 'single' : 'multiple';
  const multiple = advanced && mode === 'multiple';
  const selectedIds = multiple ? values.technicianIds : values.technicianId ? [values.technicianId] : [];
  const selectedTechnicians = selectedIds.map(findTechnician).filter((x): x is GridTechnician => x !== null);
  const technician = multiple ? (selectedTechnicians[0] ?? null) : findTechnician(values.technicianId);

  // A new assignment proposes the technician's first free slot of the form's length within working
  // hours (issue 18), once per technician chosen, until the user picks times.
  const proposedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!isNew || readOnly || multiple || !technician || timesChosen.current || proposedFor.current === technician.bpNo) return;
    proposedFor.current = technician.bpNo;
    if (values.start === null || values.end === null) return;
    const { start, end } = values;
    const slot = firstFreeSlot({
      day: context.date,
      tzOffsetMinutes: technicianOffsetAt(technician, start),
      hours: resolveWorkingHours(technician),
      busy: technician.schedulers.map((item) => ({ start: item.startDate, end: item.endDate })),
      lengthMs: end - start,
      stepMinutes: PLANNING_TIME_STEP_MINUTES,
    });
    if (!slot) return;
    const moveTimes = (current: FormValues) => (current.start === start && current.end === end ? { ...current, start: slot.start, end: slot.end } : current);
    setValues(moveTimes);
    // Proposed times are not an edit: the baseline follows while it still holds the old ones.
    setBaseline(moveTimes);
  }, [isNew, readOnly, multiple, technician, values, context.date]);

  // --- the fields the selection and the technician show ----------------------------------------
  const workOrderSelection = selection?.kind === 'workOrder' ? selection : null;
  const orgunit = technician?.organization.orgunit ?? workOrderSelection?.order.organization.orgunit ?? null;
  const jobTypes = workOrderSelection?.item ? jobTypeOptions(orgunit, workOrderSelection.item.jobCode, config) : [];
  const workAreaShown = workOrderSelection !== null && workAreaRequired(orgunit, config);
  const forceNormalShiftShown = technician !== null && technician.organization.forceNormalShiftEnabled;
  const technicianOrgs = (selectedTechnicians.length > 0 ? selectedTechnicians : technician ? [technician] : []).map((x) => x.organization);
  const plShown = config.PL_FIELD_ENABLED === 'true';
  const otherOrganization = isNew && workOrderSelection !== null && technician !== null && workOrderSelection.order.organization.orgunit !== technician.organization.orgunit;
  const areasQuery = useWorkAreas(orgunit, workAreaShown, codeName);
  // A job type the current technician / item no longer offers counts as not chosen.
  const jobType = values.schedulerJobType && jobTypes.includes(values.schedulerJobType) ? values.schedulerJobType : null;
  const forceNormalShift = forceNormalShiftShown && values.forceNormalShift;

  // --- validation ----------------------------------------------------------------------------
  const ruleErrors = validateAssignmentForm({
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
  const errors = withItemError(ruleErrors, workOrderSelection !== null && workOrderSelection.items.length > 1 && workOrderSelection.item === null);
  /** A field's error; a missing choice names the field (the generic text named none, spec part 1 §5 keeps it for the summary). */
  const errorText = (field: FormErrorField, code: AssignmentFormError) => {
    const keys = code === 'required' ? requiredFieldKeys(field, multiple) : null;
    return keys ? t(keys.required) : t(ASSIGNMENT_FORM_ERROR_KEY[code], { max: FREE_TEXT_MAX_LENGTH });
  };
  /** The labels of the fields still missing a choice, for the summary by the actions. */
  const missingLabels = missingFields(errors).map((field) => t(requiredFieldKeys(field, multiple)!.label));
  const orderSerial = workOrderSelection?.order.serialNumber ?? null;
  const serialError = draft !== null && !serialNumberMatches(values.serialNumber, [orderSerial]);

  /** The shared save rule (§5: force normal shift, working hours, allowance), then overlaps with the loaded items. Null when it may go on. */
  const checkRules = (): string | null => {
    if (!technician || values.start === null || values.end === null || !selection) return null;
    const otherCountry = selection.kind === 'trainingVacation' ? otherCountryOf(selection.trainingVacation, technicianOrgs) : null;
    if (otherCountry !== null) return t('planningSaveErrors.otherCountry', { country: countryName(otherCountry) });
    const start = truncateToMinute(values.start);
    const end = truncateToMinute(values.end);
    const refusal = saveRefusal({
      start,
      end,
      subject:
        selection.kind === 'workOrder'
          ? { kind: 'workOrder', simType: selection.order.simType, jobCode: selection.item?.jobCode, simChannel: selection.order.simChannel }
          : { kind: 'trainingVacation', allowance: selection.trainingVacation },
      orgunit: technician.organization.orgunit,
      technicianOrganizations: technicianOrgs,
      hours: resolveWorkingHours(technician),
      tzOffsetMinutes: technicianOffsetAt(technician, start),
      config,
      forceNormalShift,
      schedulerJobType: jobType,
      workAreaId: workAreaShown ? values.workAreaId : null,
    });
    if (refusal === 'notAssignment' && selection.kind === 'trainingVacation') {
      const text = t('planningDrawer.rules.notAssignment', { type: selection.trainingVacation.laborTypeText || selection.trainingVacation.name });
      void message.error({ content: text, duration: NOT_ASSIGNMENT_SECONDS });
      return text;
    }
    if (refusal) return t(`planningDrawer.rules.${refusal}`);
    const ownKey = target.mode === 'view' ? target.item.key : null;
    const clash = technician.schedulers.some((other) => other.key !== ownKey && truncateToMinute(other.startDate) < end && start < truncateToMinute(other.endDate));
    if (clash) return t('planningDrawer.rules.overlap');
    return null;
  };

  /** Shows the field errors from now on and the rule's error; true when the form may be added or updated. */
  const validOrShow = (): boolean => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || serialError) return false;
    const rule = checkRules();
    setRuleError(rule);
    return rule === null;
  };

  /** The form's fields for a technician and range (by default the chosen technician and the form's times). */
  const plannedFields = (who: GridTechnician = technician!, from: number = values.start!, to: number = values.end!): PlannedFields => ({
    startDate: truncateToMinute(from),
    endDate: truncateToMinute(to),
    technicianId: who.bpNo,
    technician: { bpNo: who.bpNo, fullName: who.fullName },
    schedulerJobType: jobType,
    forceNormalShift,
    // The spec's payload carries the work area as assignedBayNo (the area's id as text); workAreaId is our alias.
    assignedBayNo: workAreaShown ? (values.workAreaId === null ? null : String(values.workAreaId)) : values.assignedBayNo.trim() || null,
    plInfo: plShown && values.plInfo,
    workAreaId: workAreaShown ? values.workAreaId : null,
  });

  const newItem = (who: GridTechnician, from: number, to: number) => (selection ? newPendingItem(selection, plannedFields(who, from, to), draft?.draftId ?? null) : null);

  return {
    target,
    context,
    isNew,
    readOnly,
    draft,
    values,
    baseline,
    set,
    reset,
    submitted,
    setSubmitted,
    ruleError,
    setRuleError,
    advanced,
    setAdvanced: chooseAdvanced,
    settings,
    setSettings,
    ordersQuery,
    trainingQuery,
    areasQuery,
    workOrders,
    trainingVacations,
    selection,
    workOrderSelection,
    findTechnician,
    config,
    modes,
    mode,
    multiple,
    selectedTechnicians,
    technician,
    technicianOrgs,
    jobTypes,
    jobType,
    workAreaShown,
    forceNormalShiftShown,
    forceNormalShift,
    plShown,
    otherOrganization,
    errors,
    errorText,
    missingLabels,
    orderSerial,
    serialError,
    validOrShow,
    plannedFields,
    newItem,
  };
}

export type AssignmentFormState = ReturnType<typeof useAssignmentForm>;
