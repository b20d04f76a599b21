// GET /api/places?q=lyo&lang=fr: the place picker of sign-up, the dashboard and the questionnaire.
// Public (sign-up needs it before there is an account), limited per IP like the e-mail check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLACE_SEARCH_LIMIT, errorSchema, placeSearchQuerySchema, placeSearchResponseSchema } from '@affinia/contract';
import { tooManyRequests } from '../../http/errors.js';
import { clientKey } from '../../lib/client-address.js';
import type { RateLimitRule } from '../../config.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { languageOf } from '../../lib/accept-language.js';
import { searchPlaces } from './places.js';

export function placeRoutes(limiter: RateLimiter, rule: RateLimitRule): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['places'],
          summary: 'Towns whose name starts with `q` (any language we know, accents and case ignored), largest first',
          description:
            'Names in `lang` (or the Accept-Language) where the data has them. Answers carry a town id, never coordinates.',
          querystring: placeSearchQuerySchema,
          response: { 200: placeSearchResponseSchema, 400: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const verdict = await limiter.hit(`places:ip:${clientKey(request.ip)}`, rule);
        if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'tooManyPlaceSearches');
        const lang = request.query.lang ?? languageOf(request.headers['accept-language']);
        // Public data, identical for everyone: browsers may keep it a while.
        reply.header('cache-control', 'public, max-age=3600').header('vary', 'accept-language');
        return searchPlaces(request.query.q, lang, PLACE_SEARCH_LIMIT);
      },
    );
  };
}
