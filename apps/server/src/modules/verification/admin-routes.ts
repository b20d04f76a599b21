// /api/admin/face-duplicates: the same face verified on two accounts (issue 18), for an admin to look
// into (a second account of a banned member, a stolen identity); dismissing one closes it.
// /api/admin/verification-reviews: live sequences the automatic check could not decide (decision 038):
// the frames beside the member's profile photos (/api/admin/photos/:id/image); the admin grants the badge
// or refuses, and the frames are deleted either way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  errorSchema,
  faceDuplicateFlagsSchema,
  verificationReviewPhotosSchema,
  verificationReviewsSchema,
} from '@affinia/contract';
import { adminErrors, adminSecured, guardAdminScope, type RequireAdmin } from '../admin/require-admin.js';
import type { VerificationService } from './service.js';

export function adminVerificationRoutes(
  verification: Pick<
    VerificationService,
    'duplicateFlags' | 'dismissFlag' | 'reviews' | 'reviewFrame' | 'reviewPhotoIds' | 'decideReview'
  >,
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

    app.get(
      '/verification-reviews',
      {
        schema: {
          ...adminSecured,
          summary: 'Live sequences the automatic check could not decide, oldest first',
          response: { 200: verificationReviewsSchema, ...adminErrors },
        },
      },
      () => verification.reviews(),
    );

    app.get(
      '/verification-reviews/:id/photos',
      {
        schema: {
          ...adminSecured,
          summary: 'The member’s shown profile photos, to compare with the frames',
          params: adminIdParamsSchema,
          response: { 200: verificationReviewPhotosSchema, ...adminErrors, 404: errorSchema },
        },
      },
      async (request) => ({ photo_ids: await verification.reviewPhotoIds(request.params.id) }),
    );

    app.get(
      '/verification-reviews/:id/frames/:index',
      {
        schema: {
          ...adminSecured,
          summary: 'One frame of the sequence, in the order taken (image bytes)',
          params: adminIdParamsSchema.extend({ index: z.coerce.number().int().min(0).max(99) }),
          response: { 200: z.unknown().describe('image bytes (image/jpeg)'), ...adminErrors, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const data = await verification.reviewFrame(request.params.id, request.params.index);
        return reply
          .header('content-type', 'image/jpeg')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(data);
      },
    );

    for (const [path, grant] of [
      ['grant', true],
      ['refuse', false],
    ] as const) {
      app.post(
        `/verification-reviews/:id/${path}`,
        {
          schema: {
            ...adminSecured,
            summary: grant ? 'Grant the badge: the frames show the member' : 'Refuse the badge',
            params: adminIdParamsSchema,
            response: { 204: z.null(), ...adminErrors, 404: errorSchema },
          },
        },
        async (request, reply) => {
          await verification.decideReview(request.params.id, grant);
          return reply.code(204).send(null);
        },
      );
    }
  };
}
