import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { devOutboxAllowed, publicBaseUrl, type Config } from './config';
import { systemClock, type Clock } from './clock';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { rateLimitRefused, registerErrorHandling, registerTextGuard } from './plugins/errors';
import { registerAuth } from './plugins/auth';
import { createReferenceCache } from './plugins/reference-cache';
import { registerIdempotency } from './plugins/idempotency';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security-headers';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { authRoutes, createAuthService, createSso, ssoRoutes } from './modules/auth';
import { createSessionService, sessionRoutes } from './modules/session';
import { healthRoutes } from './modules/health';
import { referenceRoutes } from './modules/reference';
import { definePlanningJobs, planningRoutes } from './modules/planning';
import { workOrderSearchRoutes } from './modules/work-order-search';
import { historyRoutes } from './modules/history';
import { draftRoutes } from './modules/drafts';
import { technicianLocationRoutes } from './modules/technician-locations';
import { orderDetailsRoutes } from './modules/order-details';
import { defaultBlobStore, type BlobStore } from './blobs/blob-store';
import { surveySendingRoutes } from './modules/survey-sending';
import { createDelivery, isLogTransport, type Transport } from './delivery/delivery';
import { transportFromConfig } from './delivery/smtp-transport';
import { defineOutboxJobs } from './delivery/outbox-jobs';
import { defineRowChangesJobs } from './search/row-changes';
import { createJobQueue } from './jobs';
import { notifications } from './modules/notifications';
import { outboxAdminRoutes } from './modules/outbox-admin';
import { ciBoardRoutes } from './modules/ci-board';
import { activityRoutes } from './modules/activity';
import { createLiveEvents } from './live';
import { registerWebApp } from './web-app';
import { sampleRoutes } from './modules/samples';
import { createPublicSurveyService, parseApiBases, publicSurveyRoutes } from './modules/public-survey';
import { statistics } from './modules/statistics';
import { teamManagement } from './modules/team-management';
import { calendarRoutes } from './modules/calendars';
import { plateRoutes } from './modules/plates';

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

const API_PREFIXES = ['/api/', '/auth/', '/oauth/', '/pub/v2/', '/pub/submit-survey', '/pub/notifications/', '/health'];

/** Builds the whole HTTP application around its dependencies; never listens (main.ts does). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { database, config } = deps;
  const clock = deps.clock ?? systemClock;
  const db = database.db;

  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // Fastify's default (100) answered a longer path parameter (a customer lookup of 101 characters) with a bare 414
    // in English: a parameter up to this length reaches its contract, which refuses it in the caller's words.
    routerOptions: { maxParamLength: 1200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerTextGuard(app);

  await registerSecurityHeaders(app);
  await app.register(formbody);
  // Counters in the database: a limit per client address holds across server instances. Its route hooks run after
  // the session's (registered on the root below), so a 429 is worded in a signed-in caller's language too.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db), errorResponseBuilder: rateLimitRefused });

  await registerOpenApi(app);

  // Live events between instances (LISTEN/NOTIFY): one listening connection per channel and instance.
  const live = createLiveEvents(database, app.log);
  app.addHook('onClose', () => live.close());
  // Reference lists are emptied on the session channel and kept no longer than a session (decision 0021).
  const referenceCache = createReferenceCache({ ttlMs: config.SESSION_CACHE_TTL_MS });
  registerAuth(app, { db, clock, live, cache: { ttlMs: config.SESSION_CACHE_TTL_MS, maxEntries: config.SESSION_CACHE_MAX_ENTRIES }, referenceCache });
  registerIdempotency(app, { db, clock });

  const auth = createAuthService({ db, clock, config });
  const session = createSessionService({ db, clock });
  await app.register(healthRoutes, { ping: database.ping });
  const sso = createSso({ db, clock, config, auth });
  await app.register(authRoutes, { auth, sso, config });
  await app.register(ssoRoutes, { sso, config });
  await app.register(sessionRoutes, { session });
  await app.register(referenceRoutes, { db, referenceCache });
  await app.register(planningRoutes, {
    db,
    clock,
    gridCacheMaxBytes: config.PLANNING_GRID_CACHE_MAX_BYTES,
    // Half the pool at most for saves: a burst of them never takes every connection from other users.
    saveConcurrency: Math.max(1, Math.floor(config.DB_POOL_MAX / 2)),
  });
  await app.register(workOrderSearchRoutes, { db, totalBound: config.SEARCH_TOTAL_BOUND });
  await app.register(historyRoutes, { db, totalBound: config.SEARCH_TOTAL_BOUND });
  await app.register(activityRoutes, { db, live });
  await app.register(sampleRoutes, { db });
  await app.register(draftRoutes, { db, clock });
  await app.register(technicianLocationRoutes, {
    db,
    clock,
    limits: { maxKm: config.TECH_LOCATION_MAX_KM, maxMinute: config.TECH_LOCATION_MAX_MINUTE, syncCooldownSeconds: config.TECH_LOCATION_SYNC_COOLDOWN_SECONDS },
    map: { provider: config.MAP_PROVIDER, tileUrl: config.MAP_TILE_URL, attribution: config.MAP_TILE_ATTRIBUTION },
  });
  const blobs = deps.blobs ?? defaultBlobStore(config);
  await app.register(orderDetailsRoutes, { db, clock, blobs });

  // Background work (notification e-mails, outbox retries): defined here, started by main.ts once the
  // demo data is in (tests start it when they need it), stopped by app.close().
  const jobs = createJobQueue({ sql: database.sql, log: app.log, pollSeconds: config.JOB_POLL_SECONDS });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  const transport = deps.transport ?? transportFromConfig(config);
  const delivery = createDelivery({
    db,
    clock,
    transport,
    log: app.log,
    retry: { maxAttempts: config.OUTBOX_MAX_ATTEMPTS, baseSeconds: config.OUTBOX_RETRY_BASE_SECONDS },
  });
  defineOutboxJobs(jobs, delivery);
  definePlanningJobs(jobs, db);
  defineRowChangesJobs(jobs, db);

  await app.register(surveySendingRoutes, {
    db,
    clock,
    delivery,
    limits: {
      perUserPerHour: config.SURVEY_SEND_LIMIT_PER_USER_PER_HOUR,
      perContactPerHour: config.SURVEY_SEND_LIMIT_PER_CONTACT_PER_HOUR,
      linkTtlDays: config.SURVEY_LINK_TTL_DAYS,
    },
    publicBaseUrl: publicBaseUrl(config),
    devMailbox: devOutboxAllowed(config) && isLogTransport(transport) ? transport : undefined,
  });

  await app.register(publicSurveyRoutes, {
    service: createPublicSurveyService({ db, clock }),
    limits: { readPerMinute: config.SURVEY_PUBLIC_READ_LIMIT_PER_MINUTE, submitPerMinute: config.SURVEY_PUBLIC_SUBMIT_LIMIT_PER_MINUTE },
    page: { apiBases: parseApiBases(config.SURVEY_API_BASES), embedOrigins: config.SURVEY_EMBED_ORIGINS, webDistDir: config.WEB_DIST_DIR },
  });
  await app.register(outboxAdminRoutes, { db, clock, delivery });
  await app.register(ciBoardRoutes, { db, clock, blobs, delivery });
  await app.register(calendarRoutes, { db });
  await app.register(plateRoutes, { db, clock });
  await app.register(notifications, {
    db,
    clock,
    delivery,
    jobs,
    publicBaseUrl: publicBaseUrl(config),
    scanSeconds: config.NOTIFICATION_SCAN_SECONDS,
  });

  await app.register(statistics, { db, clock, jobs });
  await app.register(teamManagement, { db, clock, referenceCache });

  registerWebApp(app, config, API_PREFIXES);
  return app;
}
