import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, sampleRangeReversed, type SampleExportRequest, type SampleItem, type SampleSearchRequest } from '@fsp/domain';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../plugins/auth';
import { badRequest } from '../../plugins/errors';
import { admits } from '../../plugins/scope';
import { asSet, createTotalsCache, dataVersion, type TotalSource } from '../../search/totals-cache';
import { languageOf, localisationLabels } from '../../texts';
import { callerZone, dayBounds, type LocalZone } from '../../time/local-day';
import { answerTextsFor } from './answer-texts';
import { streamSampleWorkbook } from './export';
import { createSampleRepo, type Period } from './repo';

/** The sample totals are labelled with the sample data version (migration 0018): sos_samples and technicians bump it. */
const SAMPLE_DATA_VERSION = dataVersion('sample');

/** Everything the count depends on: the effective scope, the period's instants and the filter, never the page. */
function totalKey(filter: SampleSearchRequest, scope: RequestContext['scope'], period: Period): string {
  const { bpNo, startSampleNumber, endSampleNumber, dealerBranch, shopJobNo, serialNumber, lastUpdateTime } = filter;
  return JSON.stringify([
    scope.allTeams ? 'all' : asSet(scope.teamIds),
    asSet(filter.teams),
    period.from.getTime(),
    period.to.getTime(),
    bpNo,
    startSampleNumber,
    endSampleNumber,
    dealerBranch,
    shopJobNo,
    serialNumber,
    lastUpdateTime,
  ]);
}

export function createSampleService(deps: { db: Db }) {
  const { db } = deps;
  const repo = createSampleRepo(db);
  const totals = createTotalsCache(db, SAMPLE_DATA_VERSION);

  /** Checks the filter beyond its shape and turns [startDate, endDate] (whole local days) into instants. */
  async function periodOf(filter: SampleExportRequest, ctx: RequestContext): Promise<{ period: Period; zone: LocalZone }> {
    const m = answerTextsFor(ctx);
    if (filter.endDate < filter.startDate) throw badRequest(m.endBeforeStart);
    if (filter.startSampleNumber && filter.endSampleNumber && sampleRangeReversed(filter.startSampleNumber, filter.endSampleNumber)) throw badRequest(m.sampleRange);
    if (!ctx.scope.allTeams && filter.teams.some((id) => !admits.team(ctx.scope, id))) throw badRequest(m.unknownTeam);
    const zone = await callerZone(db, ctx);
    return { zone, period: { from: new Date(dayBounds(filter.startDate, zone).start), to: new Date(dayBounds(addDays(filter.endDate, 1), zone).start) } };
  }

  return {
    /** One page of oil samples and the filter's exact total, counted once per filter, scope and sample data version. */
    async search(filter: SampleSearchRequest, ctx: RequestContext): Promise<{ answer: { sampleItems: SampleItem[]; totalRowCount: number }; totalSource: TotalSource }> {
      const { period } = await periodOf(filter, ctx);
      const { rows, total, source } = await totals.page(totalKey(filter, ctx.scope, period), filter.index * filter.limit, {
        page: () => repo.page(filter, ctx.scope, period),
        count: () => repo.count(filter, ctx.scope, period),
      });
      return { answer: { sampleItems: rows, totalRowCount: total }, totalSource: source };
    },

    /**
     * The filter's samples as an .xlsx stream in the caller's language (users.cultureName), validated first so errors
     * are normal 400s (users whose only role is CI_BOARD_USER are refused by the route: excelExport).
     */
    async export(filter: SampleExportRequest, ctx: RequestContext, log: FastifyBaseLogger): Promise<{ fileName: string; stream: Readable }> {
      const { period, zone } = await periodOf(filter, ctx);
      const language = languageOf(ctx.user.cultureName);
      // The lab's compartment codes named as on the screen (the sampleCompartment map; a code it lacks as stored).
      const compartments = await localisationLabels(deps.db, 'sampleCompartment', language);
      const stream = streamSampleWorkbook((after, size) => repo.batchAfter(filter, ctx.scope, period, after, size), zone, language, compartments, log);
      return { fileName: `samples_${filter.startDate}-${filter.endDate}.xlsx`, stream };
    },
  };
}
