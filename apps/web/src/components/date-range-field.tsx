import { useRef, useState } from 'react';
import { Button, DatePicker, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QUICK_DATE_RANGES, isValidYmd, quickDateRange } from '@fsp/domain';
import { PART1_DAY_PICKER_FORMATS } from '../lib/date-formats';
import { typedDay } from './date-range-rule';

/** The days the field takes and gives: ISO, whatever it shows. */
const YMD = 'YYYY-MM-DD';

export interface YmdRange {
  start: string;
  end: string;
}

const toRange = (dates: readonly (Dayjs | null)[] | null): YmdRange => ({ start: dates?.[0]?.format(YMD) ?? '', end: dates?.[1]?.format(YMD) ?? '' });
type Side = keyof YmdRange;

/**
 * A required date range with the quick ranges of the draft and history filters (spec part 1 §2,
 * §9: today, yesterday, last 3, 7, 15 days, last 1 month; 0, 1, 3, 7, 15, 30 days back).
 * Test ids: `${testIdPrefix}-range`, `${testIdPrefix}-quick-<range>`. It shows and reads the days as part 1 does
 * (PART1_DAY_PICKER_FORMATS); part 2's screens pass `format` PART2_DAY_PICKER_FORMATS (lib/date-formats.ts).
 * `onPressEnter` (a drawer's search) runs on Enter in the end input, or in either one while the calendar is closed:
 * Enter in the start input of an open calendar moves to the end one.
 */
export function DateRangeField({
  value,
  onChange,
  testIdPrefix,
  invalid,
  format = PART1_DAY_PICKER_FORMATS,
  onPressEnter,
}: {
  value: YmdRange;
  onChange: (range: YmdRange) => void;
  testIdPrefix: string;
  invalid?: boolean;
  /** The antd picker's format: what it shows, then what else it reads typed. */
  format?: string | string[];
  onPressEnter?: (event: { preventDefault(): void }) => void;
}) {
  const { t } = useTranslation();
  // The range when the calendar opened, and whether it is open: Escape gives it back, as antd did before typed days
  // were passed on at once.
  const atOpen = useRef(value);
  const open = useRef(false);
  // Whether the Enter being pressed searches, read before antd's own Enter (which closes the calendar from the end input).
  const enterSearches = useRef(false);
  // What is typed is the range, also a text that names no day or none at all: passed on as it is typed, so that the
  // drawer's rule names it and Search is refused (antd's picker keeps the days it had and, on blur, dropped the text and
  // showed them again; here it keeps the text). Meanwhile the days the picker has are kept for its sides that hold such
  // a text, with the range last passed on; null when no text was typed since the range last came from outside.
  const [typed, setTyped] = useState<{ days: YmdRange; passed: YmdRange } | null>(null);
  // Remounts the picker, whose texts follow only a change of its days, when the range comes from outside.
  const [generation, setGeneration] = useState(0);
  if (typed && (value.start !== typed.passed.start || value.end !== typed.passed.end)) {
    // A quick range, the drawer's Reset or its opening again: the texts typed go, the picker shows the range.
    setTyped(null);
    setGeneration(generation + 1);
  }
  // After Escape the text typed goes with the range given back: the picker shows that range again once it blurs.
  const [givenBack, setGivenBack] = useState(false);
  const shownDay = (side: Side) => (typed && !isValidYmd(value[side]) ? typed.days[side] : value[side]);
  const shown: YmdRange = { start: shownDay('start'), end: shownDay('end') };
  const pass = (range: YmdRange) => {
    setTyped((current) => current && { ...current, passed: range });
    onChange(range);
  };
  // The picker's days: a side that holds a typed text keeps it until the picker gives that side another day.
  const fromPicker = (dates: readonly (Dayjs | null)[] | null): YmdRange => {
    const next = toRange(dates);
    const day = (side: Side) => (typed && !isValidYmd(value[side]) && next[side] === shown[side] ? value[side] : next[side]);
    return { start: day('start'), end: day('end') };
  };
  const today = dayjs().format(YMD);
  const active = QUICK_DATE_RANGES.find((r) => {
    const range = quickDateRange(r, today);
    return range.start === value.start && range.end === value.end;
  });
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <div
        onKeyDownCapture={(event) => {
          enterSearches.current = event.key === 'Enter' && (!open.current || (event.target instanceof HTMLElement && event.target.getAttribute('date-range') === 'end'));
        }}
        // Every key typed, before antd reads the text: a tap on Search (mousedown, blur and click in one task, see below)
        // finds the range as typed.
        onInput={(event) => {
          const input = event.target;
          if (!(input instanceof HTMLInputElement)) return;
          const side: Side = input.getAttribute('date-range') === 'end' ? 'end' : 'start';
          const day = typedDay(input.value, format);
          setGivenBack(false);
          // A real day comes to onCalendarChange, unless the picker has it already (the side's day typed again).
          if (day === value[side] || (isValidYmd(day) && isValidYmd(value[side]))) return;
          const range = { ...value, [side]: day };
          // The days the picker has now: a side typed over again keeps the day typed before, not the one before that.
          setTyped({ days: shown, passed: range });
          onChange(range);
        }}
      >
        <DatePicker.RangePicker
          key={generation}
          style={{ width: '100%' }}
          format={format}
          allowClear
          // Both sides days: nothing to keep, and a text naming the day its side has ('07.12.2026') shows as the picker shows days.
          preserveInvalidOnBlur={!givenBack && !(isValidYmd(value.start) && isValidYmd(value.end))}
          status={invalid ? 'error' : undefined}
          value={shown.start && shown.end ? [dayjs(shown.start), dayjs(shown.end)] : null}
          onChange={(dates) => {
            if (dates) pass(fromPicker(dates));
            else onChange(toRange(null));
          }}
          // What the inputs show is the range: antd gives a typed day (Enter moves to the other input) to onChange only when
          // the picker closes, a frame after the blur, so a click on Search (a tap sends mousedown and click at once) read
          // the old range.
          onCalendarChange={(dates) => {
            if (dates?.[0] && dates[1]) pass(fromPicker(dates));
          }}
          onOpenChange={(next) => {
            if (next && !open.current) atOpen.current = value;
            open.current = next;
          }}
          onKeyDown={(event) => {
            // After antd's own Enter, which passed the day typed on.
            if (enterSearches.current) onPressEnter?.(event);
            if (event.key !== 'Escape' || !open.current) return;
            setGivenBack(true);
            pass(atOpen.current);
          }}
          data-testid={`${testIdPrefix}-range`}
        />
      </div>
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
