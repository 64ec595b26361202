import type { AssignmentFormField } from '@fsp/domain';
import type { AssignmentFormState } from '../hooks/use-assignment-form';

/** A field's error for its Form.Item: too long shows at once, the rest after the first Add / Update / Next. */
export function fieldProps(form: Pick<AssignmentFormState, 'errors' | 'submitted' | 'errorText'>, field: AssignmentFormField) {
  const code = form.errors[field];
  if (!code || (!form.submitted && code !== 'tooLong')) return {};
  return { validateStatus: 'error' as const, help: <span data-testid={`assignment-error-${field}`}>{form.errorText(code)}</span> };
}
