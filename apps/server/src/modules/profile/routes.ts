// /api/profile: the signed-in user's profile (spec section 7) plus settings and data export.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  meSchema,
  profileSettingsSchema,
  profileUpdateSchema,
  questionnaireDraftSchema,
  questionnaireDraftViewSchema,
} from '@affinia/contract';
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
          description:
            'A changed bio or type sought that the screening flags is refused (422 profileTextNeedsConfirmation) until sent again with `confirm: true`.',
          body: profileUpdateSchema,
          response: { 200: meSchema, ...errors, 422: errorSchema, 429: errorSchema },
        },
      },
      (request) =>
        profile.updateQuestionnaire(currentUser(request), request.body, languageOf(request.headers['accept-language'])),
    );

    app.get(
      '/questionnaire-draft',
      {
        schema: {
          ...secured,
          summary: 'The first questionnaire as far as it was filled in, to resume it (null once completed)',
          response: { 200: questionnaireDraftViewSchema, ...errors },
        },
      },
      (request) => profile.questionnaireDraft(currentUser(request)),
    );

    app.put(
      '/questionnaire-draft',
      {
        schema: {
          ...secured,
          summary: 'Keep the first questionnaire’s step and answers so far (partial answers allowed)',
          description:
            'Replaces the kept draft. Ignored once the questionnaire is completed (answers `draft: null`); the completing `PUT /api/profile/me` deletes it.',
          body: questionnaireDraftSchema,
          response: { 200: questionnaireDraftViewSchema, ...errors },
        },
      },
      (request) => profile.keepQuestionnaireDraft(currentUser(request), request.body),
    );

    app.patch(
      '/settings',
      {
        schema: {
          ...secured,
          summary:
            'Change preferences (genders sought, age range, distance), the declared place or travel mode, or pause the profile',
          description:
            'Moving (home or travel place) is limited per day (RATE_LIMIT_PLACE_CHANGES_PER_DAY): 429 beyond. A `display_name` that the screening flags or that carries a phone number, a link or a money request is refused (422 displayNameRefused).',
          body: profileSettingsSchema,
          response: { 200: meSchema, ...errors, 422: errorSchema, 429: errorSchema },
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
          .send(await zipDataExport(data));
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
