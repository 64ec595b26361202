import { and, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isNumericSampleRange, type SampleExportRequest, type SampleItem, type SampleSearchRequest } from '@fsp/domain';
import type { Db } from '../../db/client';
import { sosSamples, teams, technicians } from '../../db/schema';
import { containsPattern, foldIs } from '../../db/text-match';
import type { DataScope } from '../../plugins/auth';
import { teamScopeFilter } from '../../plugins/scope';

/** The local days of the filter as instants: [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

const epochMs = (column: AnyPgColumn) => sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
const numberOrNull = (column: AnyPgColumn) => sql<number | null>`${column}::float8`;
/** The codes searched (branch, shop job, serial number) are Latin: a Turkish keyboard's 'ı' or 'İ' means their I. */
const contains = (column: AnyPgColumn, text: string) => sql`${column} ilike ${containsPattern(foldIs(text))}`;

/**
 * The stored sample number's value when it is digits only (surrounding spaces ignored), else null. The case keeps the
 * cast from ever seeing another text, whatever order PostgreSQL evaluates the conditions in; numeric has no digit limit.
 */
const sampleNumberValue = sql`(case when btrim(${sosSamples.sampleNumber}) ~ '^[0-9]+$' then btrim(${sosSamples.sampleNumber})::numeric end)`;

/**
 * The inclusive sample-number range (isNumericSampleRange): by value when the given bounds are numbers, so 9..12 holds
 * 10, 11 and 12 (as text "10" < "9") and stored numbers with other characters are left out; as text otherwise.
 */
function sampleNumberRange(start: string | undefined, end: string | undefined): SQL | undefined {
  if (!start && !end) return undefined;
  if (isNumericSampleRange(start, end)) {
    return and(start ? sql`${sampleNumberValue} >= ${start}::numeric` : undefined, end ? sql`${sampleNumberValue} <= ${end}::numeric` : undefined);
  }
  return and(start ? gte(sosSamples.sampleNumber, start) : undefined, end ? lte(sosSamples.sampleNumber, end) : undefined);
}

export function createSampleRepo(db: Db) {
  /** Samples of technicians of the caller's teams (or of the chosen ones among them). */
  function where(filter: SampleExportRequest, scope: DataScope, period: Period): SQL | undefined {
    return and(
      teamScopeFilter(technicians.teamId, scope),
      filter.teams.length ? inArray(technicians.teamId, filter.teams) : undefined,
      gte(sosSamples.sampledDate, period.from),
      lt(sosSamples.sampledDate, period.to),
      filter.bpNo ? eq(sosSamples.technicianBpNo, filter.bpNo) : undefined,
      sampleNumberRange(filter.startSampleNumber, filter.endSampleNumber),
      filter.dealerBranch ? contains(sosSamples.dealerBranch, filter.dealerBranch) : undefined,
      filter.shopJobNo ? contains(sosSamples.shopJobNo, filter.shopJobNo) : undefined,
      filter.serialNumber ? contains(sosSamples.serialNumber, filter.serialNumber) : undefined,
      filter.lastUpdateTime ? gt(sosSamples.sampledDate, new Date(filter.lastUpdateTime)) : undefined,
    );
  }

  return {
    /** One page, latest sample first. */
    async page(filter: SampleSearchRequest, scope: DataScope, period: Period): Promise<SampleItem[]> {
      return read(where(filter, scope, period), filter.limit, filter.index * filter.limit);
    },

    /** The next `size` rows after `after` (keyset, same order as the pages): the export reads in batches. */
    async batchAfter(filter: SampleExportRequest, scope: DataScope, period: Period, after: { sampledDate: number; id: number } | null, size: number): Promise<SampleItem[]> {
      const keyset = after ? sql`(${sosSamples.sampledDate}, ${sosSamples.id}) < (${new Date(after.sampledDate).toISOString()}::timestamptz, ${after.id})` : undefined;
      return read(and(where(filter, scope, period), keyset), size, 0);
    },

    async count(filter: SampleSearchRequest, scope: DataScope, period: Period): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(sosSamples)
        .innerJoin(technicians, eq(technicians.bpNo, sosSamples.technicianBpNo))
        .where(where(filter, scope, period));
      return row.total;
    },
  };

  async function read(condition: SQL | undefined, limit: number, offset: number): Promise<SampleItem[]> {
      const rows = await db
        .select({
          id: sosSamples.id,
          sampleNumber: sosSamples.sampleNumber,
          sampledDate: epochMs(sosSamples.sampledDate),
          technicianBpNo: sosSamples.technicianBpNo,
          technicianFullName: technicians.fullName,
          technicianTeamName: teams.name,
          workOrderNumber: sosSamples.workOrderNumber,
          schedulerId: sosSamples.assignmentId,
          customer: sosSamples.customerName,
          dealerBranch: sosSamples.dealerBranch,
          sampleJobSite: sosSamples.sampleJobSite,
          shopJobNo: sosSamples.shopJobNo,
          serialNumber: sosSamples.serialNumber,
          equipComp: sosSamples.equipComp,
          meterRdg: numberOrNull(sosSamples.meterRdg),
          fluidChanged: sosSamples.fluidChanged,
          fluidBrand: sosSamples.fluidBrand,
          fluidWeight: sosSamples.fluidWeight,
          meterOnFluid: numberOrNull(sosSamples.meterOnFluid),
          isMda: sosSamples.isMda,
          loginNote: sosSamples.loginNote,
        })
        .from(sosSamples)
        .innerJoin(technicians, eq(technicians.bpNo, sosSamples.technicianBpNo))
        .leftJoin(teams, eq(teams.id, technicians.teamId))
        .where(condition)
        .orderBy(desc(sosSamples.sampledDate), desc(sosSamples.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({ ...r, sampledDate: Math.round(r.sampledDate) }));
  }
}
