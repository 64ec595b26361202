import { useRef } from 'react';
import { Button, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QUICK_DATE_RANGES, quickDateRange } from '@fsp/domain';
import { PART1_DAY_FORMAT } from '../lib/date-formats';

/** The days the field takes and gives: ISO, whatever it shows. */
const YMD = 'YYYY-MM-DD';

export interface YmdRange {
  start: string;
  end: string;
}

const toRange = (dates: readonly (Dayjs | null)[] | null): YmdRange => ({ start: dates?.[0]?.format(YMD) ?? '', end: dates?.[1]?.format(YMD) ?? '' });

/**
 * A required date range with the quick ranges of the draft and history filters (spec part 1 §2,
 * §9: today, yesterday, last 3, 7, 15 days, last 1 month; 0, 1, 3, 7, 15, 30 days back).
 * Test ids: `${testIdPrefix}-range`, `${testIdPrefix}-quick-<range>`. It shows the days as part 1 does; part 2's
 * screens pass `format` PART2_DAY_PICKER_FORMATS (lib/date-formats.ts).
 */
export function DateRangeField({
  value,
  onChange,
  testIdPrefix,
  invalid,
  format = PART1_DAY_FORMAT,
}: {
  value: YmdRange;
  onChange: (range: YmdRange) => void;
  testIdPrefix: string;
  invalid?: boolean;
  /** The antd picker's format: what it shows, then what else it reads typed. */
  format?: string | string[];
}) {
  const { t } = useTranslation();
  // The range when the calendar opened, and whether it is open: Escape gives it back, as antd did before typed days
  // were passed on at once.
  const atOpen = useRef(value);
  const open = useRef(false);
  const today = dayjs().format(YMD);
  const active = QUICK_DATE_RANGES.find((r) => {
    const range = quickDateRange(r, today);
    return range.start === value.start && range.end === value.end;
  });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <DatePicker.RangePicker
        style={{ width: '100%' }}
        format={format}
        allowClear
        status={invalid ? 'error' : undefined}
        value={value.start && value.end ? [dayjs(value.start), dayjs(value.end)] : null}
        onChange={(dates) => onChange(toRange(dates))}
        // What the inputs show is the range: antd gives a typed day (Enter moves to the other input) to onChange only when
        // the picker closes, a frame after the blur, so a click on Search (a tap sends mousedown and click at once) read
        // the old range.
        onCalendarChange={(dates) => {
          if (dates?.[0] && dates[1]) onChange(toRange(dates));
        }}
        onOpenChange={(next) => {
          if (next && !open.current) atOpen.current = value;
          open.current = next;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open.current) onChange(atOpen.current);
        }}
        data-testid={`${testIdPrefix}-range`}
      />
      <Space size={[6, 6]} wrap aria-label={t('listFilters.quickRanges')}>
        {QUICK_DATE_RANGES.map((range) => (
          <Button key={range} size="small" type={active === range ? 'primary' : 'default'} onClick={() => onChange(quickDateRange(range, today))} data-testid={`${testIdPrefix}-quick-${range}`}>
            {t(`listFilters.quick.${range}`)}
          </Button>
        ))}
      </Space>
    </Space>
  );
}
