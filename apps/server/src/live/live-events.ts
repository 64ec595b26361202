import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client';

/**
 * Live events between server instances (docs/decisions/0017-live-activity-stream.md): a change NOTIFYs a
 * channel inside its own transaction, so PostgreSQL delivers it at commit, to every instance, and never
 * for a rollback. Each instance LISTENs once per channel and fans the payload out to its open streams.
 * The embedded database delivers in process behind the same interface.
 */
export const LIVE_CHANNELS = {
  /** Payload: the comma-separated team ids whose activity was committed ('' = any team). */
  activity: 'fsp_activity',
  /**
   * Payload: the id of a user whose session changed ('' = every user), or 'reference' (a reference list's table
   * changed); sent by database triggers (0021-session-cache).
   */
  session: 'fsp_session',
} as const;
export type LiveChannel = (typeof LIVE_CHANNELS)[keyof typeof LIVE_CHANNELS];

/** NOTIFY's payload limit is 8000 bytes; a bigger change is announced as "any team". */
const MAX_PAYLOAD = 7000;

/** Announces a change from inside the transaction that makes it. */
export async function publishLive(tx: Tx, channel: LiveChannel, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload.length > MAX_PAYLOAD ? '' : payload})`);
}

export interface LiveEvents {
  /** `listener` gets each payload; after a lost database connection it gets '' (anything may have changed). */
  subscribe(channel: LiveChannel, listener: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

export function createLiveEvents(database: Pick<Database, 'listen'>, log: FastifyBaseLogger): LiveEvents {
  const listeners = new Map<LiveChannel, Set<(payload: string) => void>>();
  const listening = new Map<LiveChannel, Promise<() => Promise<void>>>();

  const fanOut = (channel: LiveChannel, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (err) {
        log.warn({ err, channel }, 'a live listener failed');
      }
    }
  };

  return {
    async subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      let started = listening.get(channel);
      if (!started) {
        started = database.listen(
          channel,
          (payload) => fanOut(channel, payload),
          () => {
            log.info({ channel }, 'live channel listening again');
            fanOut(channel, '');
          },
        );
        listening.set(channel, started);
        started.catch(() => listening.delete(channel));
      }
      await started;
      return () => set.delete(listener);
    },
    async close() {
      const stops = await Promise.allSettled([...listening.values()]);
      listening.clear();
      listeners.clear();
      await Promise.all(stops.map((s) => (s.status === 'fulfilled' ? s.value() : undefined)));
    },
  };
}
