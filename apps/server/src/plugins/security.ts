import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// N=2^15 costs ~100 ms per hash on this class of machine: slow enough to make guessing expensive.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keylen: 32 };

/** `cost`: scrypt's N, stored with the hash (verifyPassword reads it back); only the API suite's users pass a lower one. */
export async function hashPassword(password: string, cost = SCRYPT.N): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT.keylen, { N: cost, r: SCRYPT.r, p: SCRYPT.p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', cost, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // A missing hash still costs one scrypt run, so response time does not reveal which user names exist.
  const [scheme, n, r, p, saltB64, hashB64] = (stored ?? `scrypt$${SCRYPT.N}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$`).split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(hashB64 ?? '', 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length || SCRYPT.keylen, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Codes and tokens are stored only as hashes: a database read does not hand out sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}
