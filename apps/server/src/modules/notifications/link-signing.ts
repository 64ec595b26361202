import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signingKeys } from '../../db/schema';

const PURPOSE = 'notification-unsubscribe';

/**
 * Signed, single-purpose links: an unsubscribe link names the user and carries an HMAC of
 * "purpose:userId" under a key kept for that purpose only, so it proves nothing else (no sign-in, no
 * other user). The key is made once in the database, so every instance signs and checks alike.
 */
export function createUnsubscribeSigner(db: Db) {
  let key: Promise<Buffer> | undefined;

  async function loadKey(): Promise<Buffer> {
    await db.insert(signingKeys).values({ purpose: PURPOSE, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.purpose, PURPOSE));
    return Buffer.from(row.secret, 'base64url');
  }

  const mac = async (userId: number) =>
    createHmac('sha256', await (key ??= loadKey().catch((error) => ((key = undefined), Promise.reject(error)))))
      .update(`${PURPOSE}:${userId}`)
      .digest();

  return {
    /** Loads the key; call before a transaction that signs (on the embedded database a query outside it would wait for it). */
    async ready(): Promise<void> {
      await mac(0);
    },
    async sign(userId: number): Promise<string> {
      return `${userId}.${(await mac(userId)).toString('base64url')}`;
    },
    /** The user the token was made for, or null for anything else. */
    async verify(token: string): Promise<number | null> {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      // Compared as text: base64url's last character has spare bits, so decoding would admit a variant spelling.
      const given = Buffer.from(match[2]);
      const expected = Buffer.from((await mac(userId)).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
export type UnsubscribeSigner = ReturnType<typeof createUnsubscribeSigner>;
