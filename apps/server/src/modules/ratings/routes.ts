// /api/ratings: submit, can-rate, my-scores. No response carries a rater.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  canRateResponseSchema,
  errorSchema,
  ratingSubmitSchema,
  ratingSubmittedSchema,
  socialScoreSchema,
} from '@affinia/contract';
import { currentUser, type Authenticate } from '../auth/guard.js';
import type { RatingService } from './service.js';

const secured = { tags: ['ratings'], security: [{ bearerAuth: [] }] };
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema };

export function ratingRoutes(ratings: RatingService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: a caller without a valid token learns nothing, not even how their body would validate.
    app.addHook('onRequest', authenticate);

    app.get(
      '/my-scores',
      {
        schema: {
          ...secured,
          summary: 'My published social score: zeros until the first batch, then updated only in batches of k ratings',
          response: { 200: socialScoreSchema, ...errors },
        },
      },
      (request) => ratings.myScores(currentUser(request).id),
    );

    app.get(
      '/can-rate/:userId',
      {
        schema: {
          ...secured,
          summary: 'Whether I may rate this person (a match, not yet rated, not blocked)',
          params: z.object({ userId: z.string().max(64) }),
          response: { 200: canRateResponseSchema, ...errors },
        },
      },
      async (request) => ({ can_rate: await ratings.canRate(currentUser(request).id, request.params.userId) }),
    );

    app.post(
      '/submit',
      {
        schema: {
          ...secured,
          summary: 'Rate a match anonymously (five criteria, 1 to 5)',
          body: ratingSubmitSchema,
          response: { 201: ratingSubmittedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await ratings.submit(currentUser(request).id, request.body);
        return reply.code(201).send({ message: MSG.ratingSaved });
      },
    );
  };
}
