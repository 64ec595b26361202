import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { Clock } from '../clock';
import { HttpError, MESSAGES } from './errors';
import { requireUser } from './auth';
import { sha256 } from './security';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honours an Idempotency-Key header: a retry with the same key gets the first answer (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** Set while this request owns an Idempotency-Key: its answer is stored when it is sent. */
    idempotencyClaim: { userId: number; key: string } | null;
  }
}

/** Keys are kept this long: a retry after a lost connection comes within seconds or minutes. */
const KEEP_MS = 24 * 3600_000;
/** A first request still running after this is taken for dead (its instance stopped): a retry runs again. */
const ABANDONED_MS = 60_000;
/** How long a retry waits for the first request with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 100;

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  stillRunning: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency-Key on the routes marked `idempotent` (save-schedules, survey sending): the first request
 * with a key (per user) runs and its successful answer is stored in the database; a retry with the same
 * key and body gets that answer again (header Idempotent-Replayed: true) on any instance, without
 * running. A retry while the first still runs waits for it; the same key with another body is a 422;
 * a failed first request (any status but 2xx) stores nothing, so its retry runs.
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  app.decorateRequest('idempotencyClaim', null);

  async function replayOrWait(request: FastifyRequest, reply: FastifyReply, userId: number, key: string, requestHash: string) {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!row) return false;
      if (row.requestHash !== requestHash) throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused);
      if (row.statusCode !== null) {
        return reply.code(row.statusCode).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true').send(row.responseBody);
      }
      if (row.createdAt.getTime() < clock.now().getTime() - ABANDONED_MS) {
        // The first request's instance went away: this one takes the key over.
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ createdAt: clock.now() })
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, row.createdAt)))
          .returning({ key: idempotencyKeys.key });
        if (taken) {
          request.idempotencyClaim = { userId, key };
          return false;
        }
      }
      if (Date.now() > deadline) throw new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning);
      await sleep(POLL_MS);
    }
  }

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) return;
    const userId = requireUser(request).id;
    const requestHash = sha256(`${request.method} ${request.routeOptions.url} ${JSON.stringify(request.body ?? null)}`);
    const now = clock.now();
    await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS))));
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    const replayed = await replayOrWait(request, reply, userId, key, requestHash);
    if (replayed) return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: payload }).where(where);
      } else {
        await db.delete(idempotencyKeys).where(where);
      }
    } catch (err) {
      // The answer still goes out; a retry then runs again (or waits until the key is taken for dead).
      request.log.warn({ err }, `${MESSAGES.unexpected} (storing the idempotent answer)`);
    }
    return payload;
  });
}

