// Bearer-token guard for protected routes: a missing, tampered, expired or revoked token → 401.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { apiError } from '../../http/errors.js';
import { findUserById } from '../users/repository.js';
import type { TokenClaims, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on protected routes. */
    currentUser?: UserRow;
    /** Set by the token check on routes that read the member's row with their own first statement. */
    tokenClaims?: TokenClaims;
  }
  interface FastifyContextConfig {
    /** The route reads the member's row with its first statement: `guardOf` only checks the token. */
    readsMemberItself?: boolean;
  }
}

const invalidToken = () =>
  apiError('invalidToken', {}, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });

/** The request's bearer token, or a 401 (notAuthenticated) without one. */
function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw apiError('notAuthenticated', {}, { headers: { 'www-authenticate': 'Bearer' } });
  return match[1];
}

/** The bearer token's verified claims, or a 401 (no token: notAuthenticated; any bad one: invalidToken). */
async function claimsOf(request: FastifyRequest, tokens: TokenService): Promise<TokenClaims> {
  const claims = await tokens.verify(bearerOf(request));
  if (!claims) throw invalidToken();
  return claims;
}

export function createAuthenticate(database: Database, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const claims = await claimsOf(request, tokens);
    request.currentUser = memberOf(claims, await findUserById(database.db, claims.userId));
  };
}
export type Authenticate = ReturnType<typeof createAuthenticate>;

/**
 * The first half of the guard, for a hot path whose first statement reads the member's row with its own
 * data (issue 36: one round trip fewer): the token's signature and expiry only. The route must pass the
 * row it reads through `memberOf`, which refuses a deleted member or a revoked token as the guard does.
 */
export function createTokenCheck(tokens: TokenService) {
  /** Done at once (undefined) for a token this process already verified, which is most requests. */
  return function checkToken(request: FastifyRequest): Promise<void> | undefined {
    const token = bearerOf(request);
    const known = tokens.known(token);
    if (known === null) throw invalidToken();
    if (known) {
      request.tokenClaims = known;
      return undefined;
    }
    return tokens.verify(token).then((claims) => {
      if (!claims) throw invalidToken();
      request.tokenClaims = claims;
    });
  };
}
export type TokenCheck = ReturnType<typeof createTokenCheck>;

/**
 * One onRequest hook for a feature's routes: the whole guard, or only the token check on routes whose
 * config says `readsMemberItself`. Either way nothing else happens without a valid token.
 */
export function guardOf(authenticate: Authenticate, checkToken: TokenCheck) {
  // A callback hook: a known token on a hot path passes without a promise (issue 36).
  return (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void => {
    let pending: Promise<void> | undefined;
    try {
      pending = request.routeOptions.config.readsMemberItself ? checkToken(request) : authenticate(request);
    } catch (err) {
      return done(err as Error);
    }
    if (pending) pending.then(() => done(), done);
    else done();
  };
}

/** The claims the token check attached; only call on routes behind `checkToken`. */
export function tokenClaims(request: FastifyRequest): TokenClaims {
  if (!request.tokenClaims) throw apiError('notAuthenticated');
  return request.tokenClaims;
}

/** The member the token names, from a row read after the token was checked: 401 when gone or revoked. */
export function memberOf<Row extends Pick<UserRow, 'id' | 'tokenVersion'>>(
  claims: TokenClaims,
  row: Row | undefined,
): Row {
  if (!row || row.id !== claims.userId) throw invalidToken();
  refuseUnlessCurrent(claims, row.tokenVersion);
  return row;
}

/** 401 unless the token's version is the member's current one (undefined: the member is gone). */
export function refuseUnlessCurrent(claims: TokenClaims, tokenVersion: number | undefined): void {
  if (tokenVersion === undefined || tokenVersion !== claims.tokenVersion) throw invalidToken();
}

/** The user the guard attached; only call on routes behind `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw apiError('notAuthenticated');
  return request.currentUser;
}
