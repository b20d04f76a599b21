// Both rate-limiter stores obey the same contract; the Redis one is shared between processes.
// Storage: also on PostgreSQL — the limits counted in Redis, shared by every process. Decision 055.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter.js';

const redisUrl = process.env.TEST_REDIS_URL;
type Make = (now?: () => number) => Promise<RateLimiter>;
const stores: Array<[string, Make]> = [['memory', async (now) => createMemoryRateLimiter(now)]];
if (redisUrl) stores.push(['redis', (now) => createRedisRateLimiter(redisUrl, () => {}, now)]);

const opened: RateLimiter[] = [];
afterAll(async () => {
  for (const l of opened) await l.close();
});

describe.each(stores)('%s rate limiter', (name, make) => {
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
  it('release gives one reserved hit back, never below zero', async () => {
    const limiter = await make();
    opened.push(limiter);
    const key = randomUUID();
    await limiter.release(key);
    for (let i = 0; i < 3; i++) await limiter.hit(key, rule);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
    await limiter.release(key);
    await limiter.release(key);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
  });
  it('reserves atomically: 50 concurrent hits on a limit of 3 let exactly 3 through', async () => {
    const limiter = await make();
    opened.push(limiter);
    const key = randomUUID();
    const verdicts = await Promise.all(Array.from({ length: 50 }, () => limiter.hit(key, rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });
  it('slowDown lets the free hits pass, then doubles the delay after each hit, without counting refusals', async () => {
    let t = 1_000_000;
    const limiter = await make(() => t);
    opened.push(limiter);
    const key = randomUUID();
    const slow = { free: 2, windowMs: 3_600_000, baseDelayMs: 1000, maxDelayMs: 4000 };
    expect((await limiter.slowDown(key, slow)).allowed).toBe(true);
    expect((await limiter.slowDown(key, slow)).allowed).toBe(true);
    // The third hit passes but sets a 1 s delay, the fourth 2 s, then 4 s, capped at 4 s.
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      expect((await limiter.slowDown(key, slow)).allowed).toBe(true);
      const refused = await limiter.slowDown(key, slow);
      expect(refused.allowed).toBe(false);
      // Refusals are not counted: asking again during the delay does not lengthen it.
      expect((await limiter.slowDown(key, slow)).retryAfterSeconds).toBe(refused.retryAfterSeconds);
      waits.push(refused.retryAfterSeconds);
      t += refused.retryAfterSeconds * 1000;
    }
    expect(waits).toEqual([1, 2, 4, 4, 4]);
    // A released hit lowers the count but leaves the delay it set.
    expect((await limiter.slowDown(key, slow)).allowed).toBe(true);
    await limiter.release(key);
    expect((await limiter.slowDown(key, slow)).allowed).toBe(false);
    await limiter.reset(key);
    expect((await limiter.slowDown(key, slow)).allowed).toBe(true);
    expect((await limiter.slowDown(key, slow)).allowed).toBe(true);
  });
  it('concurrent slowDown hits past the free ones: only one passes per delay', async () => {
    const limiter = await make(() => 5_000_000);
    opened.push(limiter);
    const key = randomUUID();
    const slow = { free: 3, windowMs: 3_600_000, baseDelayMs: 60_000, maxDelayMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => limiter.slowDown(key, slow)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(4);
  });
  it('marks are remembered for their time, and reset forgets them', async () => {
    let t = 2_000_000;
    const limiter = await make(() => t);
    opened.push(limiter);
    const key = randomUUID();
    expect(await limiter.isMarked(key)).toBe(false);
    await limiter.mark(key, 60_000);
    expect(await limiter.isMarked(key)).toBe(true);
    await limiter.reset(key);
    expect(await limiter.isMarked(key)).toBe(false);
    await limiter.mark(key, 150);
    t += 1000;
    // The memory store follows the injected clock; Redis expires on its own clock: wait for it there.
    if (name === 'redis') await new Promise((r) => setTimeout(r, 250));
    expect(await limiter.isMarked(key)).toBe(false);
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
