// POST /api/auth/sign-in-link (ask for a one-time sign-in link by mail) and /sign-in-link/open (use it),
// both public: the owner's way in that strangers failing at the login cannot use up (decision 035).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponseSchema, errorSchema, signInWithLinkBodySchema } from '@affinia/contract';
import type { AccountService } from './account-service.js';
import { mailedLinkRoute } from './mailed-link-route.js';
import type { AuthService } from './service.js';

export function signInLinkRoutes(account: AccountService, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    mailedLinkRoute(
      app,
      '/sign-in-link',
      'Mail a one-time sign-in link (always 202 with the same body, whether the address has an account)',
      (email, ip) => account.requestSignInLink(email, ip),
    );

    const opened = { 200: authResponseSchema, 400: errorSchema, 403: errorSchema, 415: errorSchema, 429: errorSchema };
    // 403: the account is suspended or banned (the moderation's statement), as at the login.
    app.post(
      '/sign-in-link/open',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a mailed one-time link (15 minutes, once; void after any credential event)',
          body: signInWithLinkBodySchema,
          response: opened,
        },
      },
      (request) => auth.signInWithLink(request.body.token, request.ip),
    );
  };
}
