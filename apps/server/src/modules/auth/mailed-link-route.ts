// The public requests for a link by mail (forgotten password, one-time sign-in link; decision 035): the
// address in, always 202 with the same body whether it has an account or not.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedResponseSchema,
  errorSchema,
  forgotPasswordBodySchema,
  type AcceptedResponse,
} from '@affinia/contract';

type App = Parameters<FastifyPluginAsyncZod>[0];

export function mailedLinkRoute(
  app: App,
  path: string,
  summary: string,
  request: (email: string, ip: string) => Promise<AcceptedResponse>,
): void {
  app.post(
    path,
    {
      schema: {
        tags: ['auth'],
        summary,
        body: forgotPasswordBodySchema,
        response: { 202: acceptedResponseSchema, 400: errorSchema, 415: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => reply.code(202).send(await request(req.body.email, req.ip)),
  );
}
