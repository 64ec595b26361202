import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { maskRecipient } from '../../delivery/delivery';
import type { UnsubscribeSigner } from './link-signing';
import { escapeHtml } from './mail-layout';
import { notificationsRepo as repo } from './repo';
import { languageOf } from '../../texts';
import { MAIL_TEXTS, type MailTexts } from './texts';

export const UNSUBSCRIBE_PATH = '/pub/notifications/unsubscribe';

const query = z.object({ token: z.string().max(200).default('') });
const formBody = z.record(z.string(), z.string().max(200)).nullish();

function page(language: string, texts: MailTexts['page'], inner: string): string {
  return `<!doctype html><html lang="${language === 'ge' ? 'ka' : language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(texts.title)}</title></head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f7fa;font-family:Segoe UI,Arial,sans-serif;color:#1f2a37">
<main style="max-width:480px;margin:24px;padding:28px;background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.08)">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(texts.title)}</h1>${inner}</main></body></html>`;
}

/**
 * The unsubscribe link of notification e-mails, usable without signing in. GET shows a page with one
 * button (mail scanners that open links change nothing); POST stops the e-mails, from that button or
 * from a mail client's one-click unsubscribe (RFC 8058). The token is signed for this purpose only.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; signer: UnsubscribeSigner }> = async (app, { db, clock, signer }) => {
  const limits = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  async function answer(reply: FastifyReply, token: string, stop: boolean) {
    const userId = token ? await signer.verify(token) : null;
    const user = userId === null ? null : await repo.userById(db, userId);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!user) {
      const texts = MAIL_TEXTS.en.page;
      return reply.code(400).send(page('en', texts, `<p>${escapeHtml(texts.invalid)}</p>`));
    }
    const language = languageOf(user.cultureName);
    const texts = MAIL_TEXTS[language].page;
    const address = escapeHtml(user.email ? maskRecipient('EMAIL', user.email) : '');
    if (stop) {
      await repo.optOut(db, user.id, user.email, 'LINK', clock.now());
      return reply.send(page(language, texts, `<p data-testid="unsubscribed">${escapeHtml(texts.done(address))}</p><p style="color:#5b6675">${escapeHtml(texts.resume)}</p>`));
    }
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    return reply.send(
      page(
        language,
        texts,
        `<p>${escapeHtml(texts.question(address))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="padding:8px 18px;border:0;border-radius:6px;background:#c0392b;color:#fff;font-size:15px;cursor:pointer">${escapeHtml(texts.button)}</button></form>`,
      ),
    );
  }

  app.get(
    UNSUBSCRIBE_PATH,
    {
      config: { public: true, ...limits },
      schema: {
        tags: ['notifications'],
        summary: 'The page of an unsubscribe link: asks before it stops notification e-mails (no sign-in)',
        description:
          "HTML in the user's language with one button that posts the same link; opening it changes nothing, so mail scanners that follow links stop nothing. A token that is not ours answers 400 with an English page. 30 calls per client address per minute.",
        querystring: query,
      },
    },
    async (request, reply) => answer(reply, request.query.token, false),
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      config: { public: true, ...limits },
      schema: {
        tags: ['notifications'],
        summary: "Stops every notification e-mail of the link's user (the page's button, or one-click List-Unsubscribe-Post)",
        description:
          "The token (signed for this use only) names the user; the subscriptions stay, and POST /api/email-subscription/sync resumes the e-mails. Answers an HTML page; 400 for a token that is not ours. 30 calls per client address per minute.",
        querystring: query,
        body: formBody,
      },
    },
    async (request, reply) => answer(reply, request.query.token, true),
  );
};
