import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { fixedClock } from '../clock';
import { ConfigError, loadConfig, testConfig } from '../config';
import { outboxMessages } from '../db/schema';
import { createDelivery, logTransport, maskRecipient, type DeliveryLog, type Transport } from './delivery';
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
  it('log transport: the outbox row is the delivery; the log line names the id and a masked recipient, never the text', async () => {
    const clock = fixedClock(new Date('2026-03-01T10:00:00Z'));
    const { log, lines } = recordingLog();
    const delivery = createDelivery({ db: test.database.db, clock, transport: logTransport, log });
    const ids = await delivery.enqueue(test.database.db, [{ channel: 'SMS', recipient: '5321234567', body: 'Your code is 123456.' }]);
    await delivery.dispatch(ids);
    const [row] = await rows(ids);
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, body: 'Your code is 123456.' });
    expect(row.createdAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    const text = JSON.stringify(lines);
    expect(text).toContain(`outbox message ${ids[0]}`);
    expect(text).toContain('******4567');
    expect(text).not.toContain('123456');
    expect(text).not.toContain('5321234567');
  });

  it('a failing transport marks the message FAILED with the error and does not throw', async () => {
    const failing: Transport = {
      name: 'broken',
      send: async () => {
        throw new Error('connection refused');
      },
    };
    const { log } = recordingLog();
    const delivery = createDelivery({ db: test.database.db, clock: fixedClock(new Date()), transport: failing, log });
    const ids = await delivery.enqueue(test.database.db, [{ channel: 'EMAIL', recipient: 'a@b.co', subject: 'S', body: 'B' }]);
    await expect(delivery.dispatch(ids)).resolves.toBeUndefined();
    expect((await rows(ids))[0]).toMatchObject({ status: 'FAILED', attempts: 1, lastError: 'connection refused' });
  });

  it('nothing is queued when the surrounding transaction rolls back', async () => {
    const delivery = createDelivery({ db: test.database.db, clock: fixedClock(new Date()), transport: logTransport, log: recordingLog().log });
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
    const ids = await delivery.enqueue(test.database.db, [{ channel: 'SMS', recipient: '5329999999', body: 'code 654321' }]);
    await delivery.dispatch(ids);
    expect((await rows(ids))[0].status).toBe('PENDING');
    expect(JSON.stringify(lines)).toContain('no SMS gateway configured');
  });

  it('configuration picks the transport; smtp needs a host', () => {
    expect(transportFromConfig(testConfig()).name).toBe('log');
    expect(transportFromConfig({ ...testConfig(), MAIL_TRANSPORT: 'smtp', SMTP_HOST: 'mail.example.com' }).name).toBe('smtp');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_EMAIL_GATEWAY: 'sms.example.com' })).toThrow(ConfigError);
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://portal.example.com' }).PUBLIC_BASE_URL).toBe('https://portal.example.com');
  });

  it('masks recipients', () => {
    expect(maskRecipient('SMS', '5321234567')).toBe('******4567');
    expect(maskRecipient('EMAIL', 'ayse.kaya@example.com')).toBe('***@example.com');
  });
});
