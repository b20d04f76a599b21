// buildApp(config): the whole API as a Fastify instance that never listens (main.ts does).
// Tests build it with their own config and talk to it over real HTTP.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { registerErrorHandling } from './http/errors.js';
import { loggerOptions } from './http/logging.js';
import { registerMultipart } from './http/multipart.js';
import { registerPrivacyHeaders } from './http/privacy-headers.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { fastifyTrustProxy } from './lib/client-address.js';
import { scheduleHousekeeping } from './lib/housekeeping.js';
import { pruneEvents } from './modules/events/feed.js';
import { claimRound } from './db/periodic-runs.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './lib/rate-limiter.js';
import { adminRoutes } from './modules/admin/routes.js';
import { createAdminNaming } from './modules/admin/admin-naming.js';
import { createRequireAdmin } from './modules/admin/require-admin.js';
import { createAdminService } from './modules/admin/service.js';
import { aiTextFromConfig } from './modules/ai/text-service.js';
import { createAuthenticate, createTokenCheck } from './modules/auth/guard.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import type { PasswordVerifier } from './modules/auth/passwords.js';
import { createTokenService } from './modules/auth/tokens.js';
import { createAccountService } from './modules/auth/account-service.js';
import { emailRoutes } from './modules/auth/email-routes.js';
import { passwordRoutes } from './modules/auth/password-routes.js';
import { signInLinkRoutes } from './modules/auth/sign-in-link-routes.js';
import { trackMemberLanguage } from './modules/mail/member-language.js';
import { createMailService } from './modules/mail/service.js';
import type { MailTransport } from './modules/mail/transport.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { createNotificationService } from './modules/notifications/service.js';
import type { ResolveHost } from './modules/notifications/push-address.js';
import { createProviderHealth } from './modules/admin/provider-health.js';
import type { TopUpLimits } from './modules/demo/top-up.js';
import { loadSimulatedMembers, type SimulatedMembers } from './simulated-members.js';
import { createLocationVerifier } from './modules/geo/location-verifier.js';
import { warmUpPlaces } from './modules/geo/places.js';
import { placeRoutes } from './modules/geo/places-routes.js';
import { instrumentRequests, metricsRoute, startMetricsListener } from './modules/metrics/http.js';
import { createMetrics, type Metrics } from './modules/metrics/registry.js';
import { healthRoutes } from './modules/health/routes.js';
import { matchingRoutes } from './modules/matching/routes.js';
import { createMatchingService, type MatchingService } from './modules/matching/service.js';
import { createDailyPickService, type DailyPickService } from './modules/daily-pick/service.js';
import { createMemoryChatBus, createRedisChatBus } from './modules/chat/bus.js';
import { chatRoutes } from './modules/chat/routes.js';
import { createChatService } from './modules/chat/service.js';
import { ratingRoutes } from './modules/ratings/routes.js';
import { createRatingService } from './modules/ratings/service.js';
import { safetyRoutes } from './modules/safety/routes.js';
import { moderationRoutes } from './modules/moderation/routes.js';
import { createModerationService } from './modules/moderation/service.js';
import { createSafetyService } from './modules/safety/service.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { createPaymentService } from './modules/payments/service.js';
import { photoRoutes } from './modules/photos/routes.js';
import { createPhotoService } from './modules/photos/service.js';
import { createPhotoStorage, type PhotoStorage } from './modules/photos/storage.js';
import type { DecodeSlots } from './modules/photos/decode-slots.js';
import { createUploadAdmission } from './modules/photos/upload-admission.js';
import { processNudityClassifier, type NudityClassifier } from './modules/photo-screening/nudity-classifier.js';
import { createPhotoScreener } from './modules/photo-screening/screening.js';
import { adminPhotoRoutes } from './modules/photos/admin-routes.js';
import { adminVerificationRoutes } from './modules/verification/admin-routes.js';
import { createFaceAnalyzer, type FaceAnalyzer } from './modules/verification/face-analyzer.js';
import type { MoveSource } from './modules/verification/sequence.js';
import { verificationRoutes } from './modules/verification/routes.js';
import { createVerificationService } from './modules/verification/service.js';
import { processVisionClient } from './modules/photo-screening/vision-client.js';
import { profileRoutes } from './modules/profile/routes.js';
import { createProfileService } from './modules/profile/service.js';
import { testimonialRoutes } from './modules/testimonials/routes.js';
import { createTestimonialService } from './modules/testimonials/service.js';
import { registerWebApp } from './modules/web/static.js';

/** JSON bodies are small forms; uploads have their own multipart limits (http/multipart.ts). */
const JSON_BODY_LIMIT = 100 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    /** The demo community's members (decision 065): the live demo outside production, inert in it. */
    liveDemo: SimulatedMembers;
    metrics: Metrics;
    /** Periodic maintenance; `firstRun` settles after the run soon after start-up. */
    housekeeping: { firstRun: Promise<void> };
    /** The daily pick's service (tests run its housekeeping task by hand). */
    dailyPicks: DailyPickService;
    matching: MatchingService;
  }
}

export async function buildApp(
  config: Config,
  overrides: {
    limiter?: RateLimiter;
    photoStorage?: PhotoStorage;
    passwords?: PasswordVerifier;
    /** How new passwords are hashed (sign-up, reset, change; test servers: a cheap argon2id, decision 039). */
    passwordHash?: (password: string) => Promise<string>;
    /** Where log lines go instead of stdout (tests that read the log). */
    logStream?: NodeJS.WritableStream;
    decodeSlots?: DecodeSlots;
    /** The nudity model (tests that need a failing or full one); the process-wide one otherwise. */
    nudityClassifier?: NudityClassifier;
    /** The head movements photo verification asks for (tests name them; members get random ones). */
    verificationMoves?: MoveSource;
    /** The face models (tests: the real ones, analysing each picture once per file); the process-wide worker's otherwise. */
    faceAnalyzer?: FaceAnalyzer;
    mailTransport?: MailTransport;
    /** A migrated in-memory PGlite data directory to start from (test servers, decision 039). */
    pgliteSnapshot?: Blob;
    /** An open PGlite to use, left open at close for its lender (test servers' pool, decision 077). */
    lentPglite?: PGlite;
    /** How push endpoints' host names are resolved (tests: a double; no test touches real DNS). */
    resolvePushHost?: ResolveHost;
    /** The first-run demo's top-up deck size and caps (tests: small ones; decision 044). */
    demoTopUpLimits?: TopUpLimits;
    /** How long after start-up housekeeping first runs (test servers: at once). */
    housekeepingFirstRunDelayMs?: number;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, overrides.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerPrivacyHeaders(app);
  // JSON and multipart only: a text/plain body is refused with 415 instead of reaching validation.
  app.removeContentTypeParser('text/plain');

  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    pgliteSnapshot: overrides.pgliteSnapshot,
    lentPglite: overrides.lentPglite,
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

  registerSecurityHeaders(app);
  // The web app is served from the public origin; a browser page from any other origin gets no CORS
  // headers, so it cannot read API answers (tokens are bearer headers, never cookies: no CSRF either).
  await app.register(cors, {
    origin: [config.publicOrigin],
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', 'x-request-id'],
    maxAge: 600,
  });
  await registerMultipart(app);
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
  // Admins named by ADMIN_EMAILS (decision 053): the confirmed ones now, the others on their next request.
  const adminNaming = createAdminNaming(database, config.adminEmails, app.log);
  await adminNaming.applyAtStartUp();
  const authenticate = adminNaming.wrap(createAuthenticate(database, tokens));
  // Hot paths whose first statement reads the member's row themselves (issue 36) only check the token.
  const checkToken = createTokenCheck(tokens);
  const photoStorage = overrides.photoStorage ?? (await createPhotoStorage(config));
  app.addHook('onClose', () => photoStorage.close());
  const nudity = overrides.nudityClassifier ?? processNudityClassifier;
  const screener = createPhotoScreener(config.photoScreening, nudity, app.log, metrics.photoScreened);
  // The model loads (~1 s) in its worker once the server listens, so the first upload does not wait for it.
  if (config.photoScreening.enabled) {
    app.addHook('onListen', () => {
      nudity.warm().catch((err) => app.log.error({ err }, 'nudity model could not load: new photos are held'));
    });
  }
  const photos = createPhotoService(database, photoStorage, app.log, { slots: overrides.decodeSlots, screener });
  const admitUpload = createUploadAdmission({ database, limiter, rule: config.rateLimits.photoUploadsPerUser });
  const mail = createMailService({ config, database, log: app.log, transport: overrides.mailTransport });
  // Started once listening; stopped before the database closes, letting a mail being sent finish.
  app.addHook('onListen', () => mail.start());
  app.addHook('preClose', () => mail.stop());
  // Callback hooks, not async ones, on every request: no promise nor microtask for a synchronous step.
  app.addHook('onResponse', (_request, _reply, done) => {
    mail.afterResponse();
    done();
  });
  const notifications = createNotificationService({
    database,
    mail,
    push: config.push,
    resolvePushHost: overrides.resolvePushHost,
    serverSecret: config.jwtSecret,
    log: app.log,
  });
  // Pushes go out like mails: after the answer, from a worker started once listening.
  app.addHook('onListen', () => notifications.push.start());
  app.addHook('preClose', () => notifications.push.stop());
  app.addHook('onResponse', (_request, _reply, done) => {
    notifications.push.afterResponse();
    done();
  });
  trackMemberLanguage(app, database);
  const ratings = createRatingService(database, config.ratingsVisibilityThreshold, notifications.ratingsPublished);
  const profile = createProfileService(
    database,
    photos,
    ratings.socialScores,
    {
      limiter,
      rule: config.rateLimits.placeChangesPerUser,
    },
    app.log,
    mail,
    { screening: config.messageScreening, minPhotosToAppear: config.minPhotosToAppear },
  );
  const chatBus = config.redisUrl
    ? await createRedisChatBus(config.redisUrl, (err) => app.log.error({ err }, 'redis chat bus'))
    : createMemoryChatBus();
  app.addHook('onClose', () => chatBus.close());
  const chat = createChatService({
    database,
    bus: chatBus,
    limiter,
    sendRule: config.rateLimits.chatMessagesPerUser,
    log: app.log,
    notices: notifications.messageNotices,
    screening: config.messageScreening,
    onScreened: metrics.messageScreened,
  });
  profile.onScamSignals(chat.recordProfileScamSignals);
  const safety = createSafetyService(database, limiter, config.rateLimits.reportsPerUser, chat);
  // Loaded before matching, which asks it whether a simulated member likes back (outside production only).
  const liveDemo = await loadSimulatedMembers({
    config,
    database,
    storage: photoStorage,
    chat,
    onReplied: metrics.demoReplied,
    topUpLimits: overrides.demoTopUpLimits,
    log: app.log,
  });
  const matching = createMatchingService({
    database,
    ai: aiTextFromConfig(config.ai, app.log),
    socialScores: ratings.socialScores,
    conversations: chat.conversations,
    log: app.log,
    onMatch: notifications.matchCreated,
    requireEmailVerification: config.requireEmailVerification,
    likesBack: liveDemo.likesBack,
    onRanked: metrics.discoverRanked,
    photos,
    waitingForReply: chat.waitingForReply,
    yourTurnLimit: config.yourTurnLimit,
    minPhotosToAppear: config.minPhotosToAppear,
    onArrival: notifications.discoverArrival,
  });
  app.decorate('matching', matching);
  // The index stops following the feed, and arrivals being told finish, before the database closes.
  app.addHook('preClose', async () => {
    matching.close();
    await matching.arrivalsSettled();
  });
  const dailyPicks = createDailyPickService({ database, matching, log: app.log });
  app.decorate('dailyPicks', dailyPicks);
  profile.onQuestionnaireCompleted(dailyPicks.arrive);
  app.decorate('liveDemo', liveDemo);
  // A real member's new deck criteria may bring demo people around them (first-run demo only, decision 044).
  profile.onChange(liveDemo.profileChanged);
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
  const payments = createPaymentService({ config, database, limiter, log: app.log, mail });
  metrics.readFrom({
    discoverIndexSize: matching.indexSize,
    paymentSessions: payments.sessionCounts,
    mailOutbox: mail.outboxCounts,
  });
  const housekeeping = scheduleHousekeeping(
    app,
    [
      { name: 'orphan photo files', run: () => photos.sweepOrphans(config.photoOrphanGraceSeconds) },
      { name: 'abandoned checkout sessions', run: () => payments.purgeAbandonedSessions() },
      { name: 'reply-waiting reminders', run: () => notifications.sweepReplyWaiting() },
      { name: 'daily message digests', run: () => notifications.sweepMessageDigests() },
      { name: 'daily pick', run: () => dailyPicks.computeToday() },
      { name: 'stale live connections', run: () => notifications.purgeStaleLiveConnections() },
      { name: 'finished mails', run: () => mail.purgeFinished() },
      { name: 'finished pushes', run: () => notifications.push.purgeFinished() },
      { name: 'stale account links', run: () => account.purgeStaleTokens() },
      { name: 'old domain events', run: () => pruneEvents(database.db) },
    ],
    database.kind === 'postgres' ? (windowMs) => claimRound(database.db, 'housekeeping', windowMs) : undefined,
    overrides.housekeepingFirstRunDelayMs,
  );
  app.decorate('housekeeping', housekeeping);
  const locations = createLocationVerifier({ database, cityDbPath: config.geo.cityDbPath, log: app.log });
  // The gazetteer (~0.4 s) loads just after start-up: not during it, and not on the first sign-in's clock.
  app.addHook('onListen', async () => {
    setTimeout(() => void locations.warmUp().then(warmUpPlaces), 0).unref();
  });
  const testimonials = createTestimonialService({ database, limiter, rule: config.rateLimits.testimonialsPerIp });
  const admin = createAdminService({
    database,
    freeSignupLimit: config.freeSignupLimit,
    testPayments: config.payments.provider === 'sandbox',
    deleteAccount: profile.deleteAccount,
    demo: liveDemo,
    providers,
    reports: safety,
    testimonials,
  });
  const moderation = createModerationService({
    database,
    mail,
    resolveReport: safety.resolveReportAbout,
  });
  const verification = createVerificationService({
    database,
    photos,
    analyzer: overrides.faceAnalyzer ?? createFaceAnalyzer(processVisionClient),
    options: config.photoVerification,
    limiter,
    rule: config.rateLimits.verificationsPerUser,
    log: app.log,
    moves: overrides.verificationMoves,
  });
  // The verified face must stay in the shown photos: checked after the answer, never blocking it.
  photos.onRemoved((userId) => {
    verification.recheck(userId).catch((err) => app.log.error({ err, userId }, 'verification re-check failed'));
  });
  const account = createAccountService({
    config,
    database,
    tokens,
    limiter,
    mail,
    log: app.log,
    viewOf: profile.view,
    hashPassword: overrides.passwordHash,
  });
  const auth = createAuthService({
    config,
    database,
    tokens,
    limiter,
    viewOf: profile.view,
    credits: payments.credits,
    onSignIn: locations.verify,
    checkSignIn: moderation.checkSignIn,
    passwords: overrides.passwords,
    hashPassword: overrides.passwordHash,
    onAccountCreated: (tx, user) => account.queueConfirmation(tx, user),
    afterAccountCreated: () => void mail.kick(),
  });

  healthRoutes(app, database);
  metricsRoute(app, metrics, config.metrics.token);
  if (config.metrics.port !== undefined) await startMetricsListener(app, metrics, config.metrics.port);
  await app.register(authRoutes(auth, authenticate), { prefix: '/api/auth' });
  await app.register(passwordRoutes(account, authenticate), { prefix: '/api/auth/password' });
  await app.register(emailRoutes(account, authenticate), { prefix: '/api/auth/email' });
  await app.register(signInLinkRoutes(account, auth), { prefix: '/api/auth' });
  await app.register(notificationRoutes(notifications, authenticate), { prefix: '/api/notifications' });
  await app.register(paymentRoutes(payments), { prefix: '/api/payments' });
  await app.register(placeRoutes(limiter, config.rateLimits.placeSearchPerIp), { prefix: '/api/places' });
  await app.register(
    async (scope) => {
      await scope.register(profileRoutes(profile, authenticate));
      await scope.register(photoRoutes(photos, authenticate, admitUpload), { prefix: '/photos' });
    },
    { prefix: '/api/profile' },
  );
  await app.register(
    chatRoutes(chat, chatBus, authenticate, checkToken, matching.openersFor, notifications.streamOpened),
    {
      prefix: '/api/chat',
    },
  );
  await app.register(ratingRoutes(ratings, authenticate), { prefix: '/api/ratings' });
  await app.register(verificationRoutes(verification, authenticate), { prefix: '/api/verification' });
  await app.register(safetyRoutes(safety, authenticate), { prefix: '/api' });
  await app.register(moderationRoutes(moderation, authenticate), { prefix: '/api/moderation' });
  await app.register(matchingRoutes(matching, authenticate, checkToken), { prefix: '/api' });
  await app.register(testimonialRoutes(testimonials, authenticate), { prefix: '/api/testimonials' });
  const requireAdmin = createRequireAdmin(authenticate);
  await app.register(adminRoutes(admin, testimonials, moderation, requireAdmin), { prefix: '/api/admin' });
  await app.register(adminPhotoRoutes(photos, moderation, requireAdmin), { prefix: '/api/admin' });
  await app.register(adminVerificationRoutes(verification, requireAdmin), { prefix: '/api/admin' });
  await registerWebApp(app, config.webDistDir, config.publicOrigin, config.socialProof);

  return app;
}
