import { addDays, workOrderNumberKey, CI_ATTACHMENT_MAX_BYTES, CI_ATTACHMENT_TYPES, CI_EXCLUDED_COUNTRIES, CI_PAGE_SIZES, isOnlyCiBoardUser, type CiBoardDatum, type CiConfig, type CiExportRequest, type CiListRequest, type CiStatus } from '@fsp/domain';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema';
import type { RequestContext } from '../../plugins/auth';
import { badRequest, notFound } from '../../plugins/errors';
import { admitsCiOrganization, loadCiScope, type CiScope } from '../../plugins/scope';
import { callerZone, dayBounds } from '../../time/local-day';
import { asSet, createTotalsCache, dataVersion, type TotalSource } from '../../search/totals-cache';
import { createCiRepo, foldName, type CiQuery, type SuggestionRow } from './repo';
import { answerTextsFor } from './answer-texts';

const ymd = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
export const compactOf = (isoDay: string | null) => (isoDay ? isoDay.replaceAll('-', '') : null);

/** The CI list's totals are labelled with the CI data version (migration 0015), not the planning one. */
const CI_DATA_VERSION = dataVersion('ci');

/** Everything the count depends on: the caller (own suggestions are in scope), the scope and the normalized filter, never the page. */
function totalKey(q: CiQuery, ci: CiScope): string {
  const { index: _index, limit: _limit, createdDateStart: _cs, createdDateEnd: _ce, updatedDateStart: _us, updatedDateEnd: _ue, ...rest } = q.filter as CiListRequest;
  return JSON.stringify([
    'ci-board',
    ci.userId,
    ci.orgunits === null ? null : asSet(ci.orgunits),
    q.orgunits === null ? null : asSet(q.orgunits),
    [q.created.from?.getTime(), q.created.to?.getTime(), q.updated.from?.getTime(), q.updated.to?.getTime(), q.due.from, q.due.to],
    // A number typed with or without its leading zeros is one entry: they match the same rows.
    { ...rest, organizations: null, userName: rest.userName ? foldName(rest.userName) : null, suggestionTypeList: asSet(rest.suggestionTypeList), workOrderNo: rest.workOrderNo ? workOrderNumberKey(rest.workOrderNo) : null },
  ]);
}

/** How far before the client's last serverTime sync looks again. */
const SYNC_MARGIN_MS = 10_000;

/** The CI board's reads (spec part 2 §7 "CI board"): config, organizations, list, one suggestion, its author, files, sync. */
export function createCiReadService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createCiRepo(db);
  const totals = createTotalsCache(db, CI_DATA_VERSION);

  async function ciScopeOf(ctx: RequestContext): Promise<CiScope> {
    return loadCiScope(db, ctx.user, ctx.scope);
  }

  /** The filter's YYYYMMDD ranges as instants (whole local days) and days; end before start is a 400. */
  async function queryOf(filter: CiExportRequest, ctx: RequestContext, ci: CiScope): Promise<CiQuery> {
    const m = answerTextsFor(ctx);
    const zone = await callerZone(db, ctx);
    const range = (start: string | null | undefined, end: string | null | undefined, message: string) => {
      if (start && end && end < start) throw badRequest(message);
      return {
        from: start ? new Date(dayBounds(ymd(start), zone).start) : undefined,
        to: end ? new Date(dayBounds(addDays(ymd(end), 1), zone).start) : undefined,
      };
    };
    if (filter.dueDateStart && filter.dueDateEnd && filter.dueDateEnd < filter.dueDateStart) throw badRequest(m.filter.dueRange);
    return {
      filter,
      orgunits: filter.organizations.length ? filter.organizations.filter((o) => admitsCiOrganization(ci, o)) : null,
      created: range(filter.createdDateStart, filter.createdDateEnd, m.filter.createdRange),
      updated: range(filter.updatedDateStart, filter.updatedDateEnd, m.filter.updatedRange),
      due: { from: filter.dueDateStart ? ymd(filter.dueDateStart) : undefined, to: filter.dueDateEnd ? ymd(filter.dueDateEnd) : undefined },
    };
  }

  /** Rows as the API answers them: status label in the caller's language, files and technicians added. */
  async function toData(rows: SuggestionRow[], language: string): Promise<CiBoardDatum[]> {
    const ids = rows.map((r) => r.id);
    const [labels, files, techs] = await Promise.all([repo.labels('ciStatus', language), repo.filesOf(db, ids), repo.techniciansOf(ids)]);
    return rows.map((r) => ({
      id: r.id,
      recordReferenceKey: r.recordReferenceKey,
      createdByUserId: r.createdByUserId,
      fullName: r.fullName,
      orgunit: r.orgunit,
      orgunitDisplayName: r.orgunitDisplayName,
      department: r.department,
      countryCode: r.countryCode,
      isWasteType: r.isWasteType,
      wasteType: r.wasteType,
      isgType: r.isgType,
      problem: r.problem,
      proposal: r.proposal,
      createdDate: r.createdAt.getTime(),
      updatedDate: r.updatedAt.getTime(),
      dueDate: compactOf(r.dueDate),
      status: labels.get(r.status) ?? r.status,
      statusName: r.status as CiStatus,
      bestPractice: r.bestPractice,
      isGraded: r.isGraded,
      gradingType: r.gradingType,
      gradedBy: r.gradedBy,
      committeeNote: r.committeeNote,
      employeeNote: r.employeeNote,
      serialNumber: r.serialNumber,
      workOrderNo: r.workOrderNo,
      attachments: files.filter((f) => f.suggestionId === r.id).map((f) => ({ id: f.id, mimetype: f.mimetype, fileName: f.fileName, sizeBytes: f.sizeBytes })),
      outputSuggestedTechnicianList: techs.filter((t) => t.suggestionId === r.id).map((t) => t.fullName),
    }));
  }

  return {
    repo,
    ciScopeOf,
    queryOf,
    /** The caller's zone (time/local-day.ts): the export writes local times in it. */
    zoneOf: (ctx: RequestContext) => callerZone(db, ctx),

    async config(ctx: RequestContext): Promise<CiConfig> {
      const ci = await ciScopeOf(ctx);
      const orgs = await repo.organizationsIn(ci.orgunits);
      const codes = [...new Set(orgs.map((o) => o.countryCode))].filter((c) => !CI_EXCLUDED_COUNTRIES.includes(c)).sort();
      const names = new Map((await db.select({ code: countries.code, name: countries.name }).from(countries)).map((c) => [c.code, c.name]));
      const previous = await repo.latestCountryOf(ctx.user.id);
      return {
        countries: codes.map((code) => ({ code, name: names.get(code) ?? code })),
        selectionEnabled: codes.length > 1,
        defaultCountry: codes.includes(ctx.user.countryCode) ? ctx.user.countryCode : (codes[0] ?? null),
        previousCountry: previous !== null && codes.includes(previous) ? previous : null,
        attachment: { maxBytes: CI_ATTACHMENT_MAX_BYTES, extensions: Object.keys(CI_ATTACHMENT_TYPES) },
        pageSizes: [...CI_PAGE_SIZES],
        exportAllowed: !isOnlyCiBoardUser(ctx.user.roles),
      };
    },

    async organizations(ctx: RequestContext) {
      const ci = await ciScopeOf(ctx);
      return repo.organizationsIn(ci.orgunits);
    },

    /** One page and its exact total; the total is counted once per filter, scope and CI data version (X-Total-Cache). */
    async list(filter: CiListRequest, ctx: RequestContext): Promise<{ answer: { ciBoardData: CiBoardDatum[]; totalRowCount: number }; totalSource: TotalSource }> {
      const ci = await ciScopeOf(ctx);
      const query = await queryOf(filter, ctx, ci);
      if (query.orgunits !== null && query.orgunits.length === 0) return { answer: { ciBoardData: [], totalRowCount: 0 }, totalSource: 'bypass' };
      const { rows, total, source } = await totals.page(totalKey(query, ci), filter.index * filter.limit, {
        page: () => repo.page(query, ci, filter.index, filter.limit),
        count: () => repo.count(query, ci),
      });
      return { answer: { ciBoardData: await toData(rows, ctx.user.cultureName), totalRowCount: total }, totalSource: source };
    },

    async detail(id: number, ctx: RequestContext) {
      const ci = await ciScopeOf(ctx);
      const row = await repo.byId(db, id, ci);
      if (!row) throw notFound(answerTextsFor(ctx).suggestionNotFound);
      const [[datum], history] = await Promise.all([toData([row], ctx.user.cultureName), repo.history(id)]);
      return {
        ciBoardData: datum,
        ciStatusChangeHistory: history.map((h) => ({
          createdDate: h.createdAt.getTime(),
          createdFullName: h.createdByName,
          previousStatus: h.previousStatus as CiStatus | null,
          status: h.status as CiStatus,
          previousGradingType: h.previousGradingType,
          gradingType: h.gradingType,
        })),
      };
    },

    /** The caller, or the author of a suggestion the caller may see; anyone else is unknown. */
    async boardUser(userId: number, ctx: RequestContext) {
      const ci = await ciScopeOf(ctx);
      if (userId !== ctx.user.id && !(await repo.hasVisibleSuggestionBy(userId, ci))) throw notFound();
      const user = await repo.author(db, userId);
      if (!user) throw notFound();
      return { identifier: String(user.id), username: user.username, fullName: `${user.firstname} ${user.lastname}`.trim(), email: user.email, countryCode: user.countryCode };
    },

    async file(id: string, ctx: RequestContext) {
      const file = await repo.file(id, await ciScopeOf(ctx));
      if (!file) throw notFound();
      return file;
    },

    async sync(body: { countryCode?: string | null; since?: number | null }, ctx: RequestContext, now: Date) {
      const ci = await ciScopeOf(ctx);
      // A margin for saves that committed late with an earlier time: those ids may come twice, never never.
      const changedIds = body.since == null ? [] : await repo.changedSince(ci, body.countryCode ?? null, new Date(body.since - SYNC_MARGIN_MS));
      return { changedIds, changedCount: changedIds.length, serverTime: now.getTime() };
    },
  };
}
export type CiReadService = ReturnType<typeof createCiReadService>;
