// buildApp(config): the whole API as a Fastify instance that never listens (main.ts does).
// Tests build it with their own config and talk to it over real HTTP.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { MSG } from '@affinia/contract';
import { HttpError, registerErrorHandling } from './http/errors.js';
import { scheduleHousekeeping } from './lib/housekeeping.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.js';
import { adminRoutes } from './modules/admin/routes.js';
import { createRequireAdmin } from './modules/admin/require-admin.js';
import { createAdminService } from './modules/admin/service.js';
import { aiTextFromConfig } from './modules/ai/text-service.js';
import { createAuthenticate } from './modules/auth/guard.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createProviderHealth } from './modules/admin/provider-health.js';
import { createLiveDemo, type LiveDemo } from './modules/demo/live-demo.js';
import { demoLikesBack } from './modules/demo/simulated-members.js';
import { createLocationVerifier } from './modules/geo/location-verifier.js';
import { instrumentRequests, metricsRoute, startMetricsListener } from './modules/metrics/http.js';
import { createMetrics, type Metrics } from './modules/metrics/registry.js';
import { paymentSessionCounts } from './modules/metrics/scrape-sources.js';
import { healthRoutes } from './modules/health/routes.js';
import { matchingRoutes } from './modules/matching/routes.js';
import { createMatchingService } from './modules/matching/service.js';
import { createMemoryChatBus, createRedisChatBus } from './modules/chat/bus.js';
import { chatRoutes } from './modules/chat/routes.js';
import { createChatService } from './modules/chat/service.js';
import { ratingRoutes } from './modules/ratings/routes.js';
import { createRatingService } from './modules/ratings/service.js';
import { safetyRoutes } from './modules/safety/routes.js';
import { createSafetyService } from './modules/safety/service.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { createPaymentService } from './modules/payments/service.js';
import { photoRoutes } from './modules/photos/routes.js';
import { createPhotoService } from './modules/photos/service.js';
import { createPhotoStorage, type PhotoStorage } from './modules/photos/storage.js';
import { profileRoutes } from './modules/profile/routes.js';
import { createProfileService } from './modules/profile/service.js';
import { testimonialRoutes } from './modules/testimonials/routes.js';
import { createTestimonialService } from './modules/testimonials/service.js';
import { registerWebApp } from './modules/web/static.js';

/** JSON bodies are small forms; uploads have their own multipart limits. */
const JSON_BODY_LIMIT = 100 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Text fields of multipart forms: far above any field's own maximum (2000-character messages). */
const MULTIPART_FIELD_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The first-run demo population and the demo members' replies. */
    liveDemo: LiveDemo;
    metrics: Metrics;
  }
}

export async function buildApp(
  config: Config,
  overrides: { limiter?: RateLimiter; photoStorage?: PhotoStorage } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // JSON and multipart only: a text/plain body is refused with 415 instead of reaching validation.
  app.removeContentTypeParser('text/plain');

  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onQuery: (kind, seconds) => metrics.query(config.databaseUrl ? 'postgres' : 'pglite', kind, seconds),
  });
  app.decorate('database', database);
  const providers = createProviderHealth({ payments: config.payments.stripe ? 'stripe' : 'sandbox' });
  instrumentRequests(app, metrics, providers);
  const limiter =
    overrides.limiter ??
    (config.redisUrl
      ? await createRedisRateLimiter(config.redisUrl, (err) => app.log.error({ err }, 'redis rate limiter'))
      : createMemoryRateLimiter());
  app.addHook('onClose', async () => {
    await limiter.close();
    await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The web app is served from the public origin; a browser page from any other origin gets no CORS
  // headers, so it cannot read API answers (tokens are bearer headers, never cookies: no CSRF either).
  await app.register(cors, {
    origin: [config.publicOrigin],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', 'x-request-id'],
    maxAge: 600,
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: MULTIPART_FIELD_BYTES, parts: 25 },
  });
  // busboy cuts a text field at fieldSize without an error, and 'keyValues' drops its "truncated" flag:
  // a field that reached the limit was cut, so refuse the request rather than validate a cut value.
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart() || !req.body || typeof req.body !== 'object') return;
    for (const value of Object.values(req.body as Record<string, unknown>)) {
      if (typeof value === 'string' && Buffer.byteLength(value) >= MULTIPART_FIELD_BYTES) {
        throw new HttpError(413, MSG.bodyTooLarge);
      }
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Affinia API', version: '1.0.0', description: 'Errors are `{"detail": "..."}` in French.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const tokens = createTokenService(config.jwtSecret, config.jwtTtlSeconds);
  const authenticate = createAuthenticate(database, tokens);
  const photoStorage = overrides.photoStorage ?? (await createPhotoStorage(config));
  app.addHook('onClose', () => photoStorage.close());
  const photos = createPhotoService(database, photoStorage, app.log);
  const ratings = createRatingService(database, config.ratingsVisibilityThreshold);
  const profile = createProfileService(database, photos, ratings.socialScores);
  const chatBus = config.redisUrl
    ? await createRedisChatBus(config.redisUrl, (err) => app.log.error({ err }, 'redis chat bus'))
    : createMemoryChatBus();
  app.addHook('onClose', () => chatBus.close());
  const chat = createChatService({
    database,
    bus: chatBus,
    limiter,
    sendRule: config.rateLimits.chatMessagesPerUser,
  });
  const safety = createSafetyService(database, limiter, config.rateLimits.reportsPerUser);
  const matching = createMatchingService({
    database,
    ai: aiTextFromConfig(config.ai, app.log),
    socialScores: ratings.socialScores,
    log: app.log,
    likesBack: demoLikesBack,
    onRanked: metrics.discoverRanked,
  });
  profile.onChange(matching.profileChanged);
  metrics.readFrom({
    discoverIndexSize: matching.indexSize,
    paymentSessions: () => paymentSessionCounts(database.db),
  });
  const liveDemo = createLiveDemo({
    database,
    storage: photoStorage,
    chat,
    dataDir: config.dataDir,
    firstRunUsers: config.demoUsers,
    profileChanged: matching.profileChanged,
    onReplied: metrics.demoReplied,
    log: app.log,
  });
  app.decorate('liveDemo', liveDemo);
  chat.onSent(liveDemo.messageSent);
  // Outside production, an empty embedded database gets its demo population in the background: the
  // server answers at once, and discover fills up within seconds (docs/decisions/012).
  app.addHook('onListen', async () => {
    setTimeout(() => void liveDemo.startFirstRun().catch(() => {}), 0).unref();
  });
  // Before the database closes: pending replies are dropped, a first-run population being written finishes.
  app.addHook('preClose', async () => {
    liveDemo.close();
    await liveDemo.firstRunSettled();
  });
  // The discover index loads just after start-up, so the first discover does not wait for it.
  app.addHook('onListen', async () => {
    setTimeout(() => void matching.warmUp(), 0).unref();
  });
  const payments = createPaymentService({ config, database, limiter, log: app.log });
  scheduleHousekeeping(app, [
    { name: 'orphan photo files', run: () => photos.sweepOrphans(config.photoOrphanGraceSeconds) },
    { name: 'abandoned checkout sessions', run: () => payments.purgeAbandonedSessions() },
  ]);
  const locations = createLocationVerifier({ database, cityDbPath: config.geo.cityDbPath, log: app.log });
  // The gazetteer (~0.4 s) loads just after start-up: not during it, and not on the first sign-in's clock.
  app.addHook('onListen', async () => {
    setTimeout(() => void locations.warmUp(), 0).unref();
  });
  const testimonials = createTestimonialService({ database, limiter, rule: config.rateLimits.testimonialsPerIp });
  const admin = createAdminService({
    database,
    freeSignupLimit: config.freeSignupLimit,
    deleteAccount: profile.deleteAccount,
    demo: liveDemo,
    providers,
  });
  const auth = createAuthService({
    config,
    database,
    tokens,
    limiter,
    viewOf: profile.view,
    credits: payments.credits,
    onSignIn: locations.verify,
  });

  healthRoutes(app, database);
  metricsRoute(app, metrics, config.metrics.token);
  if (config.metrics.port !== undefined) await startMetricsListener(app, metrics, config.metrics.port);
  await app.register(authRoutes(auth, authenticate), { prefix: '/api/auth' });
  await app.register(paymentRoutes(payments), { prefix: '/api/payments' });
  await app.register(
    async (scope) => {
      await scope.register(profileRoutes(profile, authenticate));
      await scope.register(photoRoutes(photos, authenticate), { prefix: '/photos' });
    },
    { prefix: '/api/profile' },
  );
  await app.register(chatRoutes(chat, chatBus, authenticate, matching.openersFor), { prefix: '/api/chat' });
  await app.register(ratingRoutes(ratings, authenticate), { prefix: '/api/ratings' });
  await app.register(safetyRoutes(safety, authenticate), { prefix: '/api' });
  await app.register(matchingRoutes(matching, authenticate), { prefix: '/api' });
  await app.register(testimonialRoutes(testimonials, authenticate), { prefix: '/api/testimonials' });
  await app.register(adminRoutes(admin, testimonials, createRequireAdmin(authenticate)), { prefix: '/api/admin' });
  await registerWebApp(app, config.webDistDir, config.publicOrigin);

  return app;
}
