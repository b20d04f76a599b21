// /api/admin/held-photos: the photos nudity screening held, for an admin to look at and decide. Approve
// shows the photo; remove deletes it as a moderation decision whose statement the owner receives.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  errorSchema,
  heldPhotosSchema,
  moderationDecisionSchema,
  photoRemovalBodySchema,
} from '@affinia/contract';
import { currentUser } from '../auth/guard.js';
import type { RequireAdmin } from '../admin/require-admin.js';
import type { ModerationService } from '../moderation/service.js';
import type { PhotoService } from '../photos/service.js';

const secured = { security: [{ bearerAuth: [] }], tags: ['admin'] };
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** More than a day's uploads on a busy instance; the oldest come first. */
const QUEUE_PAGE = 100;

export function heldPhotoRoutes(
  photos: PhotoService,
  moderation: Pick<ModerationService, 'removeContent'>,
  requireAdmin: RequireAdmin,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAdmin);
    // The images and the queue are for the reviewing admin only: never kept by a browser or shared cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/',
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
      '/:id/image',
      {
        schema: {
          ...secured,
          summary: 'The held photo itself (image bytes)',
          params: adminIdParamsSchema,
          response: { 200: z.unknown().describe('image bytes (image/webp)'), ...errors },
        },
      },
      async (request, reply) => {
        const { data, contentType } = await photos.readHeld(request.params.id);
        return reply
          .header('content-type', contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(data);
      },
    );

    app.post(
      '/:id/approve',
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
      '/:id/remove',
      {
        schema: {
          ...secured,
          summary: 'Remove a held photo, with the ground and statement of reasons its owner receives',
          params: adminIdParamsSchema,
          body: photoRemovalBodySchema,
          response: { 200: moderationDecisionSchema, 400: errorSchema, ...errors },
        },
      },
      async (request) => {
        const photoId = request.params.id;
        const { decision } = await moderation.removeContent(currentUser(request).id, request.body, (tx) =>
          photos.deleteHeldRow(tx, photoId),
        );
        await photos.removeFiles([photoId]);
        return decision;
      },
    );
  };
}
