import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface SmtpSink {
  port: number;
  /** Every message accepted so far, parsed (subject, text, html, headers). */
  messages: ParsedMail[];
  /** Messages to this address are refused: `temporary` (451) or `permanent` (550); null accepts again. */
  refuse(address: string, how: 'temporary' | 'permanent' | null): void;
  /** How many times delivery to the address was refused. */
  refusals(address: string): number;
  close(): Promise<void>;
}

/** A real SMTP server on a free localhost port that keeps what it receives (the transport's peer in tests). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const refused = new Map<string, 'temporary' | 'permanent'>();
  const refusalCounts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const how = refused.get(address.address.toLowerCase());
      if (!how) return callback();
      refusalCounts.set(address.address.toLowerCase(), (refusalCounts.get(address.address.toLowerCase()) ?? 0) + 1);
      const error = Object.assign(new Error(how === 'temporary' ? 'Mailbox busy, try later' : 'No such mailbox'), { responseCode: how === 'temporary' ? 451 : 550 });
      return callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    messages,
    refuse(address, how) {
      if (how) refused.set(address.toLowerCase(), how);
      else refused.delete(address.toLowerCase());
    },
    refusals: (address) => refusalCounts.get(address.toLowerCase()) ?? 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until the condition holds (checked every 100 ms), failing after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
