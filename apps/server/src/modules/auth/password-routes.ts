// POST /api/auth/password/forgot, /reset (public, from the mailed link) and /change (signed in).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  errorSchema,
  resetPasswordBodySchema,
  sessionRenewedResponseSchema,
} from '@affinia/contract';
import type { AccountService } from './account-service.js';
import { currentUser, type Authenticate } from './guard.js';
import { mailedLinkRoute } from './mailed-link-route.js';

const errors = { 400: errorSchema, 415: errorSchema, 429: errorSchema };

export function passwordRoutes(account: AccountService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    mailedLinkRoute(
      app,
      '/forgot',
      'Mail a reset link (always 202 with the same body, whether the address has an account or not)',
      (email, ip) => account.forgotPassword(email, ip),
    );

    app.post(
      '/reset',
      {
        schema: {
          tags: ['auth'],
          summary: 'Choose a new password with a mailed link; every session is revoked, a new one is answered',
          body: resetPasswordBodySchema,
          response: { 200: sessionRenewedResponseSchema, ...errors },
        },
      },
      (request) => account.resetPassword(request.body),
    );

    app.post(
      '/change',
      {
        onRequest: authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Change the password; the other sessions are revoked and this one gets a new token',
          security: [{ bearerAuth: [] }],
          body: changePasswordBodySchema,
          response: { 200: sessionRenewedResponseSchema, 401: errorSchema, ...errors },
        },
      },
      (request) => account.changePassword(currentUser(request), request.body),
    );
  };
}
