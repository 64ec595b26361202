import dayjs from 'dayjs';
import { MINUTES_PER_DAY, TIMELINE_WIDTH_PERCENT, minuteToPercent, rangeAxisTicks, rangeDayStarts } from '@fsp/domain';

/** The smallest distance (px) between two hour labels of the range axis ("06:00" at 10 px is about 30 px wide). */
export const RANGE_LABEL_PX = 44;

function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The range views' day label: short weekday and date in the reader's language (dayjs's locale follows it). */
export function rangeDayText(dayStart: number): string {
  return dayjs(dayStart).format('ddd DD.MM');
}

/**
 * The axis of a range view (3 days, week): each day named on the top line over its whole width, today in
 * bold, and hours on the bottom line every `hourStep` hours where room allows (none when null). The day
 * boundaries are marked; the rows draw the same lines.
 */
export function RangeAxis({ firstDayStart, days, hourStep }: { firstDayStart: number; days: number; hourStep: number | null }) {
  const minutes = days * MINUTES_PER_DAY;
  const today = dayjs().startOf('day').valueOf();
  return (
    <>
      {rangeDayStarts(firstDayStart, days).map((dayStart, day) => (
        <span
          key={dayStart}
          className={`pg-axis-day${dayjs(dayStart).startOf('day').valueOf() === today ? ' is-today' : ''}`}
          style={{ left: `${minuteToPercent(day * MINUTES_PER_DAY, minutes)}%`, width: `${TIMELINE_WIDTH_PERCENT / days}%` }}
          data-testid="planning-axis-day"
          data-date={dayjs(dayStart).format('YYYY-MM-DD')}
        >
          {rangeDayText(dayStart)}
        </span>
      ))}
      {rangeAxisTicks(days, hourStep)
        .filter((tick) => tick.kind === 'hour')
        .map((tick) => (
          <span key={tick.minute} className="pg-axis-tick is-hour" style={{ left: `${minuteToPercent(tick.minute, minutes)}%` }} data-testid="planning-axis-tick">
            {hourText(tick.hour)}
          </span>
        ))}
    </>
  );
}
