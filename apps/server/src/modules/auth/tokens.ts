// Session tokens: HS256 JWTs with expiry and a per-user version, so bumping the version revokes them.
import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'affinia';
const ALGORITHM = 'HS256';
/**
 * Tokens whose signature this process has checked, kept until they expire: every authenticated request
 * verified its token again (WebCrypto's HMAC, 4–7 % of the hot paths' CPU in the profiles of issue 36).
 * Keyed by the whole token, so a token differing in any character is verified afresh. Revocation does not
 * depend on it: the guard compares the token's version with the member's row on every request.
 */
const VERIFIED_KEPT = 20_000;

export type TokenClaims = { userId: string; tokenVersion: number };

export function createTokenService(secret: string, ttlSeconds: number, { kept = VERIFIED_KEPT } = {}) {
  const key = new TextEncoder().encode(secret);
  /** Verified tokens with their expiry (seconds since the epoch), oldest first (Map keeps insertion order). */
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();

  function remember(token: string, claims: TokenClaims, exp: number): void {
    if (verified.size >= kept) verified.delete(verified.keys().next().value as string);
    verified.set(token, { claims, exp });
  }

  /**
   * A token this process already verified, without waiting: its claims, null once it has expired, or
   * undefined when it was not verified here (or no longer kept): then `verify` it.
   */
  function known(token: string): TokenClaims | null | undefined {
    const found = verified.get(token);
    if (!found) return undefined;
    // jose's own rule: a token is expired from its `exp` second on.
    if (Math.floor(Date.now() / 1000) < found.exp) return found.claims;
    verified.delete(token);
    return null;
  }

  return {
    sign(claims: TokenClaims): Promise<string> {
      return new SignJWT({ tv: claims.tokenVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    known,
    /** Null for anything not signed by us with the allowed algorithm, expired or malformed. */
    async verify(token: string): Promise<TokenClaims | null> {
      const already = known(token);
      if (already !== undefined) return already;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
        const claims = { userId: payload.sub, tokenVersion: payload.tv };
        // Our tokens always expire; one without `exp` (never signed here) is not kept.
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp);
        return claims;
      } catch {
        return null;
      }
    },
    /** How many verified tokens are kept (bounded by `kept`). */
    get cached(): number {
      return verified.size;
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
