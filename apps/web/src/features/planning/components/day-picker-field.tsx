import { DatePicker } from 'antd';
import { PART1_WEEKDAY_PICKER_FORMATS } from '../../../lib/date-formats';
import { DAY_PICKER_WIDTH, type DayPickerFieldProps } from './day-picker';

/** The Technician tab's day: antd DatePicker (its own chunk, with the picker's panel and styles). */
export function DayPickerField({ value, onChange, autoFocus, defaultOpen }: DayPickerFieldProps) {
  return (
    <DatePicker
      value={value}
      allowClear={false}
      format={PART1_WEEKDAY_PICKER_FORMATS}
      onChange={(next) => next && onChange(next)}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
      style={{ width: DAY_PICKER_WIDTH }}
      data-testid="planning-day-picker"
    />
  );
}
