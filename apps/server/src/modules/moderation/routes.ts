// GET /api/moderation/decisions: the signed-in member's own moderation decisions, with their
// statements of reasons (the dashboard shows them). The admin's side is POST
// /api/admin/users/{id}/moderation, in the admin routes.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, moderationDecisionsSchema } from '@affinia/contract';
import { currentUser, type Authenticate } from '../auth/guard.js';
import type { ModerationService } from './service.js';

export function moderationRoutes(moderation: ModerationService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticate);
    app.get(
      '/decisions',
      {
        schema: {
          tags: ['moderation'],
          security: [{ bearerAuth: [] }],
          summary: 'My moderation decisions and their statements of reasons, newest first',
          response: { 200: moderationDecisionsSchema, 401: errorSchema },
        },
      },
      (request) => moderation.mine(currentUser(request).id),
    );
  };
}
