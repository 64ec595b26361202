import { useState, useSyncExternalStore, type ComponentType } from 'react';
import { Spin } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PlainInput } from '../../../components/antd-without-statics';
import { PART1_WEEKDAY_PICKER_FORMATS } from '../../../lib/date-formats';

export interface DayPickerFieldProps {
  value: Dayjs;
  onChange(value: Dayjs): void;
  /** The stand-in had the focus before the picker's chunk arrived. */
  autoFocus?: boolean;
  /** The stand-in was clicked (or typed in) before the picker's chunk arrived. */
  defaultOpen?: boolean;
}

export const DAY_PICKER_WIDTH = 210;
/** In the language now chosen, whichever the day was made in. */
export const dayPickerFormat = (value: Dayjs) => value.locale(dayjs.locale()).format(PART1_WEEKDAY_PICKER_FORMATS[0]);

// antd DatePicker (its panel, its styles, dayjs plugins: ~31 kB gzipped) is a chunk of its own, fetched once the
// board is idle (BOARD_PARTS) or when the stand-in is used first (issue 19: the grid's first load).
let Field: ComponentType<DayPickerFieldProps> | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();
function preload(): Promise<unknown> {
  loading ??= import('./day-picker-field').then(
    (m) => {
      Field = m.DayPickerField;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = null; // a later click tries again; the stand-in and the previous / next buttons keep working
      throw error;
    },
  );
  return loading;
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** For usePrefetchWhenIdle. */
export const dayPickerPart = { preload };

/**
 * The Technician tab's day: the date picker, drawn until its chunk is there by a read-only field that looks the
 * same (the date with its weekday and the calendar icon). Clicking it or typing in it before then fetches the
 * picker (a spinner in place of the icon) and opens it, focused, once it has arrived.
 */
export function DayPicker({ value, onChange }: { value: Dayjs; onChange(value: Dayjs): void }) {
  const { t } = useTranslation();
  const Loaded = useSyncExternalStore(subscribe, () => Field);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (Loaded) return <Loaded value={value} onChange={onChange} autoFocus={focused || wanted} defaultOpen={wanted} />;
  const want = () => {
    setWanted(true);
    void preload().catch(() => setWanted(false));
  };
  return (
    <PlainInput
      readOnly
      value={dayPickerFormat(value)}
      suffix={wanted ? <Spin size="small" aria-label={t('common.loading')} /> : <CalendarOutlined style={{ color: 'rgba(0, 0, 0, 0.25)' }} />}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onMouseDown={want}
      onKeyDown={(event) => {
        if (event.key !== 'Tab' && event.key !== 'Shift' && event.key !== 'Escape') want();
      }}
      style={{ width: DAY_PICKER_WIDTH, cursor: 'pointer' }}
      data-testid="planning-day-picker"
    />
  );
}
