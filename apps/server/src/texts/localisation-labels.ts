import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { localisations } from '../db/schema';

/** Code -> name of a localisation map (master data) in a language, English where the language has none. */
export async function localisationLabels(runner: Db | Tx, mapName: string, language: string): Promise<Map<string, string>> {
  const rows = await runner
    .select()
    .from(localisations)
    .where(and(eq(localisations.mapName, mapName), inArray(localisations.language, ['en', language])));
  const map = new Map<string, string>();
  for (const r of rows.filter((x) => x.language === 'en')) map.set(r.code, r.label);
  for (const r of rows.filter((x) => x.language !== 'en')) map.set(r.code, r.label);
  return map;
}
