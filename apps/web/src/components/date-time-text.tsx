import dayjs from 'dayjs';
import { TIME_FORMAT } from '../lib/date-formats';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A date and its time that break between the two, never inside either: on two lines where a table's column is
 * narrow ('05 сентября 2026' / '14:30'), on one where not. `dayFormat`: the screen's part of the spec
 * (PART1_DAY_FORMAT or PART2_DAY_FORMAT from lib/date-formats.ts).
 */
export function DateTimeText({ value, dayFormat, testId }: { value: number | string; dayFormat: string; testId?: string }) {
  const at = dayjs(value);
  return (
    <span data-testid={testId}>
      <span style={NOWRAP}>{at.format(dayFormat)}</span> <span style={NOWRAP}>{at.format(TIME_FORMAT)}</span>
    </span>
  );
}
