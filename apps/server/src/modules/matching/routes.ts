// /api/discover, /api/swipe and /api/matches (spec section 7). Texts come in the language of the
// request's Accept-Language (the web app sends its interface language), French by default.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discoverAlertBodySchema,
  discoverAlertSchema,
  discoverOutlookQuerySchema,
  discoverOutlookSchema,
  discoverResponseSchema,
  errorSchema,
  matchItemSchema,
  yourTurnSchema,
  matchesResponseSchema,
  swipeBodySchema,
  swipeResponseSchema,
} from '@affinia/contract';
import { compiledSerializer } from '../../http/compiled-serializer.js';
import { currentUser, guardOf, tokenClaims, type Authenticate, type TokenCheck } from '../auth/guard.js';
import { languageOf } from '../../lib/accept-language.js';
import type { MatchingService } from './service.js';

const secured = { tags: ['matching'], security: [{ bearerAuth: [] }] };

export function matchingRoutes(
  matching: MatchingService,
  authenticate: Authenticate,
  checkToken: TokenCheck,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: without a valid token nothing else happens, not even body validation. Discover and the
    // swipe only check the token there: their first statement reads the member's row (issue 36).
    app.addHook('onRequest', guardOf(authenticate, checkToken));

    app.get(
      '/discover',
      {
        config: { readsMemberItself: true },
        serializerCompiler: compiledSerializer,
        schema: {
          ...secured,
          summary: 'A page of compatible profiles, best first, each with its affinity and match reason',
          description:
            'Empty while my profile is paused (settings.is_paused) or while YOUR_TURN_LIMIT conversations wait for my reply.',
          response: { 200: discoverResponseSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      (request) => matching.discover(tokenClaims(request), languageOf(request.headers['accept-language'])),
    );

    app.post(
      '/swipe',
      {
        config: { readsMemberItself: true },
        schema: {
          ...secured,
          summary: 'Like or pass on a profile (multipart fields `swiped_id`, `action`); a mutual like makes a match',
          description:
            'With YOUR_TURN_LIMIT conversations waiting for my reply, a like is refused (409 yourTurnLimitReached); while my profile is paused, a like is refused (409 profilePaused). A pass is not.',
          consumes: ['multipart/form-data', 'application/json'],
          body: swipeBodySchema,
          response: {
            200: swipeResponseSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
            409: errorSchema,
          },
        },
      },
      (request) => matching.swipe(tokenClaims(request), request.body),
    );

    app.get(
      '/matches',
      {
        serializerCompiler: compiledSerializer,
        schema: {
          ...secured,
          summary:
            'My matches, latest activity first (newest message, else the match), each with the other person, the reason you match and where the conversation stands (last message, unread)',
          response: { 200: matchesResponseSchema, 401: errorSchema },
        },
      },
      (request) => matching.matches(currentUser(request), languageOf(request.headers['accept-language'])),
    );

    // Added (issue 18): "your turn" — why discover shows no new cards while replies are owed.
    app.get(
      '/discover/your-turn',
      {
        schema: {
          ...secured,
          summary: 'Conversations waiting for my reply, and whether discover pauses because of them',
          response: { 200: yourTurnSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      (request) => matching.yourTurn(currentUser(request)),
    );

    // Added (issue 33, decision 043): the empty deck's outlook, for the member's own criteria only.
    app.get(
      '/discover/outlook',
      {
        schema: {
          ...secured,
          summary: 'How many people match my criteria, and what one step wider would add (as bands)',
          description:
            'Takes no parameter: counts are for the stored criteria, the next distance option and an age range OUTLOOK_AGE_STEP_YEARS wider each side; a query string is refused (400).',
          querystring: discoverOutlookQuerySchema,
          response: { 200: discoverOutlookSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      (request) => matching.outlook(currentUser(request)),
    );

    app.put(
      '/discover/alert',
      {
        schema: {
          ...secured,
          summary: '"Préviens-moi": be told (at most once a day) when someone new who matches my criteria arrives',
          body: discoverAlertBodySchema,
          response: { 200: discoverAlertSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      (request) => matching.setAlert(currentUser(request), request.body),
    );

    // Added (issue 14): one match, for the chat header, instead of the whole list.
    app.get(
      '/matches/:matchId',
      {
        schema: {
          ...secured,
          summary: 'One of my matches with the other person; 404 if it is not mine, has ended or is blocked',
          params: z.object({ matchId: z.string().max(64) }),
          response: { 200: matchItemSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      (request) =>
        matching.match(currentUser(request), request.params.matchId, languageOf(request.headers['accept-language'])),
    );
  };
}
