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
