// Access control for /api/admin/*: a valid session (401 otherwise) of a user with the admin role (403).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorSchema } from '@affinia/contract';
import { apiError } from '../../http/errors.js';
import { currentUser, type Authenticate } from '../auth/guard.js';

export function createRequireAdmin(authenticate: Authenticate) {
  return async function requireAdmin(request: FastifyRequest): Promise<void> {
    await authenticate(request);
    if (currentUser(request).role !== 'admin') throw apiError('adminOnly');
  };
}
export type RequireAdmin = ReturnType<typeof createRequireAdmin>;

/** OpenAPI fields and error answers every admin route shares. */
export const adminSecured = { security: [{ bearerAuth: [] }], tags: ['admin'] };
export const adminErrors = { 401: errorSchema, 403: errorSchema };

/**
 * Makes every route of an admin plugin admin-only and uncached: the session is checked in onRequest,
 * before anything else is looked at (body, params, validation), and answers (e-mail addresses, held
 * photos) are never kept by a browser or shared cache.
 */
export function guardAdminScope(app: FastifyInstance, requireAdmin: RequireAdmin): void {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
