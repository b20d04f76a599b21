// POST /api/auth/email/resend and /change (signed in), /confirm (public, from the mailed link).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedResponseSchema,
  changeEmailBodySchema,
  confirmEmailBodySchema,
  emailConfirmedResponseSchema,
  errorSchema,
} from '@affinia/contract';
import type { AccountService } from './account-service.js';
import { currentUser, type Authenticate } from './guard.js';

const errors = { 400: errorSchema, 409: errorSchema, 415: errorSchema, 429: errorSchema };
const secured = { tags: ['auth'], security: [{ bearerAuth: [] }] };

export function emailRoutes(account: AccountService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/resend',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Mail a new confirmation link to the account’s address (valid 7 days)',
          response: { 202: acceptedResponseSchema, 401: errorSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(202).send(await account.resendConfirmation(currentUser(request))),
    );

    app.post(
      '/confirm',
      {
        schema: {
          tags: ['auth'],
          summary: 'Open a confirmation link: confirms the address, or applies a requested change of address',
          body: confirmEmailBodySchema,
          response: { 200: emailConfirmedResponseSchema, ...errors },
        },
      },
      (request) => account.confirmEmail(request.body.token),
    );

    app.post(
      '/change',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Ask to change the address: a link to the new one, a notice to the old; applied once confirmed',
          body: changeEmailBodySchema,
          response: { 202: acceptedResponseSchema, 401: errorSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(202).send(await account.changeEmail(currentUser(request), request.body, request.ip)),
    );
  };
}
