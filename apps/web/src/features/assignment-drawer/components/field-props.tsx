import type { AssignmentFormState } from '../hooks/use-assignment-form';
import { requiredFieldKeys, type FormErrorField } from '../model/field-messages';

/**
 * A field's error for its Form.Item (`item`) and the attributes that tie it to the control (`control`): antd sets
 * aria-invalid, aria-describedby and aria-required only on an item with a name in its own form store, which this
 * form does not use. Too long shows at once, the rest after the first Add / Update / Next.
 */
export function fieldError(form: Pick<AssignmentFormState, 'errors' | 'submitted' | 'errorText'>, field: FormErrorField, controlId: string) {
  const required = requiredFieldKeys(field, false) !== null ? { 'aria-required': true } : {};
  const code = form.errors[field];
  if (!code || (!form.submitted && code !== 'tooLong')) return { item: {}, control: required };
  const errorId = `${controlId}-error`;
  return {
    item: {
      validateStatus: 'error' as const,
      help: (
        <span id={errorId} data-testid={`assignment-error-${field}`}>
          {form.errorText(field, code)}
        </span>
      ),
    },
    control: { ...required, 'aria-invalid': true, 'aria-describedby': errorId },
  };
}
