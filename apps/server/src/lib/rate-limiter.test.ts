// Both rate-limiter stores obey the same contract; the Redis one is shared between processes.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.js';

const redisUrl = process.env.TEST_REDIS_URL;
const stores: Array<[string, () => Promise<RateLimiter>]> = [['memory', async () => createMemoryRateLimiter()]];
if (redisUrl) stores.push(['redis', () => createRedisRateLimiter(redisUrl, () => {})]);

const opened: RateLimiter[] = [];
afterAll(async () => {
  for (const l of opened) await l.close();
});

describe.each(stores)('%s rate limiter', (_name, make) => {
  const rule = { limit: 3, windowMs: 60_000 };
  it('allows up to the limit in a window, then refuses with a retry delay', async () => {
    const limiter = await make();
    opened.push(limiter);
    const key = randomUUID();
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await limiter.hit(key, rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[4]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(verdicts[4]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
  it('isBlocked looks without counting, and reset clears', async () => {
    const limiter = await make();
    opened.push(limiter);
    const key = randomUUID();
    for (let i = 0; i < 2; i++) await limiter.hit(key, rule);
    expect((await limiter.isBlocked(key, rule)).allowed).toBe(true);
    await limiter.hit(key, rule);
    expect((await limiter.isBlocked(key, rule)).allowed).toBe(false);
    await limiter.reset(key);
    expect((await limiter.isBlocked(key, rule)).allowed).toBe(true);
  });
  it('starts a new window when the old one ends', async () => {
    const limiter = await make();
    opened.push(limiter);
    const key = randomUUID();
    const short = { limit: 1, windowMs: 150 };
    expect((await limiter.hit(key, short)).allowed).toBe(true);
    expect((await limiter.hit(key, short)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 250));
    expect((await limiter.hit(key, short)).allowed).toBe(true);
  });
});

describe.runIf(redisUrl)('shared between processes', () => {
  it('two Redis limiters count against one limit', async () => {
    const [one, two] = [
      await createRedisRateLimiter(redisUrl!, () => {}),
      await createRedisRateLimiter(redisUrl!, () => {}),
    ];
    opened.push(one, two);
    const key = randomUUID();
    const rule = { limit: 2, windowMs: 60_000 };
    expect((await one.hit(key, rule)).allowed).toBe(true);
    expect((await two.hit(key, rule)).allowed).toBe(true);
    expect((await one.hit(key, rule)).allowed).toBe(false);
  });
});
