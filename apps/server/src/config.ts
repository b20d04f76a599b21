// Every setting is read once here from the environment, validated, and a bad value stops start-up.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { accessSync, constants, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  FREE_SIGNUP_LIMIT,
  RATINGS_VISIBILITY_THRESHOLD,
  emailSchema,
  YOUR_TURN_LIMIT_DEFAULT,
  MAX_PHOTOS,
  MIN_PHOTOS_TO_APPEAR_DEFAULT,
  type SocialProofMode,
} from '@affinia/contract';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built web app: apps/web/dist, found from src/ (tsx) and from dist/ (bundled server) alike. */
const defaultWebDist = path.resolve(here, '../../web/dist');

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: which peers may tell us the client's address in X-Forwarded-For. A hop count (`1` = one
 * reverse proxy in front: the address it appended is the client) or the proxies' own addresses/CIDRs
 * (and proxy-addr's names loopback, linklocal, uniquelocal), as Fastify's `trustProxy` takes them.
 * `true` would trust every hop, including the one the client writes itself: refused.
 */
export type TrustProxy = false | number | string[];
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > (family === 4 ? 32 : 128)) return false;
  return true;
};
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.toLowerCase();
    if (['', 'false', 'no', '0'].includes(value)) return false;
    if (value === 'true' || value === 'yes') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true would believe any X-Forwarded-For address a client writes itself. Write how many ' +
          'reverse proxies stand in front of Affinia (TRUST_PROXY=1 for one) or their addresses ' +
          '(TRUST_PROXY=10.0.0.2,192.168.0.0/16)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count nor proxy addresses/CIDRs (${bad.join(', ')}); e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.2,192.168.0.0/16`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  // 'production': payments must be real unless the sandbox is chosen, and no demo population; 'test': no demo.
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  FREE_SIGNUP_LIMIT: z.coerce.number().int().min(0).default(FREE_SIGNUP_LIMIT),
  PUBLIC_ORIGIN: z.url().optional(),
  TRUST_PROXY: trustProxySchema,
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(30),
  // Login throttling (decision 010): strict per (account, client address); across all addresses only
  // past a much higher threshold, and then as growing delays rather than a lock.
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(900),
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_VERIFY_EMAIL_PER_IP: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_CHECKOUT_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_REPORTS_PER_DAY: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_TESTIMONIALS_PER_IP: z.coerce.number().int().positive().default(5),
  // Place changes (home or travel) per member per day: slows down anyone moving around to trilaterate.
  RATE_LIMIT_PLACE_CHANGES_PER_DAY: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PLACE_SEARCH_PER_IP: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(30),
  // Optional city-level IP database (MMDB: DB-IP City Lite, GeoIP2 City, ip-location-db city) for distances.
  GEOIP_CITY_DB: z.string().min(1).optional(),
  REDIS_URL: z.url().optional(),
  RATINGS_VISIBILITY_THRESHOLD: z.coerce.number().int().min(1).default(RATINGS_VISIBILITY_THRESHOLD),
  PAYMENT_PROVIDER: z.enum(['stripe', 'sandbox'], 'PAYMENT_PROVIDER must be "stripe" or "sandbox"').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
    .optional(),
  // Only for tests and local mocks: where the Stripe SDK sends its requests (default api.stripe.com:443).
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  PAYMENT_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60, 'PAYMENT_SESSION_TTL_MINUTES must be at most 1440 (24 hours)')
    .default(30),
  // Any OpenAI-compatible chat-completions endpoint for match reasons and openers; built-in engine otherwise.
  AI_BASE_URL: z.url('AI_BASE_URL must be a URL such as https://api.openai.com/v1').optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  // Photos in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, Scaleway…) instead of DATA_DIR/photos:
  // what several server processes need to share them.
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as https://s3.fr-par.scw.cloud').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolish.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, 'S3_PREFIX must be empty or end with "/" (e.g. photos/)')
    .default('photos/'),
  // Mail: SMTP when set (smtp://user:pass@host:587, smtps://…); .eml files under DATA_DIR/outbox otherwise.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Affinia <no-reply@localhost>'),
  // How long one delivery attempt may take; a mail claimed by a process that died is retried after twice this.
  MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  // Web push (VAPID): keys generated once and kept in DATA_DIR/vapid-keys.json unless both are set here.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}=?$/, 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}=?$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)')
    .optional(),
  // Tests with a local push service: endpoints on the loopback interface are accepted. Refused in production.
  PUSH_ALLOW_LOOPBACK: boolish.default(false),
  // Who push services may contact about this sender: mailto:… or https://…
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be mailto:address or an https:// URL')
    .optional(),
  // Operator choice: members who have not confirmed their address are not shown in discover.
  REQUIRE_EMAIL_VERIFICATION: boolish.default(false),
  // Admins named by address (decision 053): comma-separated, each a valid e-mail address.
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((raw, ctx) => {
      const entries = raw
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean);
      const bad = entries.filter((entry) => !emailSchema.safeParse(entry).success);
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `ADMIN_EMAILS: not an e-mail address: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(entries)];
    }),
  YOUR_TURN_LIMIT: z.coerce.number().int().min(0).max(1000).default(YOUR_TURN_LIMIT_DEFAULT),
  // Photos others can see before a member appears in their decks (issue 35); 0: none needed.
  MIN_PHOTOS_TO_APPEAR: z.coerce.number().int().min(0).max(MAX_PHOTOS).default(MIN_PHOTOS_TO_APPEAR_DEFAULT),
  // "Es-tu sûr(e) ?": messages with insults, sexual harassment or threats need their author's confirmation.
  MESSAGE_SCREENING: boolish.default(true),
  // The spec's ten static reviews and marketing figures on /testimonials and /about (decision 041);
  // defaults to true outside production, false in production (only approved testimonials count there).
  STATIC_SOCIAL_PROOF: boolish.optional(),
  // Photos screened for nudity before anyone sees them (issue 18; thresholds: decision 026).
  PHOTO_SCREENING: boolish.default(true),
  PHOTO_SCREENING_REFUSE_AT: z.coerce.number().min(0).max(1).default(0.9),
  PHOTO_SCREENING_HOLD_AT: z.coerce.number().min(0).max(1).default(0.7),
  // Photo verification: live selfies in a random pose matched to the profile photos (issue 18; decision 028).
  PHOTO_VERIFICATION: boolish.default(true),
  PHOTO_VERIFICATION_MATCH_AT: z.coerce.number().min(0).max(1).default(0.72),
  PHOTO_VERIFICATION_DUPLICATE_AT: z.coerce.number().min(0).max(1).default(0.8),
  PHOTO_VERIFICATION_REAL_AT: z.coerce.number().min(0).max(1).default(0.3),
  PHOTO_VERIFICATION_LIVE_AT: z.coerce.number().min(0).max(1).default(0.5),
  RATE_LIMIT_VERIFICATIONS_PER_USER: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: z.coerce.number().int().positive().default(3),
  RATE_LIMIT_CONFIRMATION_MAILS_PER_USER: z.coerce.number().int().positive().default(5),
  // A stored photo file with no row after this long is an interrupted upload's leftover and is removed.
  PHOTO_ORPHAN_GRACE_SECONDS: z.coerce.number().int().min(0).default(3600),
  // Demo people created in the background on the first start of an empty embedded database.
  DEMO_USERS: z.coerce.number().int().min(0).max(100_000, 'DEMO_USERS must be at most 100000').optional(),
  // /metrics: on the main port behind this bearer token, and/or on its own port bound to 127.0.0.1.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Server processes behind the one port (Node's cluster module, issue 36): 1 runs the server in this process.
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
});

/** Demo people on a first start, unless DEMO_USERS says otherwise (tests start with none). */
export const DEFAULT_DEMO_USERS = 300;

export type RateLimitRule = { limit: number; windowMs: number };
/** Growing delays (RateLimiter.slowDown): `free` hits per window, then base, 2×base, 4×base… up to max. */
export type SlowDownRule = { free: number; windowMs: number; baseDelayMs: number; maxDelayMs: number };

/** An OpenAI-compatible endpoint; `null` in Config means the built-in text engine only. */
export type AiConfig = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

export type Config = {
  port: number;
  /** Server processes sharing the port (SERVER_PROCESSES); more than one needs PostgreSQL and Redis. */
  processes: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Redis for chat fan-out across processes; in-process when absent. */
  redisUrl: string | undefined;
  /** Received ratings stay hidden until at least this many exist. */
  ratingsVisibilityThreshold: number;
  /** Local photo storage directory (used unless `s3` is set). */
  photosDir: string;
  /** Photos in an S3-compatible bucket when set: shared by every server process. */
  s3: S3Config | null;
  /** Age after which a photo file without a row is removed by the orphan sweep. */
  photoOrphanGraceSeconds: number;
  /** PGlite directory; `null` keeps the database in memory (tests). */
  pgliteDir: string | null;
  jwtSecret: string;
  jwtTtlSeconds: number;
  freeSignupLimit: number;
  publicOrigin: string;
  /** Which peers' X-Forwarded-For is believed: never `true` (see TRUST_PROXY). */
  trustProxy: TrustProxy;
  webDistDir: string;
  logLevel: string;
  mail: MailConfig;
  push: PushConfig;
  /** Unconfirmed members are left out of discover when true. */
  requireEmailVerification: boolean;
  /** Addresses made admin once confirmed, at start-up and on their next request (decision 053). */
  adminEmails: string[];
  /** Conversations waiting for a member's reply that pause their discover (0: never). */
  yourTurnLimit: number;
  minPhotosToAppear: number;
  /** Flagged messages are sent only once confirmed (issue 18); off, every message goes as written. */
  messageScreening: boolean;
  /** 'showcase': the spec's static reviews and figures; 'members': approved testimonials only (decision 041). */
  socialProof: SocialProofMode;
  /** Nudity screening of uploaded photos (issue 18); off, every photo is shown as uploaded. */
  photoScreening: { enabled: boolean; refuseAt: number; holdAt: number };
  photoVerification: {
    enabled: boolean;
    /** Similarity from which a selfie is the face of a profile photo (and the two selfies one person). */
    matchAt: number;
    /** Similarity from which two verified accounts are flagged as the same face. */
    duplicateAt: number;
    /** Lowest anti-spoof and liveness scores accepted. */
    realAt: number;
    liveAt: number;
  };
  rateLimits: {
    passwordResetPerIp: RateLimitRule;
    passwordResetPerAddress: RateLimitRule;
    confirmationMailsPerUser: RateLimitRule;
    verificationsPerUser: RateLimitRule;
    loginPerIp: RateLimitRule;
    /** Password checks per (account, client address); reserved before the hash, given back on success. */
    loginFailuresPerAccountAndIp: RateLimitRule;
    /** Failures across every address of one account: growing delays past the threshold, never a lock. */
    loginFailuresPerAccount: SlowDownRule;
    /** How long an address the owner signed in from stays exempt from the account-wide delays. */
    loginKnownAddressMs: number;
    registerPerIp: RateLimitRule;
    verifyEmailPerIp: RateLimitRule;
    checkoutPerIp: RateLimitRule;
    chatMessagesPerUser: RateLimitRule;
    reportsPerUser: RateLimitRule;
    testimonialsPerIp: RateLimitRule;
    placeChangesPerUser: RateLimitRule;
    placeSearchPerIp: RateLimitRule;
    /** Upload attempts per user, counted before the body is read (each one may cost a decode). */
    photoUploadsPerUser: RateLimitRule;
  };
  /** Match reasons and openers from an LLM when set; the built-in engine always remains the fallback. */
  ai: AiConfig | null;
  /** NODE_ENV=production: no demo population, whatever DEMO_USERS says. */
  production: boolean;
  /** Demo people created in the background when an embedded database starts empty (0: none). */
  demoUsers: number;
  metrics: {
    /** Bearer token that opens GET /metrics on the main port; the route does not exist without it. */
    token: string | undefined;
    /** A separate listener on 127.0.0.1 serving /metrics without a token. */
    port: number | undefined;
  };
  geo: {
    /** Operator-supplied city-level IP database; country-level only (shipped database) when absent. */
    cityDbPath: string | undefined;
  };
  payments: {
    /** Who takes payments. The sandbox (test card, no money) is never chosen silently in production. */
    provider: 'stripe' | 'sandbox';
    /** The sandbox runs although NODE_ENV=production (PAYMENT_PROVIDER=sandbox): warn and say so to admins. */
    sandboxInProduction: boolean;
    /** Minutes an unpaid checkout session stays payable. */
    sessionTtlMinutes: number;
    /** Stripe Checkout when a secret key is set; the built-in sandbox otherwise. */
    stripe: StripeConfig | null;
  };
};

export type MailConfig = {
  /** SMTP server URL; null writes each mail as an .eml file under `outboxDir` instead. */
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
  sendTimeoutMs: number;
  /** Started by buildApp; tests that drive the worker by hand turn it off. */
  workerEnabled: boolean;
};

export type PushConfig = {
  /** Keys from the environment; null: generated once and kept in `keysFile` (like the JWT secret). */
  vapid: { publicKey: string; privateKey: string } | null;
  keysFile: string;
  /** The VAPID `sub` claim: how a push service reaches the operator. */
  subject: string;
  /**
   * Production: endpoints only at the browsers' push services. Everywhere: https to a public address,
   * checked at subscription and again at each push (modules/notifications/push-address.ts).
   */
  knownServicesOnly: boolean;
  /**
   * PUSH_ALLOW_LOOPBACK: endpoints on 127.0.0.0/8, ::1 or a localhost name (http or https) are accepted,
   * for tests with a local push service. Never in production (start-up refuses it).
   */
  allowLoopback: boolean;
  sendTimeoutMs: number;
  /** Started by buildApp; tests that drive the worker by hand turn it off. */
  workerEnabled: boolean;
};

/** mailto: the sender address of MAIL_FROM, unless it is a local one (push services refuse those). */
function defaultVapidSubject(mailFrom: string, publicOrigin: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const local = !address.includes('@') || /@(localhost|[^@]*\.local)$/i.test(address);
  if (!local) return `mailto:${address}`;
  return publicOrigin.startsWith('https://') ? publicOrigin : `mailto:${address}`;
}

export type StripeConfig = {
  secretKey: string;
  /** Without it the webhook endpoint is off and payments are confirmed by the status poll alone. */
  webhookSecret: string | undefined;
  apiHost: string | undefined;
  apiPort: number | undefined;
  apiProtocol: 'http' | 'https' | undefined;
};

export type S3Config = {
  bucket: string;
  /** Custom endpoint (MinIO, Ceph, R2…); AWS when absent. */
  endpoint: string | undefined;
  region: string;
  /** Static credentials; the AWS SDK's default chain (env, profile, instance role) when absent. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  prefix: string;
};

export class ConfigError extends Error {}

/** Keeps sessions valid across restarts when no JWT_SECRET is configured. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: generate below
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function isReadableFile(file: string): boolean {
  try {
    accessSync(file, constants.R_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Payments fail closed: the sandbox's published test card must never open paid accounts on a real
 * instance by accident. Outside production the sandbox is the default; in production a missing Stripe
 * key stops start-up unless the sandbox is asked for by name (decision 011).
 */
function choosePaymentProvider(e: z.infer<typeof envSchema>): 'stripe' | 'sandbox' {
  const explicit = e.PAYMENT_PROVIDER;
  if (explicit === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  PAYMENT_PROVIDER: "stripe" needs STRIPE_SECRET_KEY');
  }
  if (explicit === 'sandbox' && e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: "sandbox" while STRIPE_SECRET_KEY is set; remove one of them',
    );
  }
  if (explicit) return explicit;
  if (e.STRIPE_SECRET_KEY) return 'stripe';
  if (e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: NODE_ENV=production without STRIPE_SECRET_KEY would take ' +
        'test-card payments as real ones. Set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) for real payments, ' +
        'or PAYMENT_PROVIDER=sandbox to run with test payments on purpose.',
    );
  }
  return 'sandbox';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: needs STRIPE_SECRET_KEY');
  }
  if (e.PUSH_ALLOW_LOOPBACK && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_ALLOW_LOOPBACK: refused with NODE_ENV=production; it lets members make the ' +
        'server POST to its own machine, and is only for tests with a local push service',
    );
  }
  const paymentProvider = choosePaymentProvider(e);
  const cityDbPath = e.GEOIP_CITY_DB ? path.resolve(e.GEOIP_CITY_DB) : undefined;
  if (cityDbPath && !isReadableFile(cityDbPath)) {
    throw new ConfigError(`Invalid configuration:\n  GEOIP_CITY_DB: no readable file at ${cityDbPath}`);
  }
  if ((e.AI_BASE_URL || e.AI_API_KEY || e.AI_MODEL) && !(e.AI_BASE_URL && e.AI_MODEL)) {
    throw new ConfigError(
      'Invalid configuration:\n  AI_BASE_URL and AI_MODEL: set both to use an OpenAI-compatible endpoint',
    );
  }
  if (e.PHOTO_SCREENING_HOLD_AT > e.PHOTO_SCREENING_REFUSE_AT) {
    throw new ConfigError(
      'Invalid configuration:\n  PHOTO_SCREENING_HOLD_AT: must not be above PHOTO_SCREENING_REFUSE_AT (a photo is held before it is refused)',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: needed when S3_ENDPOINT or S3 keys are set');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const minute = 60_000;
  const production = e.NODE_ENV === 'production';
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
  }
  if (e.SERVER_PROCESSES > 1 && !(e.DATABASE_URL && e.REDIS_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  SERVER_PROCESSES: more than one needs DATABASE_URL and REDIS_URL (the embedded ' +
        'database belongs to one process; chat fan-out and rate limits must be shared between processes)',
    );
  }
  if (e.SERVER_PROCESSES > 1 && (e.METRICS_PORT !== undefined || e.METRICS_TOKEN !== undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT / METRICS_TOKEN: not with SERVER_PROCESSES above 1 (each process ' +
        'keeps its own counters, and a scrape of the shared port would read whichever process answered it)',
    );
  }
  return {
    port: e.PORT,
    processes: e.SERVER_PROCESSES,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'db'),
    photosDir: path.join(dataDir, 'photos'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : null,
    photoOrphanGraceSeconds: e.PHOTO_ORPHAN_GRACE_SECONDS,
    redisUrl: e.REDIS_URL,
    ratingsVisibilityThreshold: e.RATINGS_VISIBILITY_THRESHOLD,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    freeSignupLimit: e.FREE_SIGNUP_LIMIT,
    publicOrigin,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      sendTimeoutMs: e.MAIL_SEND_TIMEOUT_SECONDS * 1000,
      workerEnabled: true,
    },
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY.replace(/=$/, ''), privateKey: e.VAPID_PRIVATE_KEY.replace(/=$/, '') }
          : null,
      keysFile: path.join(dataDir, 'vapid-keys.json'),
      subject: e.VAPID_SUBJECT ?? defaultVapidSubject(e.MAIL_FROM, publicOrigin),
      knownServicesOnly: production,
      allowLoopback: e.PUSH_ALLOW_LOOPBACK,
      sendTimeoutMs: 30_000,
      workerEnabled: true,
    },
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    adminEmails: e.ADMIN_EMAILS,
    yourTurnLimit: e.YOUR_TURN_LIMIT,
    minPhotosToAppear: e.MIN_PHOTOS_TO_APPEAR,
    messageScreening: e.MESSAGE_SCREENING,
    socialProof: (e.STATIC_SOCIAL_PROOF ?? !production) ? 'showcase' : 'members',
    photoScreening: {
      enabled: e.PHOTO_SCREENING,
      refuseAt: e.PHOTO_SCREENING_REFUSE_AT,
      holdAt: e.PHOTO_SCREENING_HOLD_AT,
    },
    photoVerification: {
      enabled: e.PHOTO_VERIFICATION,
      matchAt: e.PHOTO_VERIFICATION_MATCH_AT,
      duplicateAt: e.PHOTO_VERIFICATION_DUPLICATE_AT,
      realAt: e.PHOTO_VERIFICATION_REAL_AT,
      liveAt: e.PHOTO_VERIFICATION_LIVE_AT,
    },
    rateLimits: {
      passwordResetPerIp: { limit: e.RATE_LIMIT_PASSWORD_RESET_PER_IP, windowMs: 15 * minute },
      passwordResetPerAddress: { limit: e.RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS, windowMs: 60 * minute },
      confirmationMailsPerUser: { limit: e.RATE_LIMIT_CONFIRMATION_MAILS_PER_USER, windowMs: 60 * minute },
      verificationsPerUser: { limit: e.RATE_LIMIT_VERIFICATIONS_PER_USER, windowMs: 60 * minute },
      loginPerIp: { limit: e.RATE_LIMIT_LOGIN_PER_IP, windowMs: 5 * minute },
      loginFailuresPerAccountAndIp: { limit: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_IP, windowMs: 15 * minute },
      loginFailuresPerAccount: {
        free: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
        windowMs: 24 * 60 * minute,
        baseDelayMs: 1000,
        maxDelayMs: e.RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS * 1000,
      },
      loginKnownAddressMs: 30 * 24 * 60 * minute,
      registerPerIp: { limit: e.RATE_LIMIT_REGISTER_PER_IP, windowMs: 10 * minute },
      verifyEmailPerIp: { limit: e.RATE_LIMIT_VERIFY_EMAIL_PER_IP, windowMs: minute },
      checkoutPerIp: { limit: e.RATE_LIMIT_CHECKOUT_PER_IP, windowMs: 10 * minute },
      chatMessagesPerUser: { limit: e.RATE_LIMIT_CHAT_PER_MINUTE, windowMs: minute },
      reportsPerUser: { limit: e.RATE_LIMIT_REPORTS_PER_DAY, windowMs: 24 * 60 * minute },
      testimonialsPerIp: { limit: e.RATE_LIMIT_TESTIMONIALS_PER_IP, windowMs: 60 * minute },
      placeChangesPerUser: { limit: e.RATE_LIMIT_PLACE_CHANGES_PER_DAY, windowMs: 24 * 60 * minute },
      placeSearchPerIp: { limit: e.RATE_LIMIT_PLACE_SEARCH_PER_IP, windowMs: minute },
      photoUploadsPerUser: { limit: e.RATE_LIMIT_PHOTO_UPLOADS_PER_HOUR, windowMs: 60 * minute },
    },
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/$/, ''),
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
          }
        : null,
    geo: { cityDbPath },
    production,
    demoUsers: production ? 0 : (e.DEMO_USERS ?? (e.NODE_ENV === 'test' ? 0 : DEFAULT_DEMO_USERS)),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    payments: {
      provider: paymentProvider,
      sandboxInProduction: paymentProvider === 'sandbox' && e.NODE_ENV === 'production',
      sessionTtlMinutes: e.PAYMENT_SESSION_TTL_MINUTES,
      stripe:
        paymentProvider === 'stripe' && e.STRIPE_SECRET_KEY
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiHost: e.STRIPE_API_HOST,
              apiPort: e.STRIPE_API_PORT,
              apiProtocol: e.STRIPE_API_PROTOCOL,
            }
          : null,
    },
  };
}
