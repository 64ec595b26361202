import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../test/factories';
import { hashPassword, verifyPassword } from './security';

/** The API suite's users carry a cheaper hash (test/factories.ts); the production cost is checked here. */
describe('password hashing', () => {
  it('hashes at the production cost (scrypt N=2^15, r=8, p=1) with a fresh salt, and verifies only the right password', async () => {
    const stored = await hashPassword('s3cret pass');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(32);
    expect((await hashPassword('s3cret pass')).split('$')[4]).not.toBe(salt);
    expect(await verifyPassword('s3cret pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret pas', stored)).toBe(false);
    expect(await verifyPassword('s3cret pass', null)).toBe(false);
  });

  it("verifies a hash at the cost stored in it, as the suite's test users carry", async () => {
    const stored = await hashPassword('s3cret pass', TEST_PASSWORD_COST);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('s3cret pass', stored)).toBe(true);
    expect(await verifyPassword('s3cret pas', stored)).toBe(false);
  });
});
