import { sameNameIgnoringCase, type Calendar, type CalendarEntry, type CalendarEntrySeen, type ChangeCalendarRequest, type Language } from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import { classifyDbError } from '../../db/errors';
import { retryTransient } from '../../db/retry';
import type { DataScope } from '../../plugins/auth';
import { fieldRefused } from '../../plugins/errors';
import { CALENDAR_REFUSALS, type CalendarStatusRefusal } from './answer-texts';
import { calendarsRepo, type EntryWrite } from './repo';

/** statusCode of the calendar and team calls: 0 success, otherwise the message says why (spec part 2 §8). */
export const CALENDAR_STATUS = { ok: 0, notFound: 1, conflict: 2, invalid: 3 } as const;
export const CALENDAR_MESSAGES = { saved: 'Saved successfully.', deleted: 'Calendar deleted.' } as const;

export interface CalendarAnswer {
  statusCode: number;
  message: string;
  calendar: Calendar | null;
}

/** A refusal decided inside the transaction: rolls it back and becomes the answer, worded in the caller's language. */
class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: CalendarStatusRefusal,
  ) {
    super(reason);
  }
}

/** Whether the stored entry is no longer what the change was made from (`previous`); a removal of a removed entry loses nothing. */
function changedSince(stored: CalendarEntry, change: EntryWrite, seen: CalendarEntrySeen): boolean {
  if (change.deleted && stored.deleted) return false;
  return stored.startDate !== seen.startDate || stored.endDate !== seen.endDate || stored.deleted !== seen.deleted;
}

const toCalendar = (row: Awaited<ReturnType<typeof calendarsRepo.list>>[number]): Calendar => row;

export function createCalendarsService(deps: { db: Db }) {
  const { db } = deps;

  /** Runs a change; refusals and overlaps become a statusCode answer, deadlock victims run again. */
  async function change<T extends CalendarAnswer | { statusCode: number; message: string }>(
    language: Language,
    run: (tx: Tx) => Promise<T>,
  ): Promise<T | { statusCode: number; message: string; calendar: null }> {
    try {
      return await retryTransient(() => db.transaction(run));
    } catch (error) {
      if (error instanceof Refusal) return { statusCode: error.statusCode, message: CALENDAR_REFUSALS[language][error.reason], calendar: null };
      if (classifyDbError(error) === 'overlap') return { statusCode: CALENDAR_STATUS.conflict, message: CALENDAR_REFUSALS[language].overlap, calendar: null };
      throw error;
    }
  }

  /**
   * Under the calendar's lock: every listed entry must be the calendar's, and one sent with `previous` must still be
   * as the client read it. A save built on a stale calendar (a series saved with "all records" after a colleague
   * removed or moved some of them) would bring those back or undo the move: it is refused whole instead. Removing an
   * entry that is already removed loses nothing and goes through.
   */
  async function writeEntries(tx: Tx, calendarId: number, entries: readonly EntryWrite[]) {
    const ids = entries.flatMap((e) => (e.id ? [e.id] : []));
    const stored = await calendarsRepo.entriesOf(tx, calendarId, ids);
    if (ids.some((id) => !stored.has(id))) throw new Refusal(CALENDAR_STATUS.notFound, 'unknownEntry');
    if (entries.some((e) => e.id && e.previous && changedSince(stored.get(e.id)!, e, e.previous))) throw new Refusal(CALENDAR_STATUS.conflict, 'changedMeanwhile');
    await calendarsRepo.writeEntries(tx, calendarId, entries);
  }

  /** Another calendar of the country with the name, by Turkish case rules: two of one name cannot be told apart where a team picks one. */
  async function refuseTakenName(tx: Tx, country: string, name: string, ownId?: number) {
    const others = await calendarsRepo.lockCountryNames(tx, country);
    if (others.some((c) => c.id !== ownId && sameNameIgnoringCase(c.name, name))) throw new Refusal(CALENDAR_STATUS.conflict, 'nameTaken');
  }

  async function saved(tx: Tx, scope: DataScope, id: number, message: string): Promise<CalendarAnswer> {
    const [row] = await calendarsRepo.list(tx, scope, [id]);
    return { statusCode: CALENDAR_STATUS.ok, message, calendar: toCalendar(row) };
  }

  return {
    async list(scope: DataScope): Promise<Calendar[]> {
      return db.transaction((tx) => calendarsRepo.list(tx, scope));
    },

    /**
     * Create, update or delete (POST /api/change-calendar). The calendar row is locked for the whole
     * change, so two saves of one calendar queue; each applies only the entries it lists, so neither
     * loses the other's entries, and the overlap rule is checked against what is really stored.
     */
    async change(request: ChangeCalendarRequest, scope: DataScope, language: Language) {
      if (request.deleted === true) {
        return change(language, async (tx) => {
          if (!(await calendarsRepo.lockForUpdate(tx, scope, request.id, 'update'))) throw new Refusal(CALENDAR_STATUS.notFound, 'unknownCalendar');
          // Teams using it fall back to their own or their organization's hours (teams.calendar_id on delete set null).
          await calendarsRepo.deleteCalendar(tx, request.id);
          return { statusCode: CALENDAR_STATUS.ok, message: CALENDAR_MESSAGES.deleted, calendar: null };
        });
      }
      return change(language, async (tx) => {
        if (!(await calendarsRepo.countryAllowed(tx, scope, request.country))) throw new Refusal(CALENDAR_STATUS.invalid, 'unknownCountry');
        let id = request.id;
        if (id === undefined) {
          if (request.calendarEntries.some((e) => e.id)) throw new Refusal(CALENDAR_STATUS.notFound, 'unknownEntry');
          await refuseTakenName(tx, request.country, request.name);
          id = await calendarsRepo.insertCalendar(tx, request.name, request.country);
        } else {
          const locked = await calendarsRepo.lockForUpdate(tx, scope, id, 'no key update');
          if (!locked) throw new Refusal(CALENDAR_STATUS.notFound, 'unknownCalendar');
          if (locked.country !== request.country) {
            // A team only uses a calendar of its organization's country (assignTeams): a calendar in use keeps its country.
            // The stronger lock waits for, and then holds off, a team taking the calendar meanwhile (its lock is 'key share').
            await calendarsRepo.lockForUpdate(tx, scope, id, 'update');
            if (await calendarsRepo.usedOutsideCountry(tx, id, request.country)) throw new Refusal(CALENDAR_STATUS.invalid, 'otherCountry');
          }
          // Only a new name or country is checked: every working-hours save sends the name again, and a pair stored before the rule must stay editable.
          if (locked.country !== request.country || !sameNameIgnoringCase(locked.name, request.name)) await refuseTakenName(tx, request.country, request.name, id);
          await calendarsRepo.rename(tx, id, request.name, request.country);
        }
        await writeEntries(tx, id, request.calendarEntries);
        return saved(tx, scope, id, CALENDAR_MESSAGES.saved);
      });
    },

    /**
     * POST /api/change-calendar-team: every team and calendar must be in scope, and of one country. A team named
     * twice is a 400 (as a technician named twice in change-technician-team), not settled by the last change.
     */
    async assignTeams(changes: readonly { teamId: number; calendarId: number | null }[], scope: DataScope, language: Language) {
      const named = changes.map((c) => c.teamId);
      const twice = named.find((id, i) => named.indexOf(id) !== i);
      if (twice !== undefined) throw fieldRefused(language, 'changes', CALENDAR_REFUSALS[language].teamTwice(twice));
      return change(language, async (tx) => {
        const teamIds = [...new Set(changes.map((c) => c.teamId))];
        const calendarIds = [...new Set(changes.flatMap((c) => (c.calendarId === null ? [] : [c.calendarId])))];
        const locked = await calendarsRepo.lockForAssignment(tx, scope, teamIds, calendarIds);
        for (const c of changes) {
          const team = locked.teams.get(c.teamId);
          if (!team) throw new Refusal(CALENDAR_STATUS.notFound, 'unknownTeam');
          if (c.calendarId === null) continue;
          const calendar = locked.calendars.get(c.calendarId);
          if (!calendar) throw new Refusal(CALENDAR_STATUS.notFound, 'unknownCalendar');
          if (calendar.country !== team.country) throw new Refusal(CALENDAR_STATUS.invalid, 'otherCountry');
        }
        for (const c of changes) await calendarsRepo.setTeamCalendar(tx, c.teamId, c.calendarId);
        return { statusCode: CALENDAR_STATUS.ok, message: CALENDAR_MESSAGES.saved };
      });
    },

    async entriesForTeams(teamIds: readonly number[], scope: DataScope) {
      return db.transaction((tx) => calendarsRepo.entriesForTeams(tx, scope, teamIds));
    },
  };
}
