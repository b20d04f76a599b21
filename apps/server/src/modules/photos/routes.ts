// POST /api/profile/photos (multipart `file`), PUT /api/profile/photos/order, DELETE and GET
// /api/profile/photos/{photo}.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  PHOTO_WIDTHS,
  errorSchema,
  photoListSchema,
  photoOrderSchema,
  photoUploadResponseSchema,
  textField,
  type PhotoWidth,
} from '@affinia/contract';
import { apiError } from '../../http/errors.js';
import { currentUser, type Authenticate } from '../auth/guard.js';
import type { PhotoService } from './service.js';
import type { UploadAdmission } from './upload-admission.js';

// A NUL in the id reached the storage path (500): refused like any control character.
const photoParams = z.object({ photo: textField('photo').max(64) });
/** `?w=` picks one of the fixed srcset widths; anything else is refused rather than resized. */
const widthNames = PHOTO_WIDTHS.map(String) as [string, ...string[]];
const photoQuery = z.object({ w: z.enum(widthNames, { error: MSG.photoWidthInvalid }).optional() });

export function photoRoutes(
  photos: PhotoService,
  authenticate: Authenticate,
  admitUpload: UploadAdmission,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/',
      {
        // The only route that takes a file part; the caller and their quota are checked before it is read.
        config: { acceptsFile: true },
        onRequest: [authenticate, admitUpload],
        schema: {
          tags: ['profile'],
          summary: 'Add a photo (multipart field `file`: JPEG, PNG, WebP, AVIF or GIF, ≤ 10 MB, 6 photos at most)',
          consumes: ['multipart/form-data'],
          security: [{ bearerAuth: [] }],
          response: {
            201: photoUploadResponseSchema,
            400: errorSchema,
            401: errorSchema,
            409: errorSchema,
            413: errorSchema,
            429: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request, reply) => {
        const file = (request.body as { file?: unknown } | undefined)?.file;
        if (!Buffer.isBuffer(file)) throw apiError('photoMissing');
        return reply.code(201).send(await photos.upload(currentUser(request).id, file));
      },
    );

    app.put(
      '/order',
      {
        onRequest: authenticate,
        schema: {
          tags: ['profile'],
          summary: 'Put my photos in this order (all of them, each once); the first is my main photo',
          security: [{ bearerAuth: [] }],
          body: photoOrderSchema,
          response: { 200: photoListSchema, 400: errorSchema, 401: errorSchema },
        },
      },
      (request) => photos.reorder(currentUser(request).id, request.body.photos),
    );

    app.delete(
      '/:photo',
      {
        onRequest: authenticate,
        schema: {
          tags: ['profile'],
          summary: 'Delete one of my photos',
          security: [{ bearerAuth: [] }],
          params: photoParams,
          response: { 200: photoListSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      (request) => photos.remove(currentUser(request).id, request.params.photo),
    );

    app.get(
      '/:photo',
      {
        schema: {
          tags: ['profile'],
          summary: `A photo (unguessable id; used directly as an image URL); \`?w=\` one of ${PHOTO_WIDTHS.join(', ')} for a narrower copy`,
          params: photoParams,
          querystring: photoQuery,
          response: { 200: z.unknown().describe('image bytes (image/webp)'), 400: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        const width = request.query.w === undefined ? undefined : (Number(request.query.w) as PhotoWidth);
        const { data, contentType } = await photos.read(request.params.photo, width);
        return (
          reply
            .header('content-type', contentType)
            // Only the browser that was shown the id may keep it: never a shared cache (a CDN or proxy would
            // keep serving it after the owner deleted it or blocked the viewer).
            .header('cache-control', 'private, max-age=86400')
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', 'inline')
            .send(data)
        );
      },
    );
  };
}
