import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  SURVEY_READY_STATUSES,
  SURVEY_SCORE_DAYS,
  SURVEY_STATUS,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_SECONDS,
  VERIFICATION_TTL_MINUTES,
  contactProblemMessage,
  contactRulesFromConfig,
  validateNewContact,
  type AddRepRequest,
  type AddRepResponse,
  type ContactFormProblems,
  type SendSurveyRequest,
  type SendValidationCodeRequest,
  type SurveyDelivery,
  type SurveyRow,
  type SurveyStatusResponse,
  type TechnicianSurveyScoresResponse,
  type VerifyRepRequest,
} from '@fsp/domain';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../clock';
import { contactPersonPhones, contactPersons, repVerifications, surveyRequests } from '../../db/schema';
import type { Delivery, OutgoingMessage } from '../../delivery/delivery';
import type { DataScope, RequestContext } from '../../plugins/auth';
import { HttpError, badRequest, forbidden, notFound } from '../../plugins/errors';
import { hashPassword, randomToken, verifyPassword } from '../../plugins/security';
import { hitWindow, peekWindow } from '../../plugins/rate-limit-store';
import { createSessionService } from '../session';
import { answerTextsFor, type SurveyAnswerTexts } from './answer-texts';
import { deliveryProblem } from './delivery-problem';
import { surveyLinkText, surveySubject, verificationCodeText } from './messages';
import { createSurveySendingRepo, type SurveyAssignment } from './repo';

/** The request's context; X-Timezone-Offset: times in messages to the user are in the browser's zone, else the country's. */
export type SurveyContext = RequestContext;

export interface SurveyLimits {
  perUserPerHour: number;
  perContactPerHour: number;
  linkTtlDays: number;
}

/** 429 with the seconds to wait (the route sends them as Retry-After). */
export class TooManyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

const HOUR_MS = 3_600_000;

/**
 * Messages per user per hour: a fixed one-hour window counted in the database (rate_limit_windows), so
 * every server instance agrees; the injected clock decides the window.
 */
function createUserWindow(db: Db, clock: Clock, limit: number) {
  const key = (userId: number) => `survey-messages-of-user|${userId}`;
  return {
    async check(userId: number, count: number, m: SurveyAnswerTexts) {
      const used = await peekWindow(db, key(userId), HOUR_MS, clock.now());
      if (used.current + count > limit) throw new TooManyError(m.tooManyForUser, Math.ceil(used.ttl / 1000));
    },
    async record(userId: number, count: number) {
      if (count > 0) await hitWindow(db, key(userId), HOUR_MS, clock.now(), count);
    },
  };
}

export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(VERIFICATION_CODE_DIGITS, '0');
}

/**
 * A time in the caller's zone as the survey tab shows its times beside the question (part 1's year-month-day,
 * PART1_DAY_FORMAT, and HH:mm): '07.12.2026' there read as 12 July to an English reader of '2026-12-07' rows.
 */
function formatLocal(date: Date, timeZone: string | null, offsetMinutes: number | null): string {
  if (offsetMinutes !== null) {
    const d = new Date(date.getTime() + offsetMinutes * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
  }
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timeZone ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

export function createSurveySendingService(deps: { db: Db; clock: Clock; delivery: Delivery; limits: SurveyLimits; publicBaseUrl: string }) {
  const { db, clock, delivery, limits, publicBaseUrl } = deps;
  const repo = createSurveySendingRepo(db);
  const session = createSessionService({ db, clock });
  const userWindow = createUserWindow(db, clock, limits.perUserPerHour);

  async function assignmentOf(id: number, scope: DataScope, m: SurveyAnswerTexts): Promise<SurveyAssignment> {
    const a = await repo.assignment(id, scope);
    if (!a) throw notFound(m.assignmentNotFound);
    return a;
  }

  type WorkOrderAssignment = SurveyAssignment & { customerNumber: string; countryCode: string; orderNumber: string };
  const isWorkOrder = (a: SurveyAssignment): a is WorkOrderAssignment => a.workOrderItemId !== null && a.customerNumber !== null && a.countryCode !== null;

  /** For the calls that send: a work order of a country with SEND_SURVEY_ENABLED_V2. */
  async function sendableAssignment(id: number, scope: DataScope, m: SurveyAnswerTexts): Promise<{ a: WorkOrderAssignment; config: Record<string, string> }> {
    const a = await assignmentOf(id, scope, m);
    if (!isWorkOrder(a)) throw badRequest(m.notWorkOrder);
    const config = await session.configFor(a.countryCode);
    if (config.SEND_SURVEY_ENABLED_V2 !== 'true') throw forbidden(m.notEnabled);
    return { a, config };
  }

  /** Per user (a database window) and per phone number (outbox rows of the last hour): every instance agrees. */
  async function checkLimits(userId: number, recipients: string[], m: SurveyAnswerTexts) {
    await userWindow.check(userId, recipients.length, m);
    const since = new Date(clock.now().getTime() - HOUR_MS);
    for (const recipient of new Set(recipients)) {
      const { count, oldest } = await repo.messagesTo(recipient, since);
      if (count + 1 <= limits.perContactPerHour) continue;
      // A message may go again once the oldest of the hour has aged out of it.
      const waitMs = oldest ? oldest.getTime() + HOUR_MS - clock.now().getTime() : HOUR_MS;
      throw new TooManyError(m.tooManyForContact, Math.max(1, Math.ceil(waitMs / 1000)));
    }
  }

  /** 120 s between codes to a phone, unless the transport refused the last one (the dialog offers a resend at once). */
  async function cooldown(repId: number, telephone: string, m: SurveyAnswerTexts) {
    const last = await repo.latestVerification(repId, telephone);
    if (!last || last.undelivered) return;
    const waitMs = last.lastSentAt.getTime() + VERIFICATION_RESEND_SECONDS * 1000 - clock.now().getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw new TooManyError(m.resendTooSoon(seconds), seconds);
    }
  }

  /**
   * A new code for (job, rep, phone): earlier open codes for the phone stop working; only the hash is stored.
   * Resolves with `delivered` false when the transport refused the code at once, and `message` saying whether the
   * outbox retries it or gave up (OUTBOX_MAX_ATTEMPTS 1).
   */
  async function sendCode(
    a: WorkOrderAssignment,
    repId: number,
    telephone: string,
    ctx: SurveyContext,
    before?: (tx: Tx) => Promise<void>,
  ): Promise<{ delivered: boolean; retried: boolean; message: string }> {
    const userId = ctx.user.id;
    await checkLimits(userId, [telephone], answerTextsFor(ctx));
    const code = newVerificationCode();
    const codeHash = await hashPassword(code);
    const now = clock.now();
    const ids = await db.transaction(async (tx) => {
      await before?.(tx);
      const ended = await tx
        .update(repVerifications)
        .set({ expiresAt: now })
        .where(and(eq(repVerifications.repId, repId), eq(repVerifications.telephone, telephone), isNull(repVerifications.consumedAt), gt(repVerifications.expiresAt, now)))
        .returning({ outboxMessageId: repVerifications.outboxMessageId });
      await repo.dropUnsentCodes(tx, ended.map((e) => e.outboxMessageId).filter((id) => id !== null));
      const text = (shown: string) => verificationCodeText(a.language, shown, VERIFICATION_TTL_MINUTES);
      const enqueued = await delivery.enqueue(tx, [{ channel: 'SMS', recipient: telephone, body: text(code), redactedBody: text('•'.repeat(code.length)) }]);
      await tx.insert(repVerifications).values({
        schedulerId: a.id,
        repId,
        telephone,
        codeHash,
        expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MINUTES * 60_000),
        lastSentAt: now,
        createdAt: now,
        outboxMessageId: enqueued[0],
      });
      return enqueued;
    });
    await userWindow.record(userId, ids.length);
    await delivery.dispatch(ids);
    // As for the survey link: dispatch never throws, only the outbox row tells a refused code.
    const [refused] = await repo.refused(ids);
    const m = answerTextsFor(ctx);
    if (!refused) return { delivered: true, retried: false, message: m.codeSent };
    return { delivered: false, retried: refused.retried, message: refused.retried ? m.codeNotDelivered : m.codeNotDeliveredFinal };
  }

  /**
   * Sends the survey for the job to the rep's phone (and e-mail when the rep has a real one):
   * a survey record with a random public code, the older open link of the job closed.
   */
  async function sendSurveyTo(
    a: WorkOrderAssignment,
    rep: { repId: number; firstName: string; lastName: string; email: string | null },
    telephone: string,
    options: { confirmed: boolean; emailPlaceholder: string },
    ctx: SurveyContext,
  ): Promise<SurveyStatusResponse> {
    const m = answerTextsFor(ctx);
    if (!SURVEY_READY_STATUSES.includes(a.workingStatus)) return { statusCode: SURVEY_STATUS.jobNotFinished, message: m.jobNotFinished };
    if (await repo.answeredSurvey(a.id)) return { statusCode: SURVEY_STATUS.error, message: m.alreadyAnswered };
    const template = await repo.template(a.countryCode, a.language);
    if (!template) return { statusCode: SURVEY_STATUS.error, message: m.noTemplate(a.countryCode) };
    const now = clock.now();
    if (!options.confirmed) {
      const open = await repo.openSurvey(a.id, now);
      if (open) {
        // A delivered e-mail brought the link even when the SMS failed.
        const ask = open.delivery === 'FAILED' && open.emailDelivery !== 'SENT' ? m.alreadySentNotDelivered : m.alreadySent;
        return { statusCode: SURVEY_STATUS.confirm, message: ask(`${open.firstName} ${open.lastName}`, formatLocal(open.sentAt, a.timeZone, ctx.timezoneOffsetMinutes)) };
      }
    }
    const name = `${rep.firstName} ${rep.lastName}`;
    const publicCode = randomToken(24);
    const link = `${publicBaseUrl.replace(/\/+$/, '')}/pub/survey?c=${publicCode}&ul=${template.language}`;
    const messages: OutgoingMessage[] = [{ channel: 'SMS', recipient: telephone, body: surveyLinkText(template.language, name, a.orderNumber, link) }];
    const email = rep.email?.trim();
    if (email && email !== options.emailPlaceholder) {
      messages.push({ channel: 'EMAIL', recipient: email, subject: surveySubject(template.language), body: surveyLinkText(template.language, name, a.orderNumber, link) });
    }
    await checkLimits(ctx.user.id, messages.map((message) => message.recipient), m);
    const ids = await db.transaction(async (tx) => {
      // One live link per job: a resend closes the earlier one.
      await tx
        .update(surveyRequests)
        .set({ status: 'EXPIRED', expiresAt: now })
        .where(and(eq(surveyRequests.schedulerId, a.id), eq(surveyRequests.status, 'SENT'), gt(surveyRequests.expiresAt, now)));
      // The SMS is always the first message, the e-mail (if any) the second: the surveys list shows both states.
      const enqueued = await delivery.enqueue(tx, messages);
      await tx.insert(surveyRequests).values({
        publicCode,
        surveyId: template.id,
        schedulerId: a.id,
        repId: rep.repId,
        telephone,
        status: 'SENT',
        sentAt: now,
        expiresAt: new Date(now.getTime() + limits.linkTtlDays * 24 * HOUR_MS),
        sentByUserId: ctx.user.id,
        outboxMessageId: enqueued[0],
        emailOutboxMessageId: enqueued[1] ?? null,
      });
      return enqueued;
    });
    await userWindow.record(ctx.user.id, ids.length);
    await delivery.dispatch(ids);
    // dispatch never throws: a refused message (SMTP down) is only seen in its outbox row, and must not read as "sent".
    const refused = await repo.refused(ids);
    if (!refused.length) return { statusCode: SURVEY_STATUS.success, message: m.sent };
    const sms = refused.find((r) => r.id === ids[0]);
    // Only the e-mail was refused: the SMS brought the link.
    if (!sms) return { statusCode: SURVEY_STATUS.success, message: m.sent };
    if (ids.length > 1 && refused.length === 1) return { statusCode: SURVEY_STATUS.notDelivered, message: sms.retried ? m.sentByEmail : m.sentByEmailFinal };
    return { statusCode: SURVEY_STATUS.notDelivered, message: refused.some((r) => r.retried) ? m.notDelivered : m.notDeliveredFinal };
  }

  async function repAndPhone(a: WorkOrderAssignment, repId: number, telephone: string, m: SurveyAnswerTexts) {
    const found = await repo.repWithPhone(repId, a.customerNumber, telephone);
    if (!found) throw notFound(m.repNotFound);
    if (!found.phone) throw badRequest(m.phoneNotFound);
    return { rep: found.rep, phone: found.phone };
  }

  return {
    async surveys(schedulerId: number, ctx: SurveyContext): Promise<{ surveys: SurveyRow[] }> {
      const a = await assignmentOf(schedulerId, ctx.scope, answerTextsFor(ctx));
      const now = clock.now();
      const rows = await repo.surveyRows(a.id);
      const answers = await repo.answersOf(rows.filter((r) => r.status === 'ANSWERED').map((r) => r.id));
      return {
        surveys: rows.map((r) => ({
          id: r.id,
          technicianFullName: a.technicianFullName,
          repName: `${r.firstName} ${r.lastName}`,
          telephone: r.telephone,
          sentToRep: r.sentToRep,
          answeredByRep: r.answeredAt ? r.answeredAt.getTime() : null,
          // A link past its date is expired even before anything marks it.
          status: r.status === 'SENT' && r.expiresAt <= now ? 'EXPIRED' : (r.status as SurveyRow['status']),
          sentBy: r.sentBy,
          answers: answers.filter((x) => x.surveyRequestId === r.id).map(({ surveyRequestId: _, ...answer }) => answer),
          repId: r.repId,
          delivery: r.delivery as SurveyDelivery | null,
          deliveryProblem: deliveryProblem(r.delivery as SurveyDelivery | null, r.lastError),
          deliveryNextAttemptAt: r.nextAttemptAt,
          emailDelivery: r.emailDelivery as SurveyDelivery | null,
        })),
      };
    },

    async activeReps(schedulerId: number, ctx: SurveyContext) {
      const m = answerTextsFor(ctx);
      const a = await assignmentOf(schedulerId, ctx.scope, m);
      if (!isWorkOrder(a)) throw badRequest(m.notWorkOrder);
      const config = await session.configFor(a.countryCode);
      const rules = contactRulesFromConfig(config);
      const reps = await repo.activeReps(a.customerNumber);
      return {
        customerNumber: a.customerNumber,
        customerReps: reps.map((r) => ({
          repId: r.repId,
          name: `${r.firstName} ${r.lastName}`,
          position: r.position,
          positionCode: r.positionCode,
          phoneList: r.phones.map((p) => ({ telephone: p.telephone, verified: p.verifiedAt !== null })),
        })),
        settings: {
          countryCode: a.countryCode,
          sendSurveyEnabled: config.SEND_SURVEY_ENABLED_V2 === 'true',
          mobileOperatorCharacters: rules.prefixes,
          phoneNumberValidCharacterLength: rules.length,
          surveyEmailPlaceholder: rules.emailPlaceholder,
        },
      };
    },

    /** The technicians' survey averages over the last SURVEY_SCORE_DAYS (the planning grid and nearby technicians). */
    async surveyScores(bpNos: string[], scope: DataScope): Promise<TechnicianSurveyScoresResponse> {
      const since = new Date(clock.now().getTime() - SURVEY_SCORE_DAYS * 24 * HOUR_MS);
      return { days: SURVEY_SCORE_DAYS, scores: await repo.surveyScores([...new Set(bpNos)], since, scope) };
    },

    async positions() {
      return { positions: await repo.positions() };
    },

    async sendSurvey(body: SendSurveyRequest, ctx: SurveyContext): Promise<SurveyStatusResponse> {
      const m = answerTextsFor(ctx);
      const { a, config } = await sendableAssignment(body.schedulerId, ctx.scope, m);
      const { rep } = await repAndPhone(a, body.repId, body.telephone, m);
      if (!rep.active) throw notFound(m.repNotFound);
      const rules = contactRulesFromConfig(config);
      return sendSurveyTo(a, rep, body.telephone, { confirmed: body.confirmed === true, emailPlaceholder: rules.emailPlaceholder }, ctx);
    },

    async addRep(body: AddRepRequest, ctx: SurveyContext): Promise<AddRepResponse> {
      const m = answerTextsFor(ctx);
      const { a, config } = await sendableAssignment(body.schedulerId, ctx.scope, m);
      if (body.customerNumber !== a.customerNumber) throw badRequest(m.customerMismatch);
      const rules = contactRulesFromConfig(config);
      const problems = validateNewContact(body, rules);
      const fields = Object.keys(problems) as (keyof ContactFormProblems)[];
      if (fields.length) {
        const details = fields.map((f) => ({ path: f, message: contactProblemMessage(f, problems[f]!, rules, m.contactProblems) }));
        throw badRequest(details[0].message, details);
      }
      if (!(await repo.positionExists(body.positionCode))) throw badRequest(m.unknownPosition, [{ path: 'positionCode', message: m.unknownPosition }]);

      const existing = await repo.repByPhone(a.customerNumber, body.telephone);
      if (existing?.active && existing.verifiedAt) {
        // Known and verified: no code needed, the survey goes out now, unless the job's survey is already open: then
        // the user is asked (124) as on the contacts table's Send; typing a known number answers no such question.
        const found = await repAndPhone(a, existing.repId, body.telephone, m);
        const result = await sendSurveyTo(a, found.rep, body.telephone, { confirmed: false, emailPlaceholder: rules.emailPlaceholder }, ctx);
        return { statusCode: 'SUCCESS', isValidationRequired: false, repId: existing.repId, message: result.message, surveyStatusCode: result.statusCode };
      }
      const details = { firstName: body.firstName, lastName: body.lastName, email: body.email, positionCode: body.positionCode };
      let repId: number;
      let code: { delivered: boolean; retried: boolean; message: string };
      if (existing) {
        repId = existing.repId;
        await cooldown(repId, body.telephone, m);
        // A rep added here earlier and never verified takes the newly typed details.
        code = await sendCode(a, repId, body.telephone, ctx, async (tx) => {
          if (!existing.active) await tx.update(contactPersons).set(details).where(eq(contactPersons.repId, repId));
        });
      } else {
        // Created inactive: it joins the customer's contact persons once the phone is verified.
        repId = await db.transaction(async (tx) => {
          const [rep] = await tx
            .insert(contactPersons)
            .values({ customerNumber: a.customerNumber, ...details, active: false, createdAt: clock.now() })
            .returning({ repId: contactPersons.repId });
          await tx.insert(contactPersonPhones).values({ repId: rep.repId, telephone: body.telephone });
          return rep.repId;
        });
        code = await sendCode(a, repId, body.telephone, ctx);
      }
      // Still SUCCESS (spec §4: the verification dialog opens): the code is stored (and retried if the outbox retries); only the wording warns.
      return { statusCode: 'SUCCESS', isValidationRequired: true, repId, message: code.message, codeDelivered: code.delivered, codeRetried: code.retried };
    },

    async verifyRep(body: VerifyRepRequest, ctx: SurveyContext): Promise<SurveyStatusResponse> {
      const m = answerTextsFor(ctx);
      const { a, config } = await sendableAssignment(body.schedulerId, ctx.scope, m);
      const { rep, phone } = await repAndPhone(a, body.repId, body.telephone, m);
      const v = await repo.latestVerification(rep.repId, body.telephone, a.id);
      const now = clock.now();
      if (!v || v.consumedAt) throw badRequest(m.verificationMissing);
      if (v.expiresAt <= now) throw badRequest(m.verificationExpired);
      if (v.failedAttempts >= VERIFICATION_MAX_ATTEMPTS) throw new TooManyError(m.verificationLocked, 0);
      const reserved = await repo.reserveAttempt(v.id, VERIFICATION_MAX_ATTEMPTS, now);
      if (!reserved) throw new TooManyError(m.verificationLocked, 0);
      if (!(await verifyPassword(body.validationCode, v.codeHash))) throw badRequest(m.verificationIncorrect);
      const consumed = await db.transaction(async (tx) => {
        // Single use: only the first correct answer consumes it (the attempt reserved above is given back).
        const [row] = await tx
          .update(repVerifications)
          .set({ consumedAt: now, failedAttempts: reserved.failedAttempts - 1 })
          .where(and(eq(repVerifications.id, v.id), isNull(repVerifications.consumedAt)))
          .returning({ id: repVerifications.id });
        if (!row) return false;
        await tx.update(contactPersonPhones).set({ verifiedAt: now }).where(eq(contactPersonPhones.id, phone.id));
        await tx.update(contactPersons).set({ active: true }).where(eq(contactPersons.repId, rep.repId));
        return true;
      });
      if (!consumed) throw badRequest(m.verificationMissing);
      const rules = contactRulesFromConfig(config);
      // The user has just added and verified this person: no "already sent" question.
      return sendSurveyTo(a, rep, body.telephone, { confirmed: true, emailPlaceholder: rules.emailPlaceholder }, ctx);
    },

    async sendValidationCode(body: SendValidationCodeRequest, ctx: SurveyContext) {
      const m = answerTextsFor(ctx);
      const { a } = await sendableAssignment(body.schedulerId, ctx.scope, m);
      const { rep } = await repAndPhone(a, body.repId, body.telephone, m);
      await cooldown(rep.repId, body.telephone, m);
      const code = await sendCode(a, rep.repId, body.telephone, ctx);
      // A refused code holds nothing back (see cooldown): the next may go at once.
      return { statusCode: 'SUCCESS' as const, message: code.message, resendAfterSeconds: code.delivered ? VERIFICATION_RESEND_SECONDS : 0, codeDelivered: code.delivered, codeRetried: code.retried };
    },

  };
}
