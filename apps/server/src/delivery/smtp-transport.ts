import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { createLogTransport, maskRecipient, type Transport } from './delivery';

/**
 * E-mails go out through an SMTP server (nodemailer). SMS go to an e-mail-to-SMS gateway when
 * SMS_EMAIL_GATEWAY is set ('{phone}@sms.example.com'); otherwise they stay PENDING in the outbox
 * for an SMS sender to pick up, with a log line.
 */
export function createSmtpTransport(config: Pick<Config, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'MAIL_FROM' | 'SMS_EMAIL_GATEWAY'>): Transport {
  const mailer = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(message, log) {
      let to = message.recipient;
      if (message.channel === 'SMS') {
        if (!config.SMS_EMAIL_GATEWAY) {
          log.info({ outboxId: message.id, recipient: maskRecipient('SMS', message.recipient) }, `outbox message ${message.id} kept: no SMS gateway configured`);
          return 'kept';
        }
        to = config.SMS_EMAIL_GATEWAY.replaceAll('{phone}', message.recipient);
      }
      await mailer.sendMail({
        from: config.MAIL_FROM,
        to,
        subject: message.subject ?? '',
        text: message.body,
        html: message.channel === 'EMAIL' ? (message.html ?? undefined) : undefined,
        headers: message.headers ?? undefined,
      });
      log.info({ outboxId: message.id, channel: message.channel, recipient: maskRecipient(message.channel, message.recipient) }, `outbox message ${message.id} sent (smtp)`);
      return 'sent';
    },
  };
}

/** MAIL_TRANSPORT picks the transport: 'log' (default, the outbox table and a log line) or 'smtp'. */
export function transportFromConfig(config: Config): Transport {
  return config.MAIL_TRANSPORT === 'smtp' ? createSmtpTransport(config) : createLogTransport();
}
