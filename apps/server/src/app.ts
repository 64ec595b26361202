import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Config } from './config';
import { systemClock, type Clock } from './clock';
import { registerErrorHandling, registerTextGuard, MESSAGES } from './plugins/errors';
import { registerAuth } from './plugins/auth';
import { registerOpenApi } from './plugins/openapi';
import { createAuthService } from './modules/auth/service';
import { authRoutes } from './modules/auth/routes';
import { createSessionService } from './modules/session/service';
import { sessionRoutes } from './modules/session/routes';
import { healthRoutes } from './modules/health/routes';
import { referenceRoutes } from './modules/reference/routes';
import { planningRoutes } from './modules/planning/routes';
import { workOrderSearchRoutes } from './modules/work-order-search/routes';
import { historyRoutes } from './modules/history/routes';
import { draftRoutes } from './modules/drafts/routes';
import { technicianLocationRoutes } from './modules/technician-locations/routes';
import { orderDetailsRoutes } from './modules/order-details/routes';
import { defaultBlobStore, type BlobStore } from './blobs/blob-store';
import { surveySendingRoutes } from './modules/survey-sending/routes';
import { createDelivery, type Transport } from './delivery/delivery';
import { transportFromConfig } from './delivery/smtp-transport';

export interface AppDeps {
  database: Database;
  config: Config;
  clock?: Clock;
  /** File contents (attachments); default: a folder store in DATA_DIR/blobs. */
  blobs?: BlobStore;
  /** How outbox messages leave (SMS codes, survey links); default from MAIL_TRANSPORT (the log transport). */
  transport?: Transport;
  logger?: FastifyServerOptions['logger'];
}

/** Query parameters that carry secrets (one-time codes, survey codes) never reach the logs. */
const SECRET_QUERY_PARAMS = /([?&](?:token|code|c|access_token)=)[^&#]*/gi;
export const redactUrl = (url: string) => url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') return false;
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-authorization"]', 'req.headers.cookie', '*.password', '*.code', '*.validationCode'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip, id: req.id }),
    },
  };
}

const API_PREFIXES = ['/api/', '/auth/', '/oauth/', '/pub/v2/', '/pub/submit-survey', '/health'];

/** Builds the whole HTTP application around its dependencies; never listens (main.ts does). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, config } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerTextGuard(app);

  await app.register(helmet, {
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
      },
    },
  });
  await app.register(formbody);
  await app.register(rateLimit, { global: false });

  await registerOpenApi(app);

  registerAuth(app, { db, clock });

  const auth = createAuthService({ db, clock, config });
  const session = createSessionService({ db, clock });
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(authRoutes, { auth, config });
  await app.register(sessionRoutes, { session });
  await app.register(referenceRoutes, { db });
  await app.register(planningRoutes, { db, clock, gridCacheMaxBytes: config.PLANNING_GRID_CACHE_MAX_BYTES });
  await app.register(workOrderSearchRoutes, { db });
  await app.register(historyRoutes, { db });
  await app.register(draftRoutes, { db, clock });
  await app.register(technicianLocationRoutes, {
    db,
    clock,
    limits: { maxKm: config.TECH_LOCATION_MAX_KM, maxMinute: config.TECH_LOCATION_MAX_MINUTE, syncCooldownSeconds: config.TECH_LOCATION_SYNC_COOLDOWN_SECONDS },
    map: { provider: config.MAP_PROVIDER, tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
  });
  await app.register(orderDetailsRoutes, { db, clock, blobs: deps.blobs ?? defaultBlobStore(config) });

  await app.register(surveySendingRoutes, {
    db,
    clock,
    delivery: createDelivery({ db, clock, transport: deps.transport ?? transportFromConfig(config), log: app.log }),
    limits: {
      perUserPerHour: config.SURVEY_SEND_LIMIT_PER_USER_PER_HOUR,
      perContactPerHour: config.SURVEY_SEND_LIMIT_PER_CONTACT_PER_HOUR,
      linkTtlDays: config.SURVEY_LINK_TTL_DAYS,
    },
    publicBaseUrl: config.PUBLIC_BASE_URL ?? null,
    outboxReadApi: config.OUTBOX_READ_API === 'auto' && config.NODE_ENV !== 'production',
  });

  registerWebApp(app, config);
  return app;
}

/** Serves the built web app; every non-API GET falls back to index.html so client routes load directly. */
function registerWebApp(app: FastifyInstance, config: Config) {
  const indexPath = path.join(config.WEB_DIST_DIR, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (indexHtml !== null) {
    app.register(async (scope) => {
      // The web app's files are public: mark every route the static plugin adds.
      scope.addHook('onRoute', (route) => {
        route.config = { ...(route.config ?? {}), public: true };
      });
      await scope.register(fastifyStatic, { root: config.WEB_DIST_DIR, wildcard: false, index: false, maxAge: '1h', immutable: false });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (request.method === 'GET' && !isApi && indexHtml !== null) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: MESSAGES.notFound });
  });
}
