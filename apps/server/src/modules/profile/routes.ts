// GET /api/profile/me: the signed-in user's own profile (spec section 3 user shape).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, meSchema } from '@affinia/contract';
import type { Authenticate } from '../auth/guard.js';
import { currentUser } from '../auth/guard.js';
import { toMe } from '../users/user-view.js';

export function profileRoutes(authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      {
        preHandler: authenticate,
        schema: {
          tags: ['profile'],
          summary: 'The signed-in user’s profile',
          security: [{ bearerAuth: [] }],
          response: { 200: meSchema, 401: errorSchema },
        },
      },
      (request) => toMe(currentUser(request)),
    );
  };
}
