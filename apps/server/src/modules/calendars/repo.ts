import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CalendarEntry, CalendarEntrySeen } from '@fsp/domain';
import type { Tx } from '../../db/client';
import { calendarEntries, calendars, countries, organizations, teams } from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { countryScopeFilter, inScope, orgScopeFilter } from '../../plugins/scope';
import { turkishSortKey } from '../../db/text-match';

export interface EntryWrite {
  id?: number | null;
  startDate: number;
  endDate: number;
  seriesId: string;
  deleted: boolean;
  previous?: CalendarEntrySeen;
}

const entryColumns = {
  id: calendarEntries.id,
  calendarId: calendarEntries.calendarId,
  startDate: calendarEntries.startDate,
  endDate: calendarEntries.endDate,
  seriesId: calendarEntries.seriesId,
  deleted: calendarEntries.deleted,
};
type EntryRow = { id: number; calendarId: number; startDate: Date; endDate: Date; seriesId: string; deleted: boolean };
const toEntry = (r: EntryRow): CalendarEntry => ({ id: r.id, startDate: r.startDate.getTime(), endDate: r.endDate.getTime(), seriesId: r.seriesId, deleted: r.deleted });

/** Calendars, their entries and the teams using them. Every function takes the caller's transaction. */
export const calendarsRepo = {
  /** Calendars in scope (or the given ones), with every entry (deleted ones too: edit scopes need them) and the related teams in scope. */
  async list(tx: Tx, scope: DataScope, ids?: readonly number[]) {
    const rows = await tx
      .select({ id: calendars.id, name: calendars.name, country: calendars.countryCode, timeZone: countries.timeZone })
      .from(calendars)
      .innerJoin(countries, eq(countries.code, calendars.countryCode))
      .where(and(inScope.calendar(scope), ids ? inArray(calendars.id, [...ids]) : undefined))
      .orderBy(turkishSortKey(calendars.name), asc(calendars.id));
    if (rows.length === 0) return [];
    const calendarIds = rows.map((r) => r.id);
    const [entries, related] = await Promise.all([
      tx.select(entryColumns).from(calendarEntries).where(inArray(calendarEntries.calendarId, calendarIds)).orderBy(asc(calendarEntries.startDate)),
      tx
        .select({ id: teams.id, name: teams.name, calendarId: teams.calendarId, orgunit: organizations.orgunit, displayName: organizations.displayName })
        .from(teams)
        .innerJoin(organizations, eq(organizations.orgunit, teams.orgunit))
        // The teams of the caller's organizations, as team management lists them and may assign the calendar to.
        .where(and(inArray(teams.calendarId, calendarIds), eq(teams.active, true), orgScopeFilter(teams.orgunit, scope)))
        .orderBy(turkishSortKey(teams.name), turkishSortKey(organizations.displayName), asc(teams.id)),
    ]);
    return rows.map((r) => ({
      ...r,
      calendarEntries: entries.filter((e) => e.calendarId === r.id).map(toEntry),
      relatedTeams: related.filter((t) => t.calendarId === r.id).map((t) => ({ id: t.id, name: t.name, organization: { orgunit: t.orgunit, displayName: t.displayName } })),
    }));
  },

  /** Whether a country exists and the caller may keep calendars for it. */
  async countryAllowed(tx: Tx, scope: DataScope, code: string): Promise<boolean> {
    const [row] = await tx.select({ code: countries.code }).from(countries).where(and(eq(countries.code, code), countryScopeFilter(countries.code, scope)));
    return row !== undefined;
  },

  /** The calendars of a country, after serialising name checks and writes there (uniqueness is decided with Turkish case rules, not by an index). */
  async lockCountryNames(tx: Tx, countryCode: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`calendars:${countryCode}`}))`);
    return tx.select({ id: calendars.id, name: calendars.name }).from(calendars).where(eq(calendars.countryCode, countryCode));
  },

  async insertCalendar(tx: Tx, name: string, countryCode: string): Promise<number> {
    const [row] = await tx.insert(calendars).values({ name, countryCode }).returning({ id: calendars.id });
    return row.id;
  },

  /** Locks one calendar in scope against deletion and concurrent edits until the transaction ends; null when unknown or out of scope. */
  async lockForUpdate(tx: Tx, scope: DataScope, id: number, strength: 'update' | 'no key update') {
    const [row] = await tx
      .select({ id: calendars.id, name: calendars.name, country: calendars.countryCode })
      .from(calendars)
      .where(and(eq(calendars.id, id), inScope.calendar(scope)))
      .for(strength);
    return row ?? null;
  },

  /** Whether a team (any, in scope or not) of an organization outside `countryCode` uses the calendar. */
  async usedOutsideCountry(tx: Tx, id: number, countryCode: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: teams.id })
      .from(teams)
      .innerJoin(organizations, eq(organizations.orgunit, teams.orgunit))
      .where(and(eq(teams.calendarId, id), sql`${organizations.countryCode} <> ${countryCode}`))
      .limit(1);
    return row !== undefined;
  },

  async rename(tx: Tx, id: number, name: string, countryCode: string) {
    await tx.update(calendars).set({ name, countryCode }).where(eq(calendars.id, id));
  },

  async deleteCalendar(tx: Tx, id: number) {
    await tx.delete(calendars).where(eq(calendars.id, id));
  },

  /** The entries among `ids` that belong to the calendar, as stored now, by id. */
  async entriesOf(tx: Tx, calendarId: number, ids: readonly number[]): Promise<Map<number, CalendarEntry>> {
    if (ids.length === 0) return new Map();
    const rows = await tx.select(entryColumns).from(calendarEntries).where(and(eq(calendarEntries.calendarId, calendarId), inArray(calendarEntries.id, [...ids])));
    return new Map(rows.map((r) => [r.id, toEntry(r)]));
  },

  /**
   * Applies entry changes, then checks the no-overlap constraint at once (it is deferred so a series
   * can shift in place without tripping over itself between two rows).
   */
  async writeEntries(tx: Tx, calendarId: number, changes: readonly EntryWrite[]) {
    const inserts = changes.filter((c) => !c.id && !c.deleted);
    for (const c of changes.filter((c) => c.id)) {
      await tx
        .update(calendarEntries)
        .set({ startDate: new Date(c.startDate), endDate: new Date(c.endDate), deleted: c.deleted })
        .where(and(eq(calendarEntries.id, c.id!), eq(calendarEntries.calendarId, calendarId)));
    }
    if (inserts.length) {
      await tx.insert(calendarEntries).values(inserts.map((c) => ({ calendarId, seriesId: c.seriesId, startDate: new Date(c.startDate), endDate: new Date(c.endDate) })));
    }
    await tx.execute(sql`set constraints calendar_entries_no_overlap immediate`);
  },

  /**
   * Locks the calendars named (key share: they cannot be deleted meanwhile, edits go on) and then the
   * teams (for update), each in id order, the same order a calendar delete takes: concurrent
   * assignments queue per team instead of deadlocking. Returns what is in the caller's scope: for teams the teams of
   * the caller's organizations, which team management lists with the assign-calendar button, not only their own teams.
   */
  async lockForAssignment(tx: Tx, scope: DataScope, teamIds: readonly number[], calendarIds: readonly number[]) {
    const calendarRows = calendarIds.length
      ? await tx
          .select({ id: calendars.id, country: calendars.countryCode })
          .from(calendars)
          .where(and(inArray(calendars.id, [...calendarIds]), inScope.calendar(scope)))
          .orderBy(asc(calendars.id))
          .for('key share')
      : [];
    const teamRows = await tx
      .select({ id: teams.id, calendarId: teams.calendarId, country: organizations.countryCode })
      .from(teams)
      .innerJoin(organizations, eq(organizations.orgunit, teams.orgunit))
      .where(and(inArray(teams.id, [...teamIds]), eq(teams.active, true), orgScopeFilter(teams.orgunit, scope)))
      .orderBy(asc(teams.id))
      .for('update', { of: teams });
    return { calendars: new Map(calendarRows.map((c) => [c.id, c])), teams: new Map(teamRows.map((t) => [t.id, t])) };
  },

  async setTeamCalendar(tx: Tx, teamId: number, calendarId: number | null) {
    await tx.update(teams).set({ calendarId }).where(eq(teams.id, teamId));
  },

  /** Live entries of the calendars of the given teams (in scope), per team. */
  async entriesForTeams(tx: Tx, scope: DataScope, teamIds: readonly number[]) {
    const rows = await tx
      .select({ teamId: teams.id, calendarId: calendars.id, calendarName: calendars.name })
      .from(teams)
      .innerJoin(calendars, eq(calendars.id, teams.calendarId))
      .where(and(inArray(teams.id, [...teamIds]), eq(teams.active, true), inScope.team(scope)))
      .orderBy(asc(teams.id));
    if (rows.length === 0) return [];
    const entries = await tx
      .select(entryColumns)
      .from(calendarEntries)
      .where(and(inArray(calendarEntries.calendarId, [...new Set(rows.map((r) => r.calendarId))]), eq(calendarEntries.deleted, false)))
      .orderBy(asc(calendarEntries.startDate));
    return rows.map((r) => ({ ...r, calendarEntries: entries.filter((e) => e.calendarId === r.calendarId).map(toEntry) }));
  },
};
