// The token service's cache of verified tokens (issue 36): a cached token still expires on time, a token
// differing in one character is verified afresh, and the cache stays bounded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgedEnding } from '../../../test/forgery.js';
import { createTokenService } from './tokens.js';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';
const claims = { userId: '5f0c6d1e-7a0b-4c3d-9e8f-0a1b2c3d4e5f', tokenVersion: 3 };

describe('session tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a token it verified once when it has expired since', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T08:00:00Z') });
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-29T08:00:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-29T08:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('answers at once only for a token it verified itself, and never once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T08:00:00Z') });
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign(claims);
    // Signed is not verified: the first request with it checks the signature.
    expect(tokens.known(token)).toBeUndefined();
    expect(tokens.known(forgedEnding(token, 3))).toBeUndefined();
    await tokens.verify(token);
    expect(tokens.known(token)).toEqual(claims);
    expect(tokens.known(forgedEnding(token, 3))).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-29T08:01:00Z'));
    expect(tokens.known(token)).toBeNull();
    // Forgotten once expired: verified again, and refused by its `exp`.
    expect(tokens.known(token)).toBeUndefined();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('verifies afresh a token that differs from a verified one, in its signature or its claims', async () => {
    const tokens = createTokenService(SECRET, 3600);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(forgedEnding(token, 3))).toBeNull();
    const [header, payload, signature] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), tv: 4 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${other}.${signature}`)).toBeNull();
    // Another secret's service never takes this one's tokens, cached or not.
    expect(await createTokenService(`${SECRET}-rotated`, 3600).verify(token)).toBeNull();
  });

  it('keeps a bounded number of tokens, and verifies an evicted one again by its signature', async () => {
    const tokens = createTokenService(SECRET, 3600, { kept: 2 });
    const signed = await Promise.all([1, 2, 3].map((v) => tokens.sign({ ...claims, tokenVersion: v })));
    for (const token of signed) expect(await tokens.verify(token)).not.toBeNull();
    expect(tokens.cached).toBe(2);
    // The first was evicted by the third: still valid, verified again.
    expect(await tokens.verify(signed[0]!)).toEqual({ ...claims, tokenVersion: 1 });
  });
});
