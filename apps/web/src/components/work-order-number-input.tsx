import { Input } from 'antd';
import { WORK_ORDER_NUMBER_MAX_LENGTH, type WorkOrderNumberError } from '@fsp/domain';

/** The message key of each work order number error (spec part 1 §5). */
export const WORK_ORDER_NUMBER_ERROR_KEY = {
  required: 'planningWorkOrders.orderNumberRequired',
  tooLong: 'planningWorkOrders.orderNumberTooLong',
  tooLarge: 'planningWorkOrders.orderNumberTooLarge',
} as const satisfies Record<WorkOrderNumberError, string>;

/** A list filter's work order number box: it keeps digits only (spec part 1 §5) and Enter searches. */
export function WorkOrderNumberInput({ value, onChange, onSearch, testId }: { value: string; onChange: (digits: string) => void; onSearch: () => void; testId: string }) {
  return (
    <Input
      allowClear
      inputMode="numeric"
      maxLength={WORK_ORDER_NUMBER_MAX_LENGTH}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      onPressEnter={onSearch}
      data-testid={testId}
    />
  );
}
