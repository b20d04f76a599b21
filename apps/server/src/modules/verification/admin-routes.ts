// /api/admin/face-duplicates: the same face verified on two accounts (issue 18), for an admin to look
// into (a second account of a banned member, a stolen identity); dismissing one closes it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema, errorSchema, faceDuplicateFlagsSchema } from '@affinia/contract';
import { adminErrors, adminSecured, guardAdminScope, type RequireAdmin } from '../admin/require-admin.js';
import type { VerificationService } from './service.js';

export function adminVerificationRoutes(
  verification: Pick<VerificationService, 'duplicateFlags' | 'dismissFlag'>,
  requireAdmin: RequireAdmin,
): FastifyPluginAsyncZod {
  return async (app) => {
    guardAdminScope(app, requireAdmin);

    app.get(
      '/face-duplicates',
      {
        schema: {
          ...adminSecured,
          summary: 'The same face verified on two accounts, newest first (open flags)',
          response: { 200: faceDuplicateFlagsSchema, ...adminErrors },
        },
      },
      () => verification.duplicateFlags(),
    );

    app.post(
      '/face-duplicates/:id/dismiss',
      {
        schema: {
          ...adminSecured,
          summary: 'Close a duplicate-face flag once looked into',
          params: adminIdParamsSchema,
          response: { 204: z.null(), ...adminErrors, 404: errorSchema },
        },
      },
      async (request, reply) => {
        await verification.dismissFlag(request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
