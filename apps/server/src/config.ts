// Every setting is read once here from the environment, validated, and a bad value stops start-up.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { FREE_SIGNUP_LIMIT } from '@affinia/contract';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built web app: apps/web/dist, found from src/ (tsx) and from dist/ (bundled server) alike. */
const defaultWebDist = path.resolve(here, '../../web/dist');

const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
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
  TRUST_PROXY: boolish.default(false),
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_VERIFY_EMAIL_PER_IP: z.coerce.number().int().positive().default(60),
});

export type RateLimitRule = { limit: number; windowMs: number };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Local photo storage directory. */
  photosDir: string;
  /** PGlite directory; `null` keeps the database in memory (tests). */
  pgliteDir: string | null;
  jwtSecret: string;
  jwtTtlSeconds: number;
  freeSignupLimit: number;
  publicOrigin: string;
  trustProxy: boolean;
  webDistDir: string;
  logLevel: string;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginFailuresPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    verifyEmailPerIp: RateLimitRule;
  };
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
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const minute = 60_000;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'db'),
    photosDir: path.join(dataDir, 'photos'),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    freeSignupLimit: e.FREE_SIGNUP_LIMIT,
    publicOrigin: (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      loginPerIp: { limit: e.RATE_LIMIT_LOGIN_PER_IP, windowMs: 5 * minute },
      loginFailuresPerAccount: { limit: e.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT, windowMs: 15 * minute },
      registerPerIp: { limit: e.RATE_LIMIT_REGISTER_PER_IP, windowMs: 10 * minute },
      verifyEmailPerIp: { limit: e.RATE_LIMIT_VERIFY_EMAIL_PER_IP, windowMs: minute },
    },
  };
}
