import { MINUTE_MS, truncateToMinute } from './overlap';
import { addDays, daysBetween, ymdFromEpoch } from './date-presets';
import { MINUTES_PER_DAY, parseTimeOfDay } from './working-hours';

/**
 * A zone as the rules need it: a fixed offset east of UTC in minutes (Istanbul +180), or a function
 * giving the offset at an instant for zones whose offset changes (daylight saving).
 */
export type TzOffset = number | ((epochMs: number) => number);

/** The offset of a zone at an instant. */
export function offsetAtInstant(zone: TzOffset, epochMs: number): number {
  return typeof zone === 'number' ? zone : zone(epochMs);
}

/** Epoch ms of a local wall-clock time (date 'YYYY-MM-DD' plus minutes after midnight) in the zone. */
export function localTimeToEpoch(ymd: string, minuteOfDay: number, zone: TzOffset): number {
  const [year, month, day] = ymd.split('-').map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const wallClockAsUtc = date.getTime() + minuteOfDay * MINUTE_MS;
  // Two passes: the offset at the first guess decides; enough for any zone with one change a night.
  const guess = wallClockAsUtc - offsetAtInstant(zone, wallClockAsUtc) * MINUTE_MS;
  return wallClockAsUtc - offsetAtInstant(zone, guess) * MINUTE_MS;
}

/** 0 Sunday ... 6 Saturday of a 'YYYY-MM-DD' date. */
export function weekdayOf(ymd: string): number {
  // 1970-01-04 was a Sunday.
  return (((daysBetween('1970-01-04', ymd)) % 7) + 7) % 7;
}

export function isWeekend(ymd: string): boolean {
  const weekday = weekdayOf(ymd);
  return weekday === 0 || weekday === 6;
}

/** The longest range repetitive mode expands (one year and a day); longer ranges are refused. */
export const MAX_REPETITIVE_DAYS = 367;

export interface RepetitiveTechnician {
  bpNo: string;
  countryCode: string;
}

export interface RepetitiveTasksInput {
  technicians: readonly RepetitiveTechnician[];
  /** Any instant of the first and of the last day (epoch ms); the zone decides which local days they are. */
  startDate: number;
  endDate: number;
  /** Time of day of each task, 'HH:mm'; an end earlier than the start ends on the next day (night shift). */
  startTime: string;
  endTime: string;
  excludeWeekends: boolean;
  excludeHolidays: boolean;
  /** Holidays as 'YYYY-MM-DD' per country. */
  holidays: readonly { countryCode: string; date: string }[];
  tzOffsetMinutes: TzOffset;
}

export interface RepetitiveTask {
  technicianId: string;
  countryCode: string;
  /** The local day of the task, 'YYYY-MM-DD'. */
  date: string;
  startDate: number;
  endDate: number;
}

/**
 * Repetitive mode of the wizard: one task per local day from the start's day to the end's day (both
 * included) per technician, at startTime-endTime that day. Saturdays and Sundays are skipped when
 * excludeWeekends is on; a holiday of the technician's own country is skipped when excludeHolidays is on.
 * Tasks come technician by technician, days in order. Times are in whole minutes.
 *
 * Returns [] for unreadable or equal times and for an end day before the start day; throws RangeError
 * for a range longer than MAX_REPETITIVE_DAYS (the wizard should stop such input before).
 */
export function expandRepetitiveTasks(input: RepetitiveTasksInput): RepetitiveTask[] {
  const startMinute = parseTimeOfDay(input.startTime);
  const endMinuteRaw = parseTimeOfDay(input.endTime);
  if (startMinute === null || endMinuteRaw === null || startMinute === MINUTES_PER_DAY || startMinute === endMinuteRaw) return [];
  const endMinute = endMinuteRaw < startMinute ? endMinuteRaw + MINUTES_PER_DAY : endMinuteRaw;

  const zone = input.tzOffsetMinutes;
  const firstDay = ymdFromEpoch(truncateToMinute(input.startDate), offsetAtInstant(zone, input.startDate));
  const lastDay = ymdFromEpoch(truncateToMinute(input.endDate), offsetAtInstant(zone, input.endDate));
  const dayCount = daysBetween(firstDay, lastDay) + 1;
  if (dayCount <= 0) return [];
  if (dayCount > MAX_REPETITIVE_DAYS) throw new RangeError(`A repetitive range may cover at most ${MAX_REPETITIVE_DAYS} days (got ${dayCount}).`);

  const holidaysByCountry = new Map<string, Set<string>>();
  for (const holiday of input.holidays) {
    let days = holidaysByCountry.get(holiday.countryCode);
    if (!days) holidaysByCountry.set(holiday.countryCode, (days = new Set()));
    days.add(holiday.date);
  }

  const days = Array.from({ length: dayCount }, (_, i) => addDays(firstDay, i));
  const tasks: RepetitiveTask[] = [];
  for (const technician of input.technicians) {
    const holidays = holidaysByCountry.get(technician.countryCode);
    for (const date of days) {
      if (input.excludeWeekends && isWeekend(date)) continue;
      if (input.excludeHolidays && holidays?.has(date)) continue;
      tasks.push({
        technicianId: technician.bpNo,
        countryCode: technician.countryCode,
        date,
        startDate: localTimeToEpoch(date, startMinute, zone),
        endDate: localTimeToEpoch(date, endMinute, zone),
      });
    }
  }
  return tasks;
}
