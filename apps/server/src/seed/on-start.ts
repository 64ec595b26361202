import type { FastifyBaseLogger } from 'fastify';
import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { localisations, users } from '../db/schema';
import { seedDemoData } from './demo-data';
import { demoAccountEmail, demoLocalisationRows } from './reference';
import { DEMO_ACCOUNTS } from './reference-data';
import { defaultBlobStore } from '../blobs/blob-store';

/**
 * Outside production: loads the demo data set into an empty database; on a database that holds the demo data
 * already, adds the demo localisation maps added since it was loaded (an older data dir would show their codes
 * and stored names until reseeded).
 */
export async function prepareDemoData(deps: { db: Db; config: Config; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;
  if (config.NODE_ENV === 'production' || config.DEMO_DATA === 'never') return;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    const added = await addMissingDemoMaps(db);
    if (added.length > 0) log.info({ maps: added }, 'demo data: added the localisation maps it lacked');
    return;
  }
  log.info('empty database: loading demo data (takes a moment)');
  const started = Date.now();
  const [hours, minutes] = config.DEMO_SEED_TIME?.split(':').map(Number) ?? [];
  const latestMinuteOfDay = hours === undefined ? undefined : hours * 60 + minutes;
  const summary = await seedDemoData(db, { scale: 1, latestMinuteOfDay, blobs: defaultBlobStore(config) });
  log.info({ ...summary, ms: Date.now() - started }, 'demo data loaded');
}

/** Every demo account is there with its demo address (example.com, which no real deployment uses). */
async function holdsDemoData(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(or(...DEMO_ACCOUNTS.map((a) => and(eq(users.username, a.username), eq(users.email, demoAccountEmail(a.username))))));
  return (row?.n ?? 0) === DEMO_ACCOUNTS.length;
}

/**
 * On a demo database, loads each demo localisation map the database has no row of at all, and returns their names.
 * A map with any row is left as it is: rows an admin changed or removed stay so. Another instance starting at the
 * same moment may insert the same rows: those already there are skipped.
 */
export async function addMissingDemoMaps(db: Db): Promise<string[]> {
  if (!(await holdsDemoData(db))) return [];
  const demoRows = demoLocalisationRows();
  const mapNames = [...new Set(demoRows.map((r) => r.mapName))];
  const present = await db.selectDistinct({ mapName: localisations.mapName }).from(localisations).where(inArray(localisations.mapName, mapNames));
  const missing = new Set(mapNames.filter((name) => !present.some((p) => p.mapName === name)));
  const rows = demoRows.filter((r) => missing.has(r.mapName));
  for (let i = 0; i < rows.length; i += 500) await db.insert(localisations).values(rows.slice(i, i + 500)).onConflictDoNothing();
  return [...missing];
}
