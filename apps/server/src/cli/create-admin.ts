import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { eq } from 'drizzle-orm';
import { COUNTRY_CODES } from '@fsp/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { countries, userRoles, users } from '../db/schema';
import { hashPassword } from '../plugins/security';

/** Creates the first administrator (production has no demo accounts). Password from ADMIN_PASSWORD or a prompt. */
async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      country: { type: 'string', default: 'TR' },
      firstname: { type: 'string', default: 'Portal' },
      lastname: { type: 'string', default: 'Administrator' },
      email: { type: 'string' },
    },
  });
  const username = values.username?.trim().toLowerCase();
  if (!username) throw new Error('Usage: npm run create-admin -- --username NAME [--country TR] [--firstname F --lastname L --email E]');
  const country = (values.country ?? 'TR').toUpperCase();
  if (!(COUNTRY_CODES as readonly string[]).includes(country)) throw new Error(`--country must be one of ${COUNTRY_CODES.join(', ')}`);

  let password = process.env.ADMIN_PASSWORD;
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password for the new administrator (at least 12 characters): ');
    rl.close();
  }
  if (password.length < 12) throw new Error('The password must have at least 12 characters.');

  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: `${config.DATA_DIR}/pglite` });
  try {
    await database.migrate();
    const db = database.db;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (existing) throw new Error(`A user named ${username} already exists.`);
    await db.insert(countries).values({ code: country, name: country, defaultLanguage: 'en', timeZone: 'UTC' }).onConflictDoNothing();
    const [user] = await db
      .insert(users)
      .values({ username, passwordHash: await hashPassword(password), firstname: values.firstname!, lastname: values.lastname!, email: values.email ?? null, countryCode: country })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: user.id, role: 'ADMIN' });
    process.stdout.write(`Administrator ${username} created.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err: Error) => {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
});
