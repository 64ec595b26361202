import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendars, customers, holidays, organizations, sections, teamWorkingHours, teams, technicians } from '../../db/schema';
import type { DataScope } from '../../plugins/auth';
import { teamScopeFilter } from '../../plugins/scope';
import { containsPattern, foldIs, iFolded, prefixPattern, turkishSortKey } from '../../db/text-match';

const organizationColumns = {
  orgunit: organizations.orgunit,
  orgtext: organizations.orgtext,
  displayName: organizations.displayName,
  countryCode: organizations.countryCode,
  workHourStartTime: organizations.workHourStartTime,
  workHourEndTime: organizations.workHourEndTime,
  forceNormalShiftEnabled: organizations.forceNormalShiftEnabled,
};

export function createReferenceRepo(db: Db) {
  return {
    /** Every active team with its working hours (the caller's scope is applied on the cached list). */
    async activeTeams() {
      const rows = await db
        .select({ team: teams, organization: organizationColumns, sectionName: sections.name, calendarName: calendars.name })
        .from(teams)
        .innerJoin(organizations, eq(organizations.orgunit, teams.orgunit))
        .leftJoin(sections, eq(sections.id, teams.sectionId))
        .leftJoin(calendars, eq(calendars.id, teams.calendarId))
        .where(eq(teams.active, true))
        .orderBy(turkishSortKey(organizations.displayName), turkishSortKey(teams.name), asc(teams.id));
      const hours = rows.length
        ? await db.select().from(teamWorkingHours).where(inArray(teamWorkingHours.teamId, rows.map((r) => r.team.id))).orderBy(asc(teamWorkingHours.startTime))
        : [];
      return rows.map((r) => ({
        id: r.team.id,
        name: r.team.name,
        organization: r.organization,
        sectionId: r.team.sectionId,
        sectionName: r.sectionName,
        calendarName: r.calendarName,
        workingHours: hours.filter((h) => h.teamId === r.team.id).map((h) => ({ startTime: h.startTime, endTime: h.endTime })),
      }));
    },

    /** Every active organization (the caller's scope is applied on the cached list). */
    async activeOrganizations() {
      return db
        .select(organizationColumns)
        .from(organizations)
        .where(eq(organizations.active, true))
        .orderBy(asc(organizations.countryCode), turkishSortKey(organizations.displayName), asc(organizations.orgunit));
    },

    async technicians(scope: DataScope) {
      const rows = await db
        .select({ bpNo: technicians.bpNo, fullName: technicians.fullName, organization: organizationColumns, teamId: teams.id, teamName: teams.name })
        .from(technicians)
        .innerJoin(organizations, eq(organizations.orgunit, technicians.orgunit))
        .leftJoin(teams, eq(teams.id, technicians.teamId))
        .where(and(eq(technicians.active, true), teamScopeFilter(technicians.teamId, scope)))
        .orderBy(turkishSortKey(technicians.fullName), asc(technicians.bpNo));
      return rows.map(({ teamId, teamName, ...rest }) => ({ ...rest, team: teamId === null ? null : { id: teamId, name: teamName ?? '' } }));
    },

    async holidays() {
      return db
        .select({ countryCode: holidays.countryCode, date: holidays.date, name: holidays.name })
        .from(holidays)
        .orderBy(asc(holidays.date));
    },

    async customers() {
      return db.select({ name: customers.name, number: customers.number }).from(customers).orderBy(turkishSortKey(customers.name), asc(customers.number));
    },

    /**
     * Contains-match on the name with the I's folded ('ışık' finds 'IŞIK'; the folded name's trigram index) or
     * prefix match on the number, at most 50 rows.
     */
    async searchCustomers(text: string) {
      return db
        .select({ name: customers.name, number: customers.number })
        .from(customers)
        .where(or(sql`${iFolded(customers.name)} like ${containsPattern(foldIs(text))}`, ilike(customers.number, prefixPattern(text))))
        .orderBy(turkishSortKey(customers.name), asc(customers.name))
        .limit(50);
    },
  };
}
