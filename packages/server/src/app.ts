import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import mercurius from 'mercurius';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { TDatabase } from './db/database';
import { withWriteTracking } from './db/write-tracking';
import type { TRequestContext, TServices } from './graphql/context';
import { graphqlLimitOptions } from './graphql/graphql-limits';
import { mergeResolvers } from './graphql/graphql-schema';
import { inboxLoaders, registerInboxExportRoute, createInboxService } from './modules/application';
import { loadSchema } from './graphql/schema-sdl';
import {
  applicationDetailsOpenApiPaths,
  registerApplicationDetailsRoutes,
  createApplicationDetailsService,
} from './modules/application-details';
import { createAuthService, createSessionsService, createRefusedWrites, createSignInGuard } from './modules/auth';
import { createNoteDraftsService, registerNotesExportRoute, createNotesService } from './modules/notes';
import { createCorrectionsService } from './modules/corrections';
import { registerRateLimits } from './modules/rate-limit';
import { registerHealthRoutes } from './modules/health';
import { registerIdempotency } from './modules/idempotency';
import { registerMetrics } from './modules/metrics';
import { registerDevSmsRoute, createSmsGateway, smsOutbox, type TSmsSink } from './modules/sms';
import { createFormsService } from './modules/forms';
import { platformOpenApi, registerPlatformRoutes, createPlatformService } from './modules/platform';
import { plotMapOpenApiPaths, registerPlotMapRoutes, createPlotMapService } from './modules/plot-map';
import {
  createStorage,
  mediaOpenApiPaths,
  registerMediaRoutes,
  createMediaService,
  createClamdScanner,
  type TStorage,
} from './modules/storage';
import { createFieldInspectionService } from './modules/field-inspection';
import { orderOpenApiPaths, registerOrderRoutes, createOrdersService } from './modules/orders';
import { createOfficerService } from './modules/officer';
import { createAdministrationService, registerAdministrationRoutes } from './modules/administration';
import { createFeedbackService, registerFeedbackRoutes } from './modules/feedback';
import { createWorkflowCommands } from './modules/workflow-commands';
import { createWorkflowService } from './modules/workflow';
import {
  createOfficerReportsService,
  registerReportExportRoute,
  createReportsService,
  registerVillagesRoutes,
} from './modules/reports';
import { createConditionsService } from './modules/conditions';
import { feeOpenApiPaths, registerFeeRoutes, createFeesService } from './modules/fees';
import { deviationOpenApiPaths, registerDeviationRoutes, createDeviationService } from './modules/deviation';
import type { TClock } from './platform/clock';
import { signInLimitsOf, type TConfig, type TTrustProxy } from './platform/config';
import { registerHardening } from './platform/hardening';
import { registerCompression } from './platform/compression';
import { databaseErrorSummary } from './db/database-errors';
import { loggerOptions, type TLogStream, type TProcessLogger } from './platform/logger';
import { registerRequestIds, requestIdOf } from './platform/request-id';
import { feeRatesWith } from '@anumati/domain';
import { bearerToken } from './http/bearer-token';

export type TAppOptions = {
  db: TDatabase;
  config: TConfig;
  clock: TClock;
  /** true: a logger of its own; a logger: the process's (main.ts, so start-up and crash lines share it). */
  logger?: boolean | TProcessLogger;
  /** Where the log goes when logger is true (standard output by default); tests read it. */
  logStream?: TLogStream;
  storage?: TStorage;
  /** PostgreSQL's pool, for the metrics' pool gauges. */
  pool?: pg.Pool;
  /** The probes' database (the handle's probeDb): health and metrics never wait behind a full request pool. */
  probeDb?: TDatabase;
};

/**
 * TRUST_PROXY as Fastify's option. A hop count becomes the function Fastify itself builds from a number (trust
 * the nearest n hops), as Fastify's types do not list numbers.
 */
function fastifyTrustProxy(trust: TTrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config, clock } = options;
  // Every service's transactions tell the request when they commit (issue 50 §3, modules/idempotency).
  const db = withWriteTracking(options.db);
  const app = Fastify({
    ...(typeof options.logger === 'object'
      ? { loggerInstance: options.logger }
      : { logger: options.logger ? loggerOptions(options.logStream) : false }),
    // Issue 50 §8: the proxy's or client's X-Request-Id, else a UUID (platform/request-id.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Only the configured proxies may say who the client is (X-Forwarded-For); by default nobody may.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
  });

  registerRequestIds(app);
  // Issue 15 §2–4: error answers, overload guard and security headers, before any route is registered.
  await registerHardening(app, config);
  await registerCompression(app);
  const probeDb = options.probeDb ?? db;
  const metrics = registerMetrics(app, { db: probeDb, clock, pool: options.pool, token: config.METRICS_TOKEN });
  const outbox =
    config.SMS_SINK === 'outbox' ? smsOutbox({ now: clock.now, log: (line) => app.log.info(line) }) : undefined;
  const sms: TSmsSink =
    outbox ??
    createSmsGateway({
      url: config.SMS_GATEWAY_URL ?? '',
      token: config.SMS_GATEWAY_TOKEN,
      attempts: config.SMS_GATEWAY_ATTEMPTS,
      retryDelayMs: config.SMS_GATEWAY_RETRY_MS,
      db,
      clock,
      log: app.log,
      onResult: metrics.recordSms,
    });

  const rateLimits = await registerRateLimits(app, {
    db,
    clock,
    signInPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    publicRestPerMinute: config.PUBLIC_RATE_LIMIT_PER_MINUTE,
    feedbackPerMinute: config.FEEDBACK_RATE_LIMIT_PER_MINUTE,
    budget: {
      sessionPerMinute: config.SESSION_RATE_PER_MINUTE,
      sessionConcurrency: config.SESSION_CONCURRENCY,
      addressConcurrency: config.ADDRESS_CONCURRENCY,
    },
  });

  registerIdempotency(app, { db, clock });

  const storage = options.storage ?? createStorage(config, clock);
  const scanner = config.CLAMAV_HOST
    ? createClamdScanner({ host: config.CLAMAV_HOST, port: config.CLAMAV_PORT, timeoutMs: config.CLAMAV_TIMEOUT_MS })
    : null;
  const media = createMediaService({ db, clock, storage, scanner });
  registerHealthRoutes(app, { db: probeDb, storage });
  const orders = createOrdersService({ db, storage, consoleUrl: config.PUBLIC_CONSOLE_URL });
  // The workflow's decision step issues each decision's order through the orders module (TDecisionOrders).
  const workflow = createWorkflowService({ db, clock, orders });
  const forms = createFormsService({ db, clock });
  const feeRates = feeRatesWith(config.FEE_RATES);
  const services: TServices = {
    auth: createAuthService({
      db,
      clock,
      sms,
      secret: config.AUTH_SECRET,
      otpLength: config.OTP_LENGTH,
      idleTimeoutSeconds: config.IDLE_TIMEOUT_SECONDS,
      refusePublishedPasswords: config.NODE_ENV === 'production',
      limits: signInLimitsOf(config),
      sessionMaxAgeSeconds: config.SESSION_MAX_AGE_SECONDS,
      secureCookies: config.NODE_ENV === 'production',
      onSessionTouchError: (error) =>
        app.log.warn({ error: databaseErrorSummary(error) }, 'session last-seen times not written'),
    }),
    inbox: createInboxService({ db, clock }),
    officer: createOfficerService({ db }),
    workflowCommands: createWorkflowCommands({ db, clock, workflow, forms }),
    forms,
    notes: createNotesService({ db, clock, storage }),
    corrections: createCorrectionsService({ db, clock, storage }),
    reports: createReportsService({ db, clock }),
    officerReports: createOfficerReportsService({ db, clock }),
    fees: createFeesService({ db, clock, workflow, rates: feeRates }),
    conditions: createConditionsService({ db, clock }),
    publicSettings: { otpLength: config.OTP_LENGTH, sessionIdleTimeoutSeconds: config.IDLE_TIMEOUT_SECONDS },
    authRateLimit: rateLimits.signIn,
    sessions: createSessionsService({
      db,
      clock,
      limits: { idleTimeoutSeconds: config.IDLE_TIMEOUT_SECONDS, maxAgeSeconds: config.SESSION_MAX_AGE_SECONDS },
    }),
    noteDrafts: createNoteDraftsService({ db, clock }),
    refusedWrites: createRefusedWrites({ db, clock, log: app.log }),
    fieldInspection: createFieldInspectionService({
      db,
      clock,
      storage,
      media,
      maxDistanceMetres: config.FIELD_PHOTO_MAX_DISTANCE_M,
      // A photo names the question it answers by its title in the file's form (issue 53).
      questionTitles: (applicationId) => forms.questionTitles(applicationId),
    }),
    administration: createAdministrationService({
      db,
      clock,
      workflow,
      // The reset code goes as the officer's own "forgot password" sends it (its caps and audit).
      auth: { resetOfficerPassword: (username) => services.auth.resetOfficerPassword(username) },
      guard: createSignInGuard({ db, clock, limits: signInLimitsOf(config) }),
      logger: app.log,
    }),
  };
  app.decorate('refusedWrites', services.refusedWrites);
  app.addHook('onClose', async () => services.auth.closeSessionTouches());

  await app.register(mercurius, {
    schema: loadSchema(),
    resolvers: mergeResolvers(),
    loaders: inboxLoaders,
    path: '/graphql',
    graphiql: false,
    jit: 1,
    // Issue 15 §3: token, alias, depth, directive and cost limits, no introspection or suggestions in production.
    ...graphqlLimitOptions(config),
    context: async (request): Promise<TRequestContext> => {
      const token = bearerToken(request.headers.authorization);
      return {
        services,
        session: token ? await services.auth.authenticate(token) : null,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      };
    },
  });

  registerPlatformRoutes(app, {
    apiKey: config.PLATFORM_API_KEY,
    platform: createPlatformService({ db, clock, workflow, feeRates }),
  });
  // Issue 51 §7: the API's description is for integrators on a test server, not for anyone who finds production.
  if (config.NODE_ENV !== 'production') registerApiDocs(app);
  registerFeeRoutes(app, { ...services, publicRateLimit: rateLimits.publicRest });
  registerOrderRoutes(app, { orders, publicRateLimit: rateLimits.publicRest });
  registerDeviationRoutes(app, { auth: services.auth, deviation: createDeviationService({ db, clock }) });
  registerInboxExportRoute(app, services);
  registerNotesExportRoute(app, services);
  registerVillagesRoutes(app, services);
  registerReportExportRoute(app, services);
  registerAdministrationRoutes(app, services);
  registerFeedbackRoutes(app, {
    auth: services.auth,
    feedback: createFeedbackService({ db, clock }),
    rateLimit: rateLimits.feedback,
  });
  registerMediaRoutes(app, {
    auth: services.auth,
    storage,
    media,
  });
  registerApplicationDetailsRoutes(app, {
    auth: services.auth,
    details: createApplicationDetailsService({ db, storage, orders }),
  });
  registerPlotMapRoutes(app, { auth: services.auth, plotMap: createPlotMapService({ db, clock, config }) });
  app.get('/api/health', async () => ({ success: true, message: 'ok', data: { time: clock.now().toISOString() } }));

  if (outbox && config.NODE_ENV !== 'production') registerDevSmsRoute(app, outbox);

  registerConsole(app, resolve(config.WEB_DIST_DIR));
  return app;
}

/** GET /api/docs: the OpenAPI description of the REST API, the platform's and the officers' routes. */
function registerApiDocs(app: FastifyInstance): void {
  app.get('/api/docs', async () => {
    const document = platformOpenApi();
    return {
      ...document,
      components: {
        securitySchemes: {
          ...document.components.securitySchemes,
          officerToken: { type: 'http', scheme: 'bearer', description: 'An officer’s session (verifyOtp)' },
        },
      },
      paths: {
        ...document.paths,
        ...mediaOpenApiPaths(),
        ...applicationDetailsOpenApiPaths(),
        ...plotMapOpenApiPaths(),
        ...feeOpenApiPaths(),
        ...deviationOpenApiPaths(),
        ...orderOpenApiPaths(),
      },
    };
  });
}

/** Vite names every file under assets/ by its content's hash: a changed file is a new name, so it never goes stale. */
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** A path whose last part names a file (favicon.ico, robots.txt): never one of the console's routes. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * Serves the built console; any path that is not the API gets index.html, so the console's router decides. The
 * build writes a brotli and a gzip copy beside each file, sent to browsers that accept them (issue 17 §4).
 * index.html names the current hashed files, so browsers ask again every time (`no-cache` still lets them reuse
 * it after a 304).
 */
function registerConsole(app: FastifyInstance, distDir: string): void {
  if (!existsSync(distDir)) return;
  const assetsDir = join(distDir, 'assets') + sep;
  void app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // A route for each file the console's build wrote, not for their brotli and gzip copies: preCompressed finds
    // those beside the file. Registering 572 files' routes instead of 201 took about 0.45 s of every start.
    globIgnore: ['**/*.br', '**/*.gz'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', path.startsWith(assetsDir) ? HASHED_ASSET_CACHE : 'no-cache');
      response.setHeader('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // A file that is not there (a chunk of the console before the last deployment, favicon.ico) is missing, not a
    // route: the console's HTML under a script's name would fail as a script, and hide the cause from the logs. No
    // route of the console has a dot in its path.
    const isMissingFile = request.url.startsWith('/assets/') || FILE_NAME.test(request.url.split('?')[0] ?? '');
    if (
      request.method !== 'GET' ||
      isMissingFile ||
      request.url.startsWith('/api/') ||
      request.url.startsWith('/graphql')
    ) {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    return reply.sendFile('index.html');
  });
}
