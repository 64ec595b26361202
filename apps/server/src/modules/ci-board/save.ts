import { randomUUID } from 'node:crypto';
import { CI_INITIAL_STATUS, MINUTE_MS, ciEditRights, ciReviewViolations, type CiReview, type CiSavePayload, type CiStatus } from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../clock';
import type { BlobStore } from '../../blobs/blob-store';
import type { Delivery, OutgoingMessage } from '../../delivery/delivery';
import type { RequestContext } from '../../plugins/auth';
import { HttpError, badRequest, forbidden, notFound } from '../../plugins/errors';
import { admitsCiOrganization, type CiScope } from '../../plugins/scope';
import { compactOf, type CiReadService } from './service';
import type { SuggestionRow } from './repo';
import type { UploadedFile } from './upload';
import { statusChangeMail } from './mail';
import { answerTextsFor, type CiAnswerTexts } from './answer-texts';
import { recordActivity } from '../activity';
import { callerZone, offsetAt } from '../../time/local-day';

const isoOf = (compact: string | null) => (compact ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}` : null);

function reviewOf(row: SuggestionRow): CiReview {
  return { status: row.status as CiStatus, gradingType: row.gradingType, dueDate: compactOf(row.dueDate), committeeNote: row.committeeNote, bestPractice: row.bestPractice, isGraded: row.isGraded };
}

function sameReview(a: CiReview, b: CiReview) {
  return a.status === b.status && a.gradingType === b.gradingType && a.dueDate === b.dueDate && a.committeeNote === b.committeeNote && a.bestPractice === b.bestPractice && a.isGraded === b.isGraded;
}

/**
 * Create and update of a suggestion (one multipart call, spec part 2 §7): the form rules of §5 and the
 * workflow of §4/§6 checked again here, the history row and the author's e-mail in the same transaction,
 * the file stored before the transaction and removed again if it rolls back (no orphan files).
 */
export function createCiSaveService(deps: { db: Db; clock: Clock; blobs: BlobStore; delivery: Delivery; read: CiReadService }) {
  const { db, clock, blobs, delivery, read } = deps;
  const repo = read.repo;

  /** Codes must exist in the localisation maps; exactly one of waste and ISG type. */
  async function checkCodes(d: CiSavePayload, m: CiAnswerTexts) {
    if ((d.wasteType === null) === (d.isgType === null)) throw badRequest(m.typeRequired);
    const checks: [string | null, string, string][] = [
      [d.department, 'department', m.fields.department],
      [d.wasteType, 'ciWasteType', m.fields.wasteType],
      [d.isgType, 'ciIsgType', m.fields.isgType],
      [d.gradingType, 'ciGradingType', m.fields.grading],
    ];
    for (const [value, map, label] of checks) {
      if (value !== null && !(await repo.labels(map, 'en')).has(value)) throw badRequest(m.unknownCode(label));
    }
  }

  const contentOf = (d: { wasteType: string | null; isgType: string | null; orgunit: string; department: string; problem: string; proposal: string; employeeNote: string | null }) =>
    JSON.stringify([d.wasteType, d.isgType, d.orgunit, d.department, d.problem, d.proposal, d.employeeNote]);

  async function create(tx: Tx, d: CiSavePayload, ctx: RequestContext, ci: CiScope, now: Date, authorName: string): Promise<number> {
    const m = answerTextsFor(ctx);
    if (!admitsCiOrganization(ci, d.orgunit)) throw badRequest(m.organization);
    const review: CiReview = { status: d.status ?? CI_INITIAL_STATUS, gradingType: d.gradingType, dueDate: d.dueDate, committeeNote: d.committeeNote, bestPractice: d.bestPractice, isGraded: d.isGraded };
    if (!sameReview(review, { status: CI_INITIAL_STATUS, gradingType: null, dueDate: null, committeeNote: null, bestPractice: null, isGraded: false })) throw badRequest(m.newStartsWaiting);
    const [org] = await repo.organizationsIn([d.orgunit], tx);
    const id = await repo.insert(tx, {
      recordReferenceKey: await repo.nextReferenceKey(tx, now.getUTCFullYear()),
      createdByUserId: ctx.user.id,
      fullName: authorName,
      orgunit: d.orgunit,
      department: d.department,
      countryCode: org.countryCode,
      isWasteType: d.wasteType !== null,
      wasteType: d.wasteType,
      isgType: d.isgType,
      problem: d.problem,
      proposal: d.proposal,
      employeeNote: d.userNote,
      status: CI_INITIAL_STATUS,
      createdAt: now,
      updatedAt: now,
    });
    await repo.addHistory(tx, { suggestionId: id, createdAt: now, createdByName: authorName, previousStatus: null, status: CI_INITIAL_STATUS, previousGradingType: null, gradingType: null });
    return id;
  }

  /** The caller's calendar day at `now` (YYYYMMDD), in the zone their list filters use. */
  async function todayOf(ctx: RequestContext, now: Date): Promise<string> {
    const zone = await callerZone(db, ctx);
    return new Date(now.getTime() + offsetAt(zone, now.getTime()) * MINUTE_MS).toISOString().slice(0, 10).replaceAll('-', '');
  }

  /**
   * Returns the e-mail to the author when the status changed. `openedAt` is the updatedDate the form opened (If-Match):
   * a save over a newer version is refused, so that two committee members deciding at once do not overwrite each other.
   */
  async function update(tx: Tx, d: CiSavePayload & { id: number }, file: boolean, ctx: RequestContext, ci: CiScope, now: Date, editorName: string, openedAt: number | null, today: string | null): Promise<OutgoingMessage | null> {
    const m = answerTextsFor(ctx);
    const row = await repo.byId(tx, d.id, ci, true);
    if (!row) throw notFound(m.suggestionNotFound);
    if (openedAt !== null && row.updatedAt.getTime() !== openedAt) throw new HttpError(412, m.changedMeanwhile, 'Precondition Failed');
    const rights = ciEditRights(ctx.user, { createdByUserId: row.createdByUserId, status: row.status as CiStatus });
    const before = reviewOf(row);
    const next: CiReview = { status: d.status ?? before.status, gradingType: d.gradingType, dueDate: d.dueDate, committeeNote: d.committeeNote, bestPractice: d.bestPractice, isGraded: d.isGraded };
    const contentChanged = file || contentOf(row) !== contentOf({ ...d, employeeNote: d.userNote });
    const reviewChanged = !sameReview(before, next);
    if (contentChanged && !rights.content) throw forbidden(m.ownOnly);
    if (reviewChanged && !rights.review) throw forbidden(m.committeeOnly);
    if (d.orgunit !== row.orgunit && !admitsCiOrganization(ci, d.orgunit)) throw badRequest(m.organization);
    if (reviewChanged) {
      const violations = ciReviewViolations(before.status, next);
      if (violations.length) throw badRequest(violations.map((v) => m.review[v]).join(' '));
      // As the form: no new due date before today; one saved earlier that has since passed stays, so the suggestion can still be saved.
      if (next.dueDate !== null && next.dueDate !== before.dueDate && today !== null && next.dueDate < today) throw badRequest(m.dueDatePast);
    }
    const [org] = d.orgunit === row.orgunit ? [{ countryCode: row.countryCode }] : await repo.organizationsIn([d.orgunit], tx);
    await repo.update(tx, row.id, {
      orgunit: d.orgunit,
      countryCode: org.countryCode,
      department: d.department,
      isWasteType: d.wasteType !== null,
      wasteType: d.wasteType,
      isgType: d.isgType,
      problem: d.problem,
      proposal: d.proposal,
      employeeNote: d.userNote,
      status: next.status,
      gradingType: next.gradingType,
      dueDate: isoOf(next.dueDate),
      committeeNote: next.committeeNote,
      bestPractice: next.bestPractice,
      isGraded: next.isGraded,
      gradedBy: next.isGraded ? (before.isGraded ? row.gradedBy : editorName) : null,
      // updatedDate is the version a form sends back in If-Match: every save moves it on, also within one millisecond.
      updatedAt: now > row.updatedAt ? now : new Date(row.updatedAt.getTime() + 1),
    });
    if (next.status !== before.status || next.gradingType !== before.gradingType) {
      await repo.addHistory(tx, { suggestionId: row.id, createdAt: now, createdByName: editorName, previousStatus: before.status, status: next.status, previousGradingType: before.gradingType, gradingType: next.gradingType });
    }
    if (next.status === before.status) return null;
    // The technicians the suggestion concerns see the committee's decision in their activity feed.
    const concerned = await repo.concernedTechnicians(tx, row.id);
    await recordActivity(
      tx,
      concerned.map((tech) => ({
        technicianBpNo: tech.bpNo,
        teamId: tech.teamId,
        actorUserId: ctx.user.id,
        occurredAt: now,
        eventType: 'CI_STATUS_CHANGE',
        subject: 'CI status changed',
        description: `${row.recordReferenceKey} · ${row.problem}`,
        ciSuggestionId: row.id,
        status: next.status,
      })),
    );
    const author = await repo.author(tx, row.createdByUserId);
    if (!author?.email) return null;
    const labels = await repo.labels('ciStatus', author.cultureName, tx);
    return statusChangeMail(author, { key: row.recordReferenceKey, problem: row.problem, status: labels.get(next.status) ?? next.status, note: next.committeeNote });
  }

  return {
    async save(d: CiSavePayload, file: UploadedFile | null, ctx: RequestContext, openedAt: number | null = null): Promise<{ statusCode: 'SUCCESS'; message: string; id: number }> {
      await checkCodes(d, answerTextsFor(ctx));
      const ci = await read.ciScopeOf(ctx);
      const now = clock.now();
      const name = `${ctx.user.firstname} ${ctx.user.lastname}`.trim();
      // Read before the transaction (the embedded database has one connection); a new suggestion has no due date.
      const today = d.id != null && d.dueDate !== null ? await todayOf(ctx, now) : null;
      const blobKey = file ? `ci/${now.getUTCFullYear()}/${randomUUID()}.${file.extension}` : null;
      const stored = file && blobKey ? await blobs.put(blobKey, file.data) : null;
      let oldKeys: string[] = [];
      let outbox: number[] = [];
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          let suggestionId: number;
          let mail: OutgoingMessage | null = null;
          if (d.id == null) suggestionId = await create(tx, d, ctx, ci, now, name);
          else {
            suggestionId = d.id;
            mail = await update(tx, { ...d, id: d.id }, file !== null, ctx, ci, now, name, openedAt, today);
          }
          if (file && blobKey && stored) {
            oldKeys = (await repo.removeFiles(tx, suggestionId)).map((r) => r.blobKey);
            await repo.addFile(tx, { ciSuggestionId: suggestionId, fileName: file.fileName, extension: file.extension, mimeType: file.mimeType, sizeBytes: stored.sizeBytes, blobKey, sha256: stored.sha256, createdByName: name, createdAt: now });
          }
          if (mail) outbox = await delivery.enqueue(tx, [mail]);
          return suggestionId;
        });
      } catch (err) {
        if (blobKey) await blobs.delete(blobKey);
        throw err;
      }
      await Promise.all(oldKeys.map((key) => blobs.delete(key)));
      if (outbox.length) await delivery.dispatch(outbox);
      return { statusCode: 'SUCCESS', message: 'saved successfully', id };
    },
  };
}
