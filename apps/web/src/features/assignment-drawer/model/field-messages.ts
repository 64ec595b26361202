import type { AssignmentFormError, AssignmentFormField } from '@fsp/domain';

/** A field that shows its own error; the item of a work order has its select apart from the order's. */
export type FormErrorField = AssignmentFormField | 'orderItem';
export type FormErrors = Partial<Record<FormErrorField, AssignmentFormError>>;

/** The required fields in the form's order (the summary lists them so). */
const REQUIRED_FIELDS = ['order', 'orderItem', 'technician', 'workArea', 'jobType', 'startDate', 'endDate'] as const;
type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** Each required field's label and its message, which names it (the generic 'Please select!' named none). */
const REQUIRED_FIELD_KEYS = {
  order: { label: 'planningDrawer.order', required: 'planningWizard.required.order' },
  orderItem: { label: 'planningDrawer.orderItem', required: 'planningWizard.required.orderItem' },
  technician: { label: 'planningDrawer.technician', required: 'planningWizard.required.technician' },
  workArea: { label: 'planningDrawer.workArea', required: 'planningWizard.required.workArea' },
  jobType: { label: 'planningDrawer.jobType', required: 'planningWizard.required.jobType' },
  startDate: { label: 'planningDrawer.start', required: 'planningWizard.required.start' },
  endDate: { label: 'planningDrawer.end', required: 'planningWizard.required.end' },
} as const satisfies Record<RequiredField, { label: string; required: string }>;
const TECHNICIANS_KEYS = { label: 'planningWizard.technicians', required: 'planningWizard.required.technicians' } as const;
type FieldKeys = (typeof REQUIRED_FIELD_KEYS)[RequiredField] | typeof TECHNICIANS_KEYS;

const isRequiredField = (field: FormErrorField): field is RequiredField => field in REQUIRED_FIELD_KEYS;

/** The translation keys of a required field (the wizard's multiple-task entry asks for technicians); null for the others. */
export function requiredFieldKeys(field: FormErrorField, multiple: boolean): FieldKeys | null {
  if (!isRequiredField(field)) return null;
  return field === 'technician' && multiple ? TECHNICIANS_KEYS : REQUIRED_FIELD_KEYS[field];
}

/**
 * The shared rule reports a work order without its item as a missing order; when the order is chosen and only its
 * item (of several) is not, the error belongs to the item's select.
 */
export function withItemError(errors: FormErrors, orderChosenItemMissing: boolean): FormErrors {
  if (!orderChosenItemMissing || errors.order !== 'required') return errors;
  const moved: FormErrors = { ...errors, orderItem: 'required' };
  delete moved.order;
  return moved;
}

/** The fields that are missing a choice, in the form's order. */
export function missingFields(errors: FormErrors): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => errors[field] === 'required');
}
