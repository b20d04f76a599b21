// Bearer-token guard for protected routes: a missing, tampered, expired or revoked token → 401.
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { apiError } from '../../http/errors.js';
import { findUserById } from '../users/repository.js';
import type { TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on protected routes. */
    currentUser?: UserRow;
  }
}

export function createAuthenticate(database: Database, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw apiError('notAuthenticated', {}, { headers: { 'www-authenticate': 'Bearer' } });
    const claims = await tokens.verify(match[1]);
    const user = claims ? await findUserById(database.db, claims.userId) : undefined;
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
      throw apiError('invalidToken', {}, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
    }
    request.currentUser = user;
  };
}
export type Authenticate = ReturnType<typeof createAuthenticate>;

/** The user the guard attached; only call on routes behind `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw apiError('notAuthenticated');
  return request.currentUser;
}
