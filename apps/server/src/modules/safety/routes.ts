// Safety API: DELETE /api/matches/{matchId} (unmatch), /api/blocks, POST /api/reports.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, blockBodySchema, blockedUserSchema, errorSchema, reportBodySchema } from '@affinia/contract';
import { currentUser, type Authenticate } from '../auth/guard.js';
import type { SafetyService } from './service.js';

const secured = { tags: ['safety'], security: [{ bearerAuth: [] }] };
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const detailSchema = z.object({ detail: z.string() });

export function safetyRoutes(safety: SafetyService, authenticate: Authenticate): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: a caller without a valid token learns nothing, not even how their body would validate.
    app.addHook('onRequest', authenticate);

    app.delete(
      '/matches/:matchId',
      {
        schema: {
          ...secured,
          summary: 'Unmatch: the match and its conversation disappear for both',
          params: z.object({ matchId: z.string().max(64) }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await safety.unmatch(currentUser(request).id, request.params.matchId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/blocks',
      { schema: { ...secured, summary: 'People I blocked', response: { 200: z.array(blockedUserSchema), ...errors } } },
      (request) => safety.blocked(currentUser(request).id),
    );

    app.post(
      '/blocks',
      {
        schema: {
          ...secured,
          summary: 'Block someone: hidden from each other everywhere, any match ends',
          body: blockBodySchema,
          response: { 201: detailSchema, ...errors },
        },
      },
      async (request, reply) => {
        await safety.block(currentUser(request).id, request.body.user_id);
        return reply.code(201).send({ detail: MSG.userBlocked });
      },
    );

    app.delete(
      '/blocks/:userId',
      {
        schema: {
          ...secured,
          summary: 'Unblock someone I blocked',
          params: z.object({ userId: z.string().max(64) }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await safety.unblock(currentUser(request).id, request.params.userId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/reports',
      {
        schema: {
          ...secured,
          summary: 'Report someone to the moderation team',
          body: reportBodySchema,
          response: { 201: detailSchema, ...errors, 429: errorSchema },
        },
      },
      async (request, reply) => {
        await safety.report(currentUser(request).id, request.body);
        return reply.code(201).send({ detail: MSG.reportSaved });
      },
    );
  };
}
