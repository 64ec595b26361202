import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitWindows } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Windows untouched for a day are deleted now and then (any instance; deleting twice is harmless). */
const STALE_MS = 24 * 3600_000;
const PRUNE_EVERY = 500;

/** `hits` more on `key` in its fixed window of `windowMs`; the hits so far and the ms until the window ends. */
export async function hitWindow(db: Db, key: string, windowMs: number, now: Date, hits = 1): Promise<{ current: number; ttl: number }> {
  const expired = sql`${rateLimitWindows.windowStartedAt} <= ${now.toISOString()}::timestamptz - ${windowMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key, windowStartedAt: now, hits })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        hits: sql`case when ${expired} then ${hits}::int else ${rateLimitWindows.hits} + ${hits}::int end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitWindows.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitWindows.hits, windowStartedAt: rateLimitWindows.windowStartedAt });
  return { current: row.hits, ttl: Math.max(0, row.windowStartedAt.getTime() + windowMs - now.getTime()) };
}

/** The hits of `key` in its current window without adding one (0 when the window is over). */
export async function peekWindow(db: Db, key: string, windowMs: number, now: Date): Promise<{ current: number; ttl: number }> {
  const [row] = await db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key));
  const ttl = row ? row.windowStartedAt.getTime() + windowMs - now.getTime() : 0;
  return ttl > 0 ? { current: row!.hits, ttl } : { current: 0, ttl: 0 };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so a per-address limit holds
 * across every server instance (the plugin's default store counts per process). Each route with a
 * limit gets its own counters (`child`).
 */
export function databaseRateLimitStore(db: Db) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    /** The plugin's options at registration; a route's (with routeInfo) for its child store. Routes of one groupId share counters. */
    constructor(options: { routeInfo?: { method?: string; url?: string }; groupId?: string } = {}) {
      this.prefix = options.groupId ? `group ${options.groupId}` : options.routeInfo ? `${options.routeInfo.method} ${options.routeInfo.url}` : '';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = new Date();
      if (++calls % PRUNE_EVERY === 0) {
        void db
          .delete(rateLimitWindows)
          .where(lt(rateLimitWindows.windowStartedAt, new Date(now.getTime() - STALE_MS)))
          .catch(() => undefined);
      }
      hitWindow(db, `${this.prefix}|${key}`, timeWindow, now).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
