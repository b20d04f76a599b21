// /api/admin photo moderation: the queue of photos nudity screening held, any member's photos (a
// reported member's, say), each image whatever its screening, approval of a held photo, and removal of
// any photo as a moderation decision whose statement the owner receives (DSA Art. 17).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminMemberPhotosSchema,
  errorSchema,
  heldPhotosSchema,
  moderationDecisionSchema,
  photoRemovalBodySchema,
} from '@affinia/contract';
import { currentUser } from '../auth/guard.js';
import { adminErrors, adminSecured, guardAdminScope, type RequireAdmin } from '../admin/require-admin.js';
import type { ModerationService } from '../moderation/service.js';
import type { PhotoService } from './service.js';

const secured = adminSecured;
const errors = { ...adminErrors, 404: errorSchema };
/** More than a day's uploads on a busy instance; the oldest come first. */
const QUEUE_PAGE = 100;

export function adminPhotoRoutes(
  photos: PhotoService,
  moderation: Pick<ModerationService, 'removeContent'>,
  requireAdmin: RequireAdmin,
): FastifyPluginAsyncZod {
  return async (app) => {
    guardAdminScope(app, requireAdmin);

    app.get(
      '/held-photos',
      {
        schema: {
          ...secured,
          summary: 'Photos held by nudity screening, oldest first',
          response: { 200: heldPhotosSchema, ...errors },
        },
      },
      async () =>
        (await photos.heldPhotos(QUEUE_PAGE)).map((row) => ({
          id: row.id,
          owner: { id: row.userId, name: row.userName },
          nudity_score: row.nudityScore,
          sexy_score: row.sexyScore,
          created_at: row.createdAt.toISOString(),
        })),
    );

    app.get(
      '/users/:id/photos',
      {
        schema: {
          ...secured,
          summary: 'A member’s photos in display order, held ones included, with what screening decided',
          params: adminIdParamsSchema,
          response: { 200: adminMemberPhotosSchema, ...errors },
        },
      },
      async (request) =>
        (await photos.photosForReview(request.params.id)).map((row) => ({
          id: row.id,
          screening: row.screening,
          nudity_score: row.nudityScore,
          created_at: row.createdAt.toISOString(),
        })),
    );

    app.get(
      '/photos/:id/image',
      {
        schema: {
          ...secured,
          summary: 'A photo as stored, held or not (image bytes)',
          params: adminIdParamsSchema,
          response: { 200: z.unknown().describe('image bytes (image/webp)'), ...errors },
        },
      },
      async (request, reply) => {
        const { data, contentType } = await photos.readForReview(request.params.id);
        return reply
          .header('content-type', contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(data);
      },
    );

    app.post(
      '/photos/:id/approve',
      {
        schema: {
          ...secured,
          summary: 'Show a held photo',
          params: adminIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await photos.approveHeld(request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/photos/:id/remove',
      {
        schema: {
          ...secured,
          summary: 'Remove a photo (held or shown), with the ground and statement of reasons its owner receives',
          params: adminIdParamsSchema,
          body: photoRemovalBodySchema,
          response: { 200: moderationDecisionSchema, 400: errorSchema, ...errors },
        },
      },
      async (request) => {
        const photoId = request.params.id;
        let owner: string | undefined;
        const { decision } = await moderation.removeContent(
          currentUser(request).id,
          request.body,
          async (tx) => (owner = await photos.deleteRowForRemoval(tx, photoId)),
        );
        await photos.removeFiles([photoId]);
        if (owner) photos.removedByModeration(owner);
        return decision;
      },
    );
  };
}
