/**
 * How the screens show dates and times (dayjs formats). The spec gives each of its two parts its own:
 *
 * - Part 1 (planning board, work-order search, draft orders, planning history, order details, survey sending):
 *   "Date format for planning and filters is year-month-day" (spec part 1 §9), so PART1_*: `2026-09-05 14:30`.
 *   Dispatchers compare days across long lists and type them into filters; numbers sort and stay narrow.
 * - Part 2 (admin screens: team, calendar and plate management, statistics; CI board; activity history; sample
 *   search; notification settings; public survey): "UI date format 'DD MMMM YYYY', time HH:mm" (spec part 2 §9),
 *   so PART2_*: `05 September 2026 14:30`, the month named in the reader's language (`05 сентября 2026`; i18n/index.ts
 *   switches dayjs's locale with the language).
 *
 * The API's days (`YYYYMMDD`) and the ISO days screens keep in their state are data, not display formats: they stay
 * with the calls and models that use them.
 */
export const TIME_FORMAT = 'HH:mm';

export const PART1_DAY_FORMAT = 'YYYY-MM-DD';
export const PART1_DATE_TIME_FORMAT = `${PART1_DAY_FORMAT} ${TIME_FORMAT}`;

export const PART2_DAY_FORMAT = 'DD MMMM YYYY';
export const PART2_DATE_TIME_FORMAT = `${PART2_DAY_FORMAT} ${TIME_FORMAT}`;
/**
 * antd pickers' `format` lists: the first is what the picker shows, every string one is how it reads a typed day.
 * Part 1's pickers show year-month-day and also read day.month.year as people in Turkey, Russia, Kazakhstan,
 * Azerbaijan and Kyrgyzstan write a day by hand (`07.12.2026`, `7.12.2026`).
 */
export const PART1_DAY_PICKER_FORMATS = [PART1_DAY_FORMAT, 'DD.MM.YYYY', 'D.M.YYYY'];
/**
 * The planning day's pickers show its weekday too ('2026-12-07, Monday'), as a format string: with a function antd
 * makes the input read-only.
 */
export const PART1_WEEKDAY_PICKER_FORMATS = [`${PART1_DAY_FORMAT}, dddd`, ...PART1_DAY_PICKER_FORMATS];
export const PART1_DATE_TIME_PICKER_FORMATS = PART1_DAY_PICKER_FORMATS.map((day) => `${day} ${TIME_FORMAT}`);
// Part 2's date pickers' formats: PART2_DAY_PICKER_FORMATS in lib/part2-day-picker-formats.ts (with dayjs's parsing).
/**
 * A single-day picker showing PART2_DAY_FORMAT: antd sizes a picker by its format's letters, which cuts a long month
 * ('30 სექტემბერი 2026') under the calendar icon.
 */
export const PART2_DAY_PICKER_STYLE = { width: '14em' };
