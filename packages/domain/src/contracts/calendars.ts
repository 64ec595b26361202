import { z } from 'zod';
import { MAX_INT, requiredOr } from './common';
import { epochMillis } from './dates';

/** Calendar management (spec part 2 §2 "Calendar management", §3 Calendar, §7 "Teams, technicians, dispatchers, calendars"). */

export const CALENDAR_NAME_MAX = 255;
/**
 * The longest entry: the form's times lie within a day (an end before the start rolls to the next day, 23:50 at most),
 * one hour longer across a clock change. A longer one shows on its first day only in the month grid, yet blocks
 * every day it covers.
 */
export const MAX_CALENDAR_ENTRY_MS = 25 * 3_600_000;
/** Entries one save may carry: a long series plus its replacements. */
export const MAX_CALENDAR_CHANGES = 5000;
export const CALENDAR_ERRORS = {
  nameRequired: 'Calendar name is required',
  nameTooLong: `Calendar name may be at most ${CALENDAR_NAME_MAX} characters`,
  countryRequired: 'Country is required',
  unknownCountry: 'Unknown country',
  unknownCalendar: 'Calendar not found',
  unknownEntry: 'A working-hours entry of this calendar was not found (it may have been removed by someone else); reload the calendar',
  changedMeanwhile: 'Someone else changed these working hours after you opened them, and nothing was saved; reload the calendar to see their change',
  overlap: 'Working hours coincide with other working hours of this calendar',
  endNotAfterStart: 'The end of working hours must be after their start',
  longerThanADay: 'Working hours can last at most one day',
  unknownTeam: 'Team not found',
  otherCountry: "A team can only use a calendar of its organization's country",
} as const;

const id = z.number().int().min(1).max(MAX_INT);

export const calendarEntry = z.object({
  id: z.number().int(),
  startDate: z.number().int(),
  endDate: z.number().int(),
  seriesId: z.string(),
  deleted: z.boolean(),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

export const calendar = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Country code (TR, RU, KZ, AZ, KG, ...): the holidays the working-hours form may skip. */
    country: z.string(),
    /**
     * The IANA zone of the country (Europe/Istanbul): entries are wall-clock times there, as the planning grid reads
     * them (not added by the spec; null if unknown).
     */
    timeZone: z.string().nullable(),
    calendarEntries: z.array(calendarEntry),
    /** The teams using the calendar, with their organization: two teams of one name in two organizations are told apart. */
    relatedTeams: z.array(z.object({ id: z.number().int(), name: z.string(), organization: z.object({ orgunit: z.string(), displayName: z.string() }) })),
  })
  .meta({ id: 'Calendar' });
export type Calendar = z.infer<typeof calendar>;
/** GET /api/authorizedCalendars: `{calendars}`, the spec's one-word response names a field (docs/api-conventions.md "Response names"). */
export const calendarsResponse = z.object({ calendars: z.array(calendar) });

/**
 * What the client read of a stored entry before its change (not in the spec, optional): the save is refused when the
 * entry differs now, so a save built on a stale calendar does not bring back or overwrite a colleague's change.
 */
export const calendarEntrySeen = z.object({ startDate: epochMillis, endDate: epochMillis, deleted: z.boolean() });
export type CalendarEntrySeen = z.infer<typeof calendarEntrySeen>;

/** One change of an entry: without id a new entry, with deleted true a removal. */
export const calendarEntryChange = z
  .object({
    id: id.nullish(),
    startDate: epochMillis,
    endDate: epochMillis,
    seriesId: z.string().trim().min(1, 'seriesId is required').max(64),
    deleted: z.boolean().default(false),
    previous: calendarEntrySeen.optional().meta({
      description: 'Optional, with id: the entry as the client read it. When the stored entry differs (moved, removed or restored since) the whole save is refused (statusCode 2) and nothing changes.',
    }),
  })
  .refine((e) => e.deleted || e.endDate > e.startDate, { message: CALENDAR_ERRORS.endNotAfterStart, path: ['endDate'] })
  .refine((e) => e.deleted || e.endDate - e.startDate <= MAX_CALENDAR_ENTRY_MS, { message: CALENDAR_ERRORS.longerThanADay, path: ['endDate'] });

const calendarName = z.string({ error: requiredOr(CALENDAR_ERRORS.nameRequired) }).trim().min(1, CALENDAR_ERRORS.nameRequired).max(CALENDAR_NAME_MAX, CALENDAR_ERRORS.nameTooLong);
const country = z.string({ error: requiredOr(CALENDAR_ERRORS.countryRequired) }).trim().min(1, CALENDAR_ERRORS.countryRequired).max(8);

/**
 * POST /api/change-calendar: without id creates, with id updates (name, country and the listed entry
 * changes; entries not listed stay as they are), with id and deleted true removes the calendar.
 * Told apart by `deleted`, so a refusal names the field at fault (a plain union refused a missing name as "Invalid input").
 */
export const changeCalendarRequest = z.discriminatedUnion('deleted', [
  z.object({ id, deleted: z.literal(true) }),
  z.object({
    id: id.optional(),
    deleted: z.literal(false).optional(),
    name: calendarName,
    country,
    calendarEntries: z.array(calendarEntryChange).max(MAX_CALENDAR_CHANGES).default([]),
  }),
]);
export type ChangeCalendarRequest = z.infer<typeof changeCalendarRequest>;

/** Answers of the team and calendar calls: statusCode 0 = success, otherwise message says why. */
export const statusAnswer = z.object({ statusCode: z.number().int(), message: z.string() });
export const changeCalendarResponse = statusAnswer.extend({ calendar: calendar.nullable() });

export const changeCalendarTeamRequest = z.object({
  changes: z
    .array(z.object({ teamId: id, calendarId: id.nullable() }))
    .min(1, 'changes must name at least one team')
    .max(500),
});

export const calendarEntriesForTeamsRequest = z.object({
  teams: z.array(z.object({ id })).min(1).max(500),
});
export const calendarEntriesForTeamsResponse = z.array(
  z.object({ teamId: z.number().int(), calendarId: z.number().int(), calendarName: z.string(), calendarEntries: z.array(calendarEntry) }),
);
