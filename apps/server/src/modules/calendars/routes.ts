import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SCREEN_ROLES,
  calendarEntriesForTeamsRequest,
  calendarEntriesForTeamsResponse,
  calendarsResponse,
  changeCalendarRequest,
  changeCalendarResponse,
  changeCalendarTeamRequest,
  errorResponse,
  statusAnswer,
} from '@fsp/domain';
import type { Db } from '../../db/client';
import { languageOf } from '../../texts';
import { createCalendarsService } from './service';

const ANSWERS = 'Answers statusCode 0 on success; otherwise statusCode 1 (not found: unknown ids and ids outside the caller\'s scope alike), 2 (working hours coincide, an entry sent with previous changed since the client read it, or another calendar of the country has the name: compared trimmed, with Turkish case rules and Ё as Е) or 3 (invalid: unknown country, a calendar of another country, a new country for a calendar that teams of its country use) with a message in the caller\'s language (English unchanged), and nothing changed.';

/** Calendar management (spec part 2 §2 "Calendar management", §7). docs/api-conventions.md ("Calendars") tells the rules. */
export const calendarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createCalendarsService({ db });
  const tags = ['calendars'];

  app.get(
    '/api/authorizedCalendars',
    {
      config: { roles: ADMIN_SCREEN_ROLES },
      schema: {
        tags,
        summary: "Calendars of the caller's countries with every entry and the related teams ({calendars})",
        description: "{calendars: [...]}: the spec's response name is the field. ADMIN and POWER_USER see every calendar; others those whose country is the country of one of their organizations. relatedTeams lists only teams of the caller's organizations (those team management lists), each with its organization. timeZone is the country's IANA zone: entries are wall-clock times there. Entries deleted one by one are included with deleted true.",
        response: { 200: calendarsResponse },
      },
    },
    async (request) => ({ calendars: await service.list(await request.dataScope()) }),
  );

  app.post(
    '/api/change-calendar',
    {
      config: { roles: ADMIN_SCREEN_ROLES, changesSessions: true },
      schema: {
        tags,
        summary: 'Creates (no id), updates (id) or deletes (id and deleted true) a calendar',
        description: `An update applies only the entries listed (no id: new; id: moved or, with deleted true, removed); entries not listed stay. Live entries of one calendar never overlap (a database constraint). Deleting a calendar is irreversible: its teams fall back to their own or their organization's hours. ${ANSWERS}`,
        body: changeCalendarRequest,
        response: { 200: changeCalendarResponse, 400: errorResponse },
      },
    },
    async (request) => service.change(request.body, await request.dataScope(), languageOf(request.user?.cultureName)),
  );

  app.post(
    '/api/change-calendar-team',
    {
      config: { roles: ADMIN_SCREEN_ROLES, changesSessions: true },
      schema: {
        tags,
        summary: 'Sets (or with calendarId null removes) the calendar of teams',
        description: `All changes or none. A team of the caller's organizations (as team management lists them) only takes a calendar of its organization's country. A team named more than once is refused with a 400 naming it, in the caller's language. Concurrent changes queue per team (row locks taken in one order), so none is lost and none deadlocks. ${ANSWERS}`,
        body: changeCalendarTeamRequest,
        response: { 200: statusAnswer, 400: errorResponse },
      },
    },
    async (request) => service.assignTeams(request.body.changes, await request.dataScope(), languageOf(request.user?.cultureName)),
  );

  app.post(
    '/api/calendarEntriesForTeams',
    {
      config: { roles: ADMIN_SCREEN_ROLES, readOnly: true },
      schema: {
        tags,
        summary: 'The live calendar entries of the given teams',
        description: "One row per team that has a calendar; teams without one, unknown teams and teams outside the caller's scope are left out.",
        body: calendarEntriesForTeamsRequest,
        response: { 200: calendarEntriesForTeamsResponse, 400: errorResponse },
      },
    },
    async (request) => service.entriesForTeams(request.body.teams.map((t) => t.id), await request.dataScope()),
  );
};
