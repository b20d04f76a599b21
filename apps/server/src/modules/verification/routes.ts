// /api/verification: the member's photo verification (issue 18 part 1, issue 31, decision 038) — status,
// a challenge of head movements opened with explicit consent, the live sequence for it (multipart:
// `challenge_id`, then the `frame` files in the order taken), and withdrawal (the badge, the kept face
// descriptor and any sequence waiting for an admin go).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MSG,
  VERIFICATION_FRAMES_MAX,
  VERIFICATION_FRAMES_MIN,
  VERIFICATION_MOVE_COUNT,
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

/** The form: the challenge's id and its frames (a lone file part arrives as a Buffer, more as an array). */
const framesForm = z.object(
  {
    challenge_id: textField('challenge_id').max(64),
    frame: z.unknown(),
  },
  { error: MSG.requiredFields },
);

const framesOf = (value: unknown): Buffer[] => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  if (list.length < VERIFICATION_FRAMES_MIN || list.length > VERIFICATION_FRAMES_MAX || !list.every(Buffer.isBuffer)) {
    throw apiError('verificationFramesMissing');
  }
  return list;
};

/** One camera frame: a 640×480 JPEG is 30–100 kB; far above that is no webcam frame. */
const VERIFICATION_FRAME_BYTES = 400 * 1024;

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
          summary: `Consent, then get the head movements to make (${VERIFICATION_MOVE_COUNT}, in order, within 60 s)`,
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
      '/frames',
      {
        // The caller is checked before a byte of the body is read; the frames are the only files, each
        // bounded in size.
        config: { acceptsFile: VERIFICATION_FRAMES_MAX, fileBytes: VERIFICATION_FRAME_BYTES },
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: `Send the live sequence (multipart: challenge_id, then ${VERIFICATION_FRAMES_MIN}–${VERIFICATION_FRAMES_MAX} \`frame\` JPEGs in order); the decision`,
          consumes: ['multipart/form-data'],
          body: framesForm,
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
        verification.submit(currentUser(request).id, request.body.challenge_id, framesOf(request.body.frame)),
    );

    app.delete(
      '/',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary:
            'Withdraw my verification: the badge ends, my face descriptor and any sequence in review are deleted',
          response: { 200: verificationStatusSchema, 401: errorSchema },
        },
      },
      (request) => verification.withdraw(currentUser(request).id),
    );
  };
}
