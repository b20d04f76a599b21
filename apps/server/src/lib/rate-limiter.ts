// Fixed-window counters, growing delays and remembered marks behind one interface: in-process by
// default; the Redis store implements the same interface so that several API processes share them.
// Every counting operation is atomic (one synchronous step in memory, one Lua script in Redis): a
// check and its count can never be split by a concurrent request.
import type { RateLimitRule, SlowDownRule } from '../config.js';

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one hit on `key` and says whether it is still within `rule`. The count is taken before the
   * answer, so it also reserves: N concurrent hits on a limit of L let exactly L through.
   */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  /** Whether `key` is already over `rule`, without counting a hit. */
  isBlocked(key: string, rule: RateLimitRule): Promise<RateLimitVerdict>;
  /**
   * Gives back one hit counted by `hit` or `slowDown` (an attempt reserved, then refused elsewhere before
   * it ran, or one that turned out not to be what the count is for). A delay already set stays.
   */
  release(key: string): Promise<void>;
  /**
   * Growing delays instead of a lock: the first `rule.free` hits of a window pass freely; each one after
   * them passes only once the delay set by the previous one has run out, and sets a delay twice as long
   * (from `baseDelayMs` up to `maxDelayMs`). A refused hit is not counted.
   */
  slowDown(key: string, rule: SlowDownRule): Promise<RateLimitVerdict>;
  /** Remembers `key` for `ttlMs` (e.g. an address the account's owner signed in from). */
  mark(key: string, ttlMs: number): Promise<void>;
  isMarked(key: string): Promise<boolean>;
  /** Forgets every counter, delay and mark of `key`. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

type Window = { count: number; resetAt: number };
type Delays = { count: number; nextAt: number; resetAt: number };

/** The delay set by the `count`-th hit of a slowed-down key: 0 within the free hits, then doubling. */
export function slowDownDelayMs(count: number, rule: SlowDownRule): number {
  const over = count - rule.free;
  if (over <= 0) return 0;
  return Math.min(rule.baseDelayMs * 2 ** Math.min(over - 1, 40), rule.maxDelayMs);
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  const delays = new Map<string, Delays>();
  const marks = new Map<string, number>();
  // Expired entries are dropped periodically so the maps cannot grow without bound.
  const sweeper = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
    for (const [key, d] of delays) if (d.resetAt <= t && d.nextAt <= t) delays.delete(key);
    for (const [key, until] of marks) if (until <= t) marks.delete(key);
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
    async release(key) {
      const w = windows.get(key);
      if (w && w.count > 0) w.count -= 1;
      const d = delays.get(key);
      if (d && d.count > 0) d.count -= 1;
    },
    async slowDown(key, rule) {
      const t = now();
      let d = delays.get(key);
      if (!d || (d.resetAt <= t && d.nextAt <= t)) {
        d = { count: 0, nextAt: 0, resetAt: t + rule.windowMs };
        delays.set(key, d);
      }
      if (t < d.nextAt) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((d.nextAt - t) / 1000)) };
      d.count += 1;
      const delay = slowDownDelayMs(d.count, rule);
      if (delay > 0) d.nextAt = t + delay;
      return { allowed: true, retryAfterSeconds: 0 };
    },
    async mark(key, ttlMs) {
      marks.set(key, now() + ttlMs);
    },
    async isMarked(key) {
      return (marks.get(key) ?? 0) > now();
    },
    async reset(key) {
      windows.delete(key);
      delays.delete(key);
      marks.delete(key);
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

/** Gives back one hit of a window (KEYS[1]) and of a slowed-down key (KEYS[2]), never below zero. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
local slowed = tonumber(redis.call('HGET', KEYS[2], 'count') or '0')
if slowed > 0 then redis.call('HINCRBY', KEYS[2], 'count', -1) end
return count`;

/**
 * Growing delays in one hash per key (count, next): refused while now < next; otherwise counted, and
 * past the free hits the next allowed instant is pushed out by a doubling delay. The key lives for the
 * window, and at least until its pending delay ends. Time comes from the caller so that the memory and
 * Redis stores follow one clock in tests; API processes share NTP time, far finer than the delays.
 */
const SLOW_DOWN_SCRIPT = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return { 0, nextAt - now } end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local over = count - tonumber(ARGV[3])
if over > 0 then
  local delay = math.min(tonumber(ARGV[4]) * 2 ^ math.min(over - 1, 40), tonumber(ARGV[5]))
  redis.call('HSET', KEYS[1], 'next', now + delay)
  if redis.call('PTTL', KEYS[1]) < delay then redis.call('PEXPIRE', KEYS[1], math.ceil(delay)) end
end
return { 1, 0 }`;

export async function createRedisRateLimiter(
  redisUrl: string,
  onError: (err: unknown) => void,
  now: () => number = Date.now,
): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  // Auto-pipelining: the hits of one turn of the event loop go out in one write (each still its own
  // atomic script, answered in order): fewer system calls under load (issue 36).
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true, enableAutoPipelining: true });
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
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 2, prefix + key, prefix + 'delay:' + key);
    },
    async slowDown(key, rule) {
      const [allowed, waitMs] = (await redis.eval(
        SLOW_DOWN_SCRIPT,
        1,
        prefix + 'delay:' + key,
        now(),
        rule.windowMs,
        rule.free,
        rule.baseDelayMs,
        rule.maxDelayMs,
      )) as [number, number];
      return allowed
        ? { allowed: true, retryAfterSeconds: 0 }
        : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    async mark(key, ttlMs) {
      await redis.set(prefix + 'mark:' + key, '1', 'PX', ttlMs);
    },
    async isMarked(key) {
      return (await redis.exists(prefix + 'mark:' + key)) === 1;
    },
    async reset(key) {
      await redis.del(prefix + key, prefix + 'delay:' + key, prefix + 'mark:' + key);
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}
