import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** One year, the value browsers' preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers with our Content-Security-Policy. `upgrade-insecure-requests` and HSTS are sent only
 * when the request really arrived over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto):
 * over plain HTTP by any name but localhost they make the browser fetch the scripts over HTTPS from a
 * port that speaks HTTP, and the page stays blank.
 * Helmet's middleware is built once here: @fastify/helmet built it (and parsed the policy) on every request,
 * a tenth of a small read's CPU (docs/decisions/0025-request-cost.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const applyHelmet = helmet({
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ant Design injects its CSS-in-JS style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Attachment previews: PDF in a frame, audio and video from object URLs of files fetched with the token.
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    // Helmet's middleware sets its headers synchronously and calls back at once.
    applyHelmet(request.raw, reply.raw, () => undefined);
    if (request.protocol !== 'https') return;
    // Helmet wrote its headers straight to the response object.
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.raw.setHeader('content-security-policy', `${csp};upgrade-insecure-requests`);
    reply.header('strict-transport-security', HSTS);
  });
}
