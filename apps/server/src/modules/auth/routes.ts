// POST /api/auth/register, /login, /verify-email (multipart) and /logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  errorSchema,
  loginBodySchema,
  registerBodySchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@affinia/contract';
import type { AuthService } from './service.js';
import type { Authenticate } from './guard.js';
import { currentUser } from './guard.js';
import { languageOf } from '../../lib/accept-language.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
};

export function authRoutes(auth: AuthService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account (free while free places remain)',
          body: registerBodySchema,
          // 402: the payment_session_id given is unknown, unpaid, expired or already used.
          response: { 200: authResponseSchema, 201: authResponseSchema, 402: errorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await auth.register(request.body, request.ip, languageOf(request.headers['accept-language']));
        return reply.code(result.token ? 201 : 200).send(result);
      },
    );

    app.post(
      '/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          body: loginBodySchema,
          response: { 200: authResponseSchema, ...errors },
        },
      },
      (request) => auth.login(request.body, request.ip),
    );

    app.post(
      '/verify-email',
      {
        schema: {
          tags: ['auth'],
          summary: 'Check an e-mail before sign-up (multipart field `email`)',
          consumes: ['multipart/form-data'],
          body: verifyEmailBodySchema,
          response: { 200: verifyEmailResponseSchema, ...errors },
        },
      },
      (request) => auth.verifyEmail(request.body.email, request.ip),
    );

    app.post(
      '/logout',
      {
        onRequest: authenticate,
        schema: {
          tags: ['auth'],
          summary: 'Revoke every session of the signed-in user',
          security: [{ bearerAuth: [] }],
          response: { 204: z.null(), 401: errorSchema },
        },
      },
      async (request, reply) => {
        await auth.logout(currentUser(request).id);
        return reply.code(204).send(null);
      },
    );
  };
}
