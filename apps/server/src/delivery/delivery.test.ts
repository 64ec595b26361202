import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { fixedClock } from '../clock';
import { ConfigError, devOutboxAllowed, loadConfig, publicBaseUrl, testConfig } from '../config';
import { outboxMessages } from '../db/schema';
import { createDelivery, createLogTransport, maskRecipient, nextAttemptAfterFailure, type DeliveryLog, type Transport } from './delivery';
import { createSmtpTransport, transportFromConfig } from './smtp-transport';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test?.dispose());

function recordingLog() {
  const lines: { obj: object; msg: string }[] = [];
  const log: DeliveryLog = { info: (obj, msg) => lines.push({ obj, msg }), warn: (obj, msg) => lines.push({ obj, msg }) };
  return { log, lines };
}

async function rows(ids: number[]) {
  return test.database.db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids)).orderBy(outboxMessages.id);
}

describe('delivery', () => {
  it('log transport: delivered at once, the code masked in the outbox row, the text only in the process mailbox; the log line never has it', async () => {
    const clock = fixedClock(new Date('2026-03-01T10:00:00Z'));
    const { log, lines } = recordingLog();
    const transport = createLogTransport();
    const delivery = createDelivery({ db: test.database.db, clock, transport, log });
    const ids = await delivery.enqueue(test.database.db, [{ channel: 'SMS', recipient: '5321234567', body: 'Your code is 123456.', redactedBody: 'Your code is ••••••.' }]);
    await delivery.dispatch(ids);
    const [row] = await rows(ids);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, body: 'Your code is ••••••.', redactedBody: null });
    expect(transport.delivered('5321234567', 5)).toEqual([expect.objectContaining({ id: ids[0], body: 'Your code is 123456.', status: 'SENT' })]);
    expect(transport.delivered('5320000000', 5)).toEqual([]);
    expect(row.createdAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    const text = JSON.stringify(lines);
    expect(text).toContain(`outbox message ${ids[0]}`);
    expect(text).toContain('******4567');
    expect(text).not.toContain('123456');
    expect(text).not.toContain('5321234567');
  });

  it('a failing transport keeps the message for a later attempt, the wait doubling, then marks it FAILED; never throws', async () => {
    const failing: Transport = {
      name: 'broken',
      send: async () => {
        throw new Error('connection refused');
      },
    };
    const clock = fixedClock(new Date('2026-03-01T10:00:00Z'));
    const delivery = createDelivery({ db: test.database.db, clock, transport: failing, log: recordingLog().log, retry: { maxAttempts: 3, baseSeconds: 60 } });
    const ids = await delivery.enqueue(test.database.db, [{ channel: 'EMAIL', recipient: 'a@b.co', subject: 'S', body: 'B' }]);
    await expect(delivery.dispatch(ids)).resolves.toBeUndefined();
    expect((await rows(ids))[0]).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'connection refused', nextAttemptAt: new Date('2026-03-01T10:01:00Z') });
    // Not due yet: the sweep leaves it alone.
    clock.advance(59_000);
    await delivery.dispatchDue();
    expect((await rows(ids))[0].attempts).toBe(1);
    clock.advance(1_000);
    await delivery.dispatchDue();
    expect((await rows(ids))[0]).toMatchObject({ status: 'PENDING', attempts: 2, nextAttemptAt: new Date('2026-03-01T10:03:00Z') });
    clock.advance(120_000);
    await delivery.dispatchDue();
    expect((await rows(ids))[0]).toMatchObject({ status: 'FAILED', attempts: 3, nextAttemptAt: null, lastError: 'connection refused' });
    expect(nextAttemptAfterFailure(new Date(0), 3, { maxAttempts: 6, baseSeconds: 60 })).toEqual(new Date(240_000));
  });

  it('two senders racing for the same messages send each one once', async () => {
    const sent: number[] = [];
    const slow: Transport = {
      name: 'slow',
      send: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        sent.push(message.id);
        return 'sent';
      },
    };
    const clock = fixedClock(new Date());
    const a = createDelivery({ db: test.database.db, clock, transport: slow, log: recordingLog().log });
    const b = createDelivery({ db: test.database.db, clock, transport: slow, log: recordingLog().log });
    const ids = await a.enqueue(test.database.db, [1, 2, 3].map((n) => ({ channel: 'EMAIL' as const, recipient: `r${n}@b.co`, subject: 'S', body: 'B' })));
    await Promise.all([a.dispatch(ids), b.dispatch(ids), a.dispatchDue(), b.dispatchDue()]);
    expect(sent.sort()).toEqual([...ids].sort());
    expect((await rows(ids)).map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);
  });

  it('nothing is queued when the surrounding transaction rolls back', async () => {
    const delivery = createDelivery({ db: test.database.db, clock: fixedClock(new Date()), transport: createLogTransport(), log: recordingLog().log });
    let ids: number[] = [];
    await test.database.db
      .transaction(async (tx) => {
        ids = await delivery.enqueue(tx, [{ channel: 'SMS', recipient: '5320000000', body: 'x' }]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await rows(ids)).toHaveLength(0);
  });

  it('smtp without an SMS gateway keeps SMS pending in the outbox', async () => {
    const smtp = createSmtpTransport({ ...testConfig(), SMTP_HOST: '127.0.0.1', SMTP_PORT: 1 });
    const { log, lines } = recordingLog();
    const delivery = createDelivery({ db: test.database.db, clock: fixedClock(new Date()), transport: smtp, log });
    const ids = await delivery.enqueue(test.database.db, [{ channel: 'SMS', recipient: '5329999999', body: 'code 654321', redactedBody: 'code ••••••' }]);
    await delivery.dispatch(ids);
    // Not delivered yet: the SMS sender still needs the code.
    expect((await rows(ids))[0]).toMatchObject({ status: 'PENDING', body: 'code 654321', redactedBody: 'code ••••••' });
    expect(JSON.stringify(lines)).toContain('no SMS gateway configured');
  });

  it('configuration picks the transport; smtp needs a host', () => {
    expect(transportFromConfig(testConfig()).name).toBe('log');
    expect(transportFromConfig({ ...testConfig(), MAIL_TRANSPORT: 'smtp', SMTP_HOST: 'mail.example.com' }).name).toBe('smtp');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_EMAIL_GATEWAY: 'sms.example.com' })).toThrow(ConfigError);
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://portal.example.com' }).PUBLIC_BASE_URL).toBe('https://portal.example.com');
  });

  it('refuses to start in production without PUBLIC_BASE_URL; elsewhere links use the listen address, never a request header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL: required in production/);
    expect(publicBaseUrl(loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com' }))).toBe('https://portal.example.com');
    expect(publicBaseUrl(loadConfig({}))).toBe('http://localhost:8080');
    expect(publicBaseUrl(loadConfig({ HOST: '10.1.2.3', PORT: '9000' }))).toBe('http://10.1.2.3:9000');
  });

  it('offers the dev outbox reader only outside production, with the log transport, unless switched off', () => {
    expect(devOutboxAllowed(loadConfig({}))).toBe(true);
    expect(devOutboxAllowed(loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com' }))).toBe(false);
    expect(devOutboxAllowed(loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_HOST: 'mail.example.com' }))).toBe(false);
    expect(devOutboxAllowed(loadConfig({ OUTBOX_READ_API: 'never' }))).toBe(false);
  });

  it('masks recipients', () => {
    expect(maskRecipient('SMS', '5321234567')).toBe('******4567');
    expect(maskRecipient('EMAIL', 'ayse.kaya@example.com')).toBe('***@example.com');
  });
});
