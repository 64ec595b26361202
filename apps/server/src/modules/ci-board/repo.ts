import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CiExportRequest, CiStatus } from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import { attachments, ciStatusHistory, ciSuggestionTechnicians, ciSuggestions, organizations, technicians, users } from '../../db/schema';
import { sameOrderNumber } from '../../db/order-number';
import { containsPattern, foldIs } from '../../db/text-match';
import { localisationLabels } from '../../texts';
import { ciSuggestionScopeFilter, type CiScope } from '../../plugins/scope';

type Runner = Db | Tx;

/**
 * Names are matched without case and without the Turkish dotted/dotless i distinction (the client sends
 * them upper-cased with Turkish rules: 'ciuser' arrives as 'CİUSER'). The same folding on both sides; the
 * letters are mapped before lower() so that it never depends on the database's locale.
 */
const FOLD_FROM = 'İIıÇŞĞÜÖçşğüö';
const FOLD_TO = 'iiicsguocsguo';
export function foldName(text: string): string {
  return Array.from(text, (ch) => {
    const at = FOLD_FROM.indexOf(ch);
    return at >= 0 ? FOLD_TO[at] : ch;
  })
    .join('')
    .toLowerCase();
}
const foldedColumn = (column: AnyPgColumn) => sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}))`;

/** The list filter with its dates already turned into instants and days. */
export interface CiQuery {
  filter: CiExportRequest;
  /** Orgunits asked for that are in scope; null = no organization filter. */
  orgunits: readonly string[] | null;
  created: { from?: Date; to?: Date };
  updated: { from?: Date; to?: Date };
  /** YYYY-MM-DD. */
  due: { from?: string; to?: string };
}

/** A suggestion row before labels, files and technicians are added. */
export const suggestionColumns = {
  id: ciSuggestions.id,
  recordReferenceKey: ciSuggestions.recordReferenceKey,
  createdByUserId: ciSuggestions.createdByUserId,
  fullName: ciSuggestions.fullName,
  orgunit: ciSuggestions.orgunit,
  orgunitDisplayName: organizations.displayName,
  department: ciSuggestions.department,
  countryCode: ciSuggestions.countryCode,
  isWasteType: ciSuggestions.isWasteType,
  wasteType: ciSuggestions.wasteType,
  isgType: ciSuggestions.isgType,
  problem: ciSuggestions.problem,
  proposal: ciSuggestions.proposal,
  createdAt: ciSuggestions.createdAt,
  updatedAt: ciSuggestions.updatedAt,
  dueDate: ciSuggestions.dueDate,
  status: ciSuggestions.status,
  bestPractice: ciSuggestions.bestPractice,
  isGraded: ciSuggestions.isGraded,
  gradingType: ciSuggestions.gradingType,
  gradedBy: ciSuggestions.gradedBy,
  committeeNote: ciSuggestions.committeeNote,
  employeeNote: ciSuggestions.employeeNote,
  serialNumber: ciSuggestions.serialNumber,
  workOrderNo: ciSuggestions.workOrderNo,
};

export function createCiRepo(db: Db) {
  function where(q: CiQuery, ci: CiScope): SQL | undefined {
    const f = q.filter;
    const name = f.userName ? foldName(f.userName) : null;
    const authorNamed = name
      ? or(
          sql`${foldedColumn(ciSuggestions.fullName)} like ${containsPattern(name)}`,
          inArray(ciSuggestions.createdByUserId, db.select({ id: users.id }).from(users).where(sql`${foldedColumn(users.username)} = ${name}`)),
        )
      : undefined;
    return and(
      ciSuggestionScopeFilter(ci),
      f.countryCode ? eq(ciSuggestions.countryCode, f.countryCode) : undefined,
      q.orgunits === null ? undefined : inArray(ciSuggestions.orgunit, [...q.orgunits]),
      q.created.from ? gte(ciSuggestions.createdAt, q.created.from) : undefined,
      q.created.to ? lt(ciSuggestions.createdAt, q.created.to) : undefined,
      q.updated.from ? gte(ciSuggestions.updatedAt, q.updated.from) : undefined,
      q.updated.to ? lt(ciSuggestions.updatedAt, q.updated.to) : undefined,
      q.due.from ? gte(ciSuggestions.dueDate, q.due.from) : undefined,
      q.due.to ? lte(ciSuggestions.dueDate, q.due.to) : undefined,
      f.department ? eq(ciSuggestions.department, f.department) : undefined,
      authorNamed,
      f.gradingType ? eq(ciSuggestions.gradingType, f.gradingType) : undefined,
      f.status ? eq(ciSuggestions.status, f.status) : undefined,
      f.isgType ? eq(ciSuggestions.isgType, f.isgType) : undefined,
      f.suggestionTypeList.length ? or(inArray(ciSuggestions.wasteType, f.suggestionTypeList), inArray(ciSuggestions.isgType, f.suggestionTypeList)) : undefined,
      f.bestPractice === true ? eq(ciSuggestions.bestPractice, true) : f.bestPractice === false ? sql`${ciSuggestions.bestPractice} is not true` : undefined,
      typeof f.isGraded === 'boolean' ? eq(ciSuggestions.isGraded, f.isGraded) : undefined,
      // Serial numbers are Latin: a Turkish keyboard's 'ı' or 'İ' means their I (ILIKE folds only the case).
      f.serialNumber ? ilike(ciSuggestions.serialNumber, containsPattern(foldIs(f.serialNumber))) : undefined,
      // Leading zeros and surrounding spaces ignored on both sides (docs/decisions/0035).
      f.workOrderNo ? sameOrderNumber(ciSuggestions.workOrderNo, f.workOrderNo) : undefined,
    );
  }

  const base = (runner: Runner) => runner.select(suggestionColumns).from(ciSuggestions).innerJoin(organizations, eq(organizations.orgunit, ciSuggestions.orgunit));

  return {
    /** One page, newest first. */
    async page(q: CiQuery, ci: CiScope, index: number, limit: number) {
      return base(db)
        .where(where(q, ci))
        .orderBy(desc(ciSuggestions.createdAt), desc(ciSuggestions.id))
        .limit(limit)
        .offset(index * limit);
    },

    async count(q: CiQuery, ci: CiScope): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(ciSuggestions).where(where(q, ci));
      return row.total;
    },

    /** The export's next batch after `after` (keyset on newest first). */
    async batchAfter(q: CiQuery, ci: CiScope, after: { createdAt: Date; id: number } | null, size: number) {
      const keyset = after ? sql`(${ciSuggestions.createdAt}, ${ciSuggestions.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : undefined;
      return base(db)
        .where(and(where(q, ci), keyset))
        .orderBy(desc(ciSuggestions.createdAt), desc(ciSuggestions.id))
        .limit(size);
    },

    /** One suggestion in scope (locked for the rest of the transaction when `lock`). */
    async byId(runner: Runner, id: number, ci: CiScope, lock = false) {
      const query = base(runner).where(and(eq(ciSuggestions.id, id), ciSuggestionScopeFilter(ci)));
      const [row] = lock ? await query.for('update', { of: ciSuggestions }) : await query;
      return row ?? null;
    },

    async filesOf(runner: Runner, ids: number[]) {
      if (!ids.length) return [];
      return runner
        .select({ suggestionId: attachments.ciSuggestionId, id: attachments.id, mimetype: attachments.mimeType, fileName: attachments.fileName, sizeBytes: attachments.sizeBytes, blobKey: attachments.blobKey })
        .from(attachments)
        .where(inArray(attachments.ciSuggestionId, ids))
        .orderBy(asc(attachments.createdAt));
    },

    async techniciansOf(ids: number[]) {
      if (!ids.length) return [];
      return db
        .select({ suggestionId: ciSuggestionTechnicians.suggestionId, fullName: technicians.fullName })
        .from(ciSuggestionTechnicians)
        .innerJoin(technicians, eq(technicians.bpNo, ciSuggestionTechnicians.technicianBpNo))
        .where(inArray(ciSuggestionTechnicians.suggestionId, ids))
        .orderBy(asc(technicians.fullName));
    },

    /** The technicians a suggestion concerns, with their current team (the activity feed's scope). */
    async concernedTechnicians(tx: Tx, suggestionId: number) {
      return tx
        .select({ bpNo: technicians.bpNo, teamId: technicians.teamId })
        .from(ciSuggestionTechnicians)
        .innerJoin(technicians, eq(technicians.bpNo, ciSuggestionTechnicians.technicianBpNo))
        .where(eq(ciSuggestionTechnicians.suggestionId, suggestionId));
    },

    async history(id: number) {
      return db.select().from(ciStatusHistory).where(eq(ciStatusHistory.suggestionId, id)).orderBy(asc(ciStatusHistory.createdAt), asc(ciStatusHistory.id));
    },

    /** A file of a suggestion the caller may see. */
    async file(id: string, ci: CiScope) {
      const [row] = await db
        .select({ fileName: attachments.fileName, mimeType: attachments.mimeType, blobKey: attachments.blobKey })
        .from(attachments)
        .innerJoin(ciSuggestions, eq(ciSuggestions.id, attachments.ciSuggestionId))
        .where(and(eq(attachments.id, id), ciSuggestionScopeFilter(ci)));
      return row ?? null;
    },

    /** Ids (in scope, of the country) changed after `since`. */
    async changedSince(ci: CiScope, countryCode: string | null, since: Date) {
      const rows = await db
        .select({ id: ciSuggestions.id })
        .from(ciSuggestions)
        .where(and(ciSuggestionScopeFilter(ci), countryCode ? eq(ciSuggestions.countryCode, countryCode) : undefined, gt(ciSuggestions.updatedAt, since)))
        .orderBy(desc(ciSuggestions.updatedAt))
        .limit(500);
      return rows.map((r) => r.id);
    },

    async latestCountryOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ countryCode: ciSuggestions.countryCode }).from(ciSuggestions).where(eq(ciSuggestions.createdByUserId, userId)).orderBy(desc(ciSuggestions.createdAt)).limit(1);
      return row?.countryCode ?? null;
    },

    /** Code -> label of a localisation map in the language (English where missing). */
    labels(mapName: string, language: string, runner: Runner = db): Promise<Map<string, string>> {
      return localisationLabels(runner, mapName, language);
    },

    async insert(tx: Tx, values: typeof ciSuggestions.$inferInsert) {
      const [row] = await tx.insert(ciSuggestions).values(values).returning({ id: ciSuggestions.id });
      return row.id;
    },

    async update(tx: Tx, id: number, values: Partial<typeof ciSuggestions.$inferInsert>) {
      await tx.update(ciSuggestions).set(values).where(eq(ciSuggestions.id, id));
    },

    async addHistory(tx: Tx, row: { suggestionId: number; createdAt: Date; createdByName: string; previousStatus: CiStatus | null; status: CiStatus; previousGradingType: string | null; gradingType: string | null }) {
      await tx.insert(ciStatusHistory).values(row);
    },

    async addFile(tx: Tx, row: typeof attachments.$inferInsert) {
      await tx.insert(attachments).values(row);
    },

    async removeFiles(tx: Tx, suggestionId: number) {
      return tx.delete(attachments).where(eq(attachments.ciSuggestionId, suggestionId)).returning({ blobKey: attachments.blobKey });
    },

    /** The next reference key of the year (CI-2026-000123), taken under a lock of the year's keys. */
    async nextReferenceKey(tx: Tx, year: number): Promise<string> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ci-reference-key'), ${year})`);
      const [row] = await tx
        .select({ last: sql<string | null>`max(${ciSuggestions.recordReferenceKey})` })
        .from(ciSuggestions)
        .where(ilike(ciSuggestions.recordReferenceKey, `CI-${year}-%`));
      const next = row.last ? Number(row.last.slice(-6)) + 1 : 1;
      return `CI-${year}-${String(next).padStart(6, '0')}`;
    },

    async author(runner: Runner, userId: number) {
      const [row] = await runner
        .select({ id: users.id, username: users.username, firstname: users.firstname, lastname: users.lastname, email: users.email, countryCode: users.countryCode, cultureName: users.cultureName })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Whether the user wrote a suggestion the caller may see. */
    async hasVisibleSuggestionBy(userId: number, ci: CiScope): Promise<boolean> {
      const [row] = await db.select({ id: ciSuggestions.id }).from(ciSuggestions).where(and(eq(ciSuggestions.createdByUserId, userId), ciSuggestionScopeFilter(ci))).limit(1);
      return row !== undefined;
    },

    async organizationsIn(orgunits: readonly string[] | null, runner: Runner = db) {
      return runner
        .select()
        .from(organizations)
        .where(orgunits === null ? undefined : orgunits.length ? inArray(organizations.orgunit, [...orgunits]) : sql`false`)
        .orderBy(asc(organizations.orgunit));
    },
  };
}
export type CiRepo = ReturnType<typeof createCiRepo>;
export type SuggestionRow = NonNullable<Awaited<ReturnType<CiRepo['byId']>>>;
