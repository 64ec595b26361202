import { Input } from './input';
import type { TFunction } from 'i18next';
import { WORK_ORDER_NUMBER_MAX_LENGTH, type WorkOrderNumberError } from '@fsp/domain';

/** The text of a work order number error: the spec's own wording when empty (part 1 §5), else the shared rule's. */
export function workOrderNumberErrorText(t: TFunction, error: WorkOrderNumberError): string {
  switch (error) {
    case 'required':
      return t('planningWorkOrders.orderNumberRequired');
    case 'tooLong':
      return t('validation.tooLong', { max: WORK_ORDER_NUMBER_MAX_LENGTH });
    case 'tooLarge':
      return t('validation.tooLarge');
  }
}

/**
 * A list filter's work order number box: it keeps digits only (spec part 1 §5) and Enter searches (useFilterDrawerValues'
 * searchOnEnter). No length limit on the box: it cut a pasted ' 2000 199 764 ' before the spaces went, to a wrong
 * number; more than 12 digits are named by the drawer's rule (tooLong).
 */
export function WorkOrderNumberInput({ id, value, onChange, onSearch, testId }: { id?: string; value: string; onChange: (digits: string) => void; onSearch: (event: { preventDefault(): void }) => void; testId: string }) {
  return (
    <Input
      id={id}
      allowClear
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      onPressEnter={onSearch}
      data-testid={testId}
    />
  );
}
