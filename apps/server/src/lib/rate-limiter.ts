// Fixed-window counters behind one interface: in-process by default; a Redis store can implement
// the same interface so that several API processes share their limits.
import type { RateLimitRule } from '../config.js';

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one hit on `key` and says whether it is still within `rule`. */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  /** Whether `key` is already over `rule`, without counting a hit. */
  isBlocked(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

type Window = { count: number; resetAt: number };

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  // Expired windows are dropped periodically so the map cannot grow without bound.
  const sweeper = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweeper.unref();

  const current = (key: string, rule: RateLimitRule): Window => {
    const t = now();
    let w = windows.get(key);
    if (!w || w.resetAt <= t) {
      w = { count: 0, resetAt: t + rule.windowMs };
      windows.set(key, w);
    }
    return w;
  };
  const verdict = (w: Window, rule: RateLimitRule): RateLimitVerdict => ({
    allowed: w.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((w.resetAt - now()) / 1000)),
  });

  return {
    async hit(key, rule) {
      const w = current(key, rule);
      w.count += 1;
      return verdict(w, rule);
    },
    async isBlocked(key, rule) {
      const w = current(key, rule);
      return { ...verdict(w, rule), allowed: w.count < rule.limit };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweeper);
    },
  };
}

/**
 * The same fixed windows kept in Redis, so every API process counts against one limit.
 * One round trip per hit: INCR and set the expiry on the first hit of a window, atomically (Lua).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }`;

export async function createRedisRateLimiter(redisUrl: string, onError: (err: unknown) => void): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', onError);
  await redis.connect();
  const prefix = 'affinia:rl:';
  const verdict = (count: number, ttlMs: number, limit: number): RateLimitVerdict => ({
    allowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil(Math.max(ttlMs, 0) / 1000)),
  });
  return {
    async hit(key, rule) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, rule.windowMs)) as [number, number];
      return verdict(count, ttl, rule.limit);
    },
    async isBlocked(key, rule) {
      const [raw, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      const count = Number(raw ?? 0);
      return { ...verdict(count, ttl, rule.limit), allowed: count < rule.limit };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}
