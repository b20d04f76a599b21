// /api/profile: the signed-in user's profile (spec section 7) plus settings and data export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, meSchema, profileSettingsSchema, profileUpdateSchema } from '@affinia/contract';
import { currentUser, type Authenticate } from '../auth/guard.js';
import { languageOf } from '../../lib/accept-language.js';
import { zipDataExport } from './data-export.js';
import type { ProfileService } from './service.js';

const secured = { security: [{ bearerAuth: [] }], tags: ['profile'] };
const errors = { 400: errorSchema, 401: errorSchema };

export function profileRoutes(profile: ProfileService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      // Photos are read without a token (they are <img> sources); everything else needs one.
      if (!(request.method === 'GET' && request.url.startsWith('/api/profile/photos/'))) await authenticate(request);
    });

    app.get(
      '/me',
      { schema: { ...secured, summary: 'My profile', response: { 200: meSchema, ...errors } } },
      (request) => profile.view(currentUser(request), languageOf(request.headers['accept-language'])),
    );

    app.put(
      '/me',
      {
        schema: {
          ...secured,
          summary: 'Save the questionnaire (interests, personality, answers, bio, type sought, place, distance)',
          body: profileUpdateSchema,
          response: { 200: meSchema, ...errors, 429: errorSchema },
        },
      },
      (request) =>
        profile.updateQuestionnaire(currentUser(request), request.body, languageOf(request.headers['accept-language'])),
    );

    app.patch(
      '/settings',
      {
        schema: {
          ...secured,
          summary:
            'Change preferences (genders sought, age range, distance), the declared place or travel mode, or pause the profile',
          description:
            'Moving (home or travel place) is limited per day (RATE_LIMIT_PLACE_CHANGES_PER_DAY): 429 beyond.',
          body: profileSettingsSchema,
          response: { 200: meSchema, ...errors, 429: errorSchema },
        },
      },
      (request) =>
        profile.updateSettings(currentUser(request), request.body, languageOf(request.headers['accept-language'])),
    );

    app.get(
      '/export',
      {
        schema: {
          ...secured,
          summary: 'Download everything stored about me: a ZIP with data.json and my photos',
          response: { 200: z.unknown().describe('application/zip'), ...errors },
        },
      },
      async (request, reply) => {
        const data = await profile.exportData(currentUser(request));
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', 'attachment; filename="affinia-mes-donnees.zip"')
          .header('cache-control', 'no-store')
          .send(zipDataExport(data));
      },
    );

    app.delete(
      '/me',
      { schema: { ...secured, summary: 'Delete my account and all my data', response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await profile.deleteAccount(currentUser(request).id);
        return reply.code(204).send(null);
      },
    );
  };
}
