// Access control for /api/admin/*: a valid session (401 otherwise) of a user with the admin role (403).
import type { FastifyRequest } from 'fastify';
import { apiError } from '../../http/errors.js';
import { currentUser, type Authenticate } from '../auth/guard.js';

export function createRequireAdmin(authenticate: Authenticate) {
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    await authenticate(request);
    if (currentUser(request).role !== 'admin') throw apiError('adminOnly');
  };
}
export type RequireAdmin = ReturnType<typeof createRequireAdmin>;
