import { eq, inArray } from 'drizzle-orm';
import type { Language } from '@fsp/domain';
import { transactionsFor } from '@fsp/domain';
import type { Db } from '../../db/client';
import { configurationSettings, countries, localisations, users } from '../../db/schema';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { Clock } from '../../clock';

export const GLOBAL_COUNTRY = '*';

function mergedConfig(rows: readonly { countryCode: string; key: string; value: string }[], countryCode: string): Record<string, string> {
  const config: Record<string, string> = {};
  for (const row of rows) if (row.countryCode === GLOBAL_COUNTRY) config[row.key] = row.value;
  for (const row of rows) if (row.countryCode === countryCode) config[row.key] = row.value;
  return config;
}

export function createSessionService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Country settings override the global ('*') defaults. */
  async function configFor(countryCode: string): Promise<Record<string, string>> {
    const rows = await db
      .select()
      .from(configurationSettings)
      .where(inArray(configurationSettings.countryCode, [GLOBAL_COUNTRY, countryCode]));
    return mergedConfig(rows, countryCode);
  }

  /** The settings of every country, each merged over the global defaults (a few keys for five countries). */
  async function configOfEveryCountry(): Promise<Record<string, Record<string, string>>> {
    const [rows, countryRows] = await Promise.all([db.select().from(configurationSettings), db.select({ code: countries.code }).from(countries)]);
    return Object.fromEntries(countryRows.map(({ code }) => [code, mergedConfig(rows, code)]));
  }

  /** Labels in the user's language, English where a translation is missing. */
  async function localisationMapsFor(language: string): Promise<Record<string, Record<string, string>>> {
    const rows = await db.select().from(localisations).where(inArray(localisations.language, ['en', language]));
    const maps: Record<string, Record<string, string>> = {};
    const ordered = [...rows.filter((r) => r.language === 'en'), ...rows.filter((r) => r.language !== 'en')];
    for (const row of ordered) (maps[row.mapName] ??= {})[row.code] = row.label;
    return maps;
  }

  function info(user: AuthenticatedUser) {
    return {
      identifier: String(user.id),
      username: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      displayname: `${user.firstname} ${user.lastname}`.trim(),
      mobile: user.mobile,
      telephone: user.telephone,
      email: user.email,
      distinguishedName: user.distinguishedName,
      roles: user.roles,
      cultureName: user.cultureName as Language,
      countryCode: user.countryCode,
    };
  }

  return {
    configFor,
    async userConfig(user: AuthenticatedUser) {
      const [config, localisationMaps, countrySettings] = await Promise.all([configFor(user.countryCode), localisationMapsFor(user.cultureName), configOfEveryCountry()]);
      return { config, allConfig: { localisations: localisationMaps, countries: countrySettings } };
    },
    async userInfo(user: AuthenticatedUser) {
      return { info: info(user), transactions: transactionsFor(user.roles), ...(await this.userConfig(user)) };
    },
    async changeLanguage(user: AuthenticatedUser, cultureName: Language) {
      await db.update(users).set({ cultureName, updatedAt: clock.now() }).where(eq(users.id, user.id));
      return this.userInfo({ ...user, cultureName });
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
