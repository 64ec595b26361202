import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { users } from '../db/schema';
import { seedDemoData } from './demo-data';
import { defaultBlobStore } from '../blobs/blob-store';

/** Loads the demo data set into an empty database outside production. */
export async function loadDemoDataIfEmpty(deps: { db: Db; config: Config; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;
  if (config.NODE_ENV === 'production' || config.DEMO_DATA === 'never') return;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  log.info('empty database: loading demo data (takes a moment)');
  const started = Date.now();
  const [hours, minutes] = config.DEMO_SEED_TIME?.split(':').map(Number) ?? [];
  const latestMinuteOfDay = hours === undefined ? undefined : hours * 60 + minutes;
  const summary = await seedDemoData(db, { scale: 1, latestMinuteOfDay, blobs: defaultBlobStore(config) });
  log.info({ ...summary, ms: Date.now() - started }, 'demo data loaded');
}
