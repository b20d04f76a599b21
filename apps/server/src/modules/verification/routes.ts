// /api/verification: the member's photo verification (issue 18, part 1) — status, a pose challenge
// opened with explicit consent, the selfies for it (multipart: `challenge_id`, then one `selfie` file per
// pose, in order), and withdrawal (the badge and the kept face descriptor go).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  VERIFICATION_POSE_COUNT,
  errorSchema,
  textField,
  verificationChallengeRequestSchema,
  verificationChallengeSchema,
  verificationStatusSchema,
} from '@affinia/contract';
import { apiError } from '../../http/errors.js';
import { currentUser, type Authenticate } from '../auth/guard.js';
import type { VerificationService } from './service.js';

const secured = { tags: ['verification'], security: [{ bearerAuth: [] }] };

/** The form: the challenge's id and its selfies (a lone file part arrives as a Buffer, two as an array). */
const selfiesForm = z.object(
  {
    challenge_id: textField('challenge_id').max(64),
    selfie: z.unknown(),
  },
  { error: MSG.requiredFields },
);

const selfiesOf = (value: unknown): Buffer[] => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (list.length !== VERIFICATION_POSE_COUNT || !list.every(Buffer.isBuffer)) {
    throw apiError('verificationSelfiesMissing');
  }
  return list;
};

export function verificationRoutes(
  verification: VerificationService,
  authenticate: Authenticate,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Whether verification is offered here and whether I hold the verified badge',
          response: { 200: verificationStatusSchema, 401: errorSchema },
        },
      },
      (request) => verification.status(currentUser(request).id),
    );

    app.post(
      '/challenge',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: `Consent, then get the poses to take (${VERIFICATION_POSE_COUNT} selfies, in order, within 60 s)`,
          body: verificationChallengeRequestSchema,
          response: {
            201: verificationChallengeSchema,
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
            409: errorSchema,
            415: errorSchema,
            429: errorSchema,
          },
        },
      },
      async (request, reply) => reply.code(201).send(await verification.challenge(currentUser(request).id)),
    );

    app.post(
      '/selfies',
      {
        // The caller is checked before a byte of the body is read; the two selfies are the only files.
        config: { acceptsFile: VERIFICATION_POSE_COUNT },
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Send one selfie per pose (multipart: challenge_id, then `selfie` files in order); the decision',
          consumes: ['multipart/form-data'],
          body: selfiesForm,
          response: {
            200: verificationStatusSchema,
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
            409: errorSchema,
            410: errorSchema,
            413: errorSchema,
            415: errorSchema,
            422: errorSchema,
            429: errorSchema,
            503: errorSchema,
          },
        },
      },
      (request) =>
        verification.submit(currentUser(request).id, request.body.challenge_id, selfiesOf(request.body.selfie)),
    );

    app.delete(
      '/',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Withdraw my verification: the badge ends and my face descriptor is deleted',
          response: { 200: verificationStatusSchema, 401: errorSchema },
        },
      },
      (request) => verification.withdraw(currentUser(request).id),
    );
  };
}
