// /api/chat: history, sending (multipart `content`), openers, and the live event stream.
// The stream is read with fetch and an Authorization header, so no token ever sits in a URL or a log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  hiddenWordsSchema,
  messageSchema,
  updateHiddenWordsBodySchema,
  messagesQuerySchema,
  sendMessageBodySchema,
  sendMessageHeadersSchema,
  startersResponseSchema,
  type ChatStreamReplaced,
} from '@affinia/contract';
import { currentUser, guardOf, tokenClaims, type Authenticate, type TokenCheck } from '../auth/guard.js';
import type { ChatBus } from './bus.js';
import type { ChatService } from './service.js';

const matchParams = z.object({ matchId: z.string().max(64) });
const secured = { tags: ['chat'], security: [{ bearerAuth: [] }] };
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const HEARTBEAT_MS = 25_000;
/**
 * Live streams one user may hold open on this process (a phone, a laptop, a few tabs). Each holds a
 * socket and a bus subscription, so a script opening thousands would exhaust the server: the oldest
 * is closed when a new one would exceed the cap (a real client whose stream ends falls back to polling
 * and reconnects; the newest stream is the one the user is looking at).
 */
export const MAX_LIVE_STREAMS_PER_USER = 5;

/** Told when a live stream opens, beats and closes (so messages are not mailed to someone watching). */
export type StreamPresence = (userId: string) => Promise<{ heartbeat(): void; closed(): void }>;

export type OpenerSource = (matchId: string, userId: string, acceptLanguage: string | undefined) => Promise<string[]>;

export function chatRoutes(
  chat: ChatService,
  bus: ChatBus,
  authenticate: Authenticate,
  checkToken: TokenCheck,
  /** Openers come from the AI text providers of the matching module. */
  openers: OpenerSource | undefined,
  presence?: StreamPresence,
): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest: a caller without a valid token learns nothing, not even how their body would validate.
    // The send only checks the token here: its first statement reads the member's version with the
    // match (issue 36). Every other route reads the member's row first.
    app.addHook('onRequest', guardOf(authenticate, checkToken));
    const openStreams = new Set<() => void>();
    /** Each user's open streams on this process, oldest first. */
    const streamsOf = new Map<string, Array<(replaced?: boolean) => void>>();
    // Open streams would keep the server from closing: end them first on shutdown.
    app.addHook('preClose', async () => {
      for (const end of openStreams) end();
    });

    // Added (issue 18): the member's hidden words. Static paths, so no match id can shadow them.
    app.get(
      '/hidden-words',
      {
        schema: {
          ...secured,
          summary: 'My hidden words: messages and openers containing them are collapsed for me',
          response: { 200: hiddenWordsSchema, 401: errorSchema },
        },
      },
      (request) => chat.hiddenWords(currentUser(request).id),
    );
    app.put(
      '/hidden-words',
      {
        schema: {
          ...secured,
          summary: 'Replace my hidden words (trimmed, duplicates folded)',
          body: updateHiddenWordsBodySchema,
          response: { 200: hiddenWordsSchema, 400: errorSchema, 401: errorSchema },
        },
      },
      (request) => chat.setHiddenWords(currentUser(request).id, request.body.words),
    );

    app.get(
      '/:matchId/messages',
      {
        schema: {
          ...secured,
          summary: 'Messages of a match, oldest first (`before` and `limit` page through long histories)',
          params: matchParams,
          querystring: messagesQuerySchema,
          response: { 200: z.array(messageSchema), ...errors },
        },
      },
      (request) =>
        chat.history(request.params.matchId, currentUser(request).id, request.query.limit, request.query.before),
    );

    app.post(
      '/:matchId/messages',
      {
        config: { readsMemberItself: true },
        schema: {
          ...secured,
          summary:
            'Send a message (multipart field `content`, 1–2000 characters). An optional `Idempotency-Key` ' +
            'header (a UUID) makes retries safe: a key already used answers the message stored the first time',
          consumes: ['multipart/form-data'],
          params: matchParams,
          headers: sendMessageHeadersSchema,
          body: sendMessageBodySchema,
          response: { 201: messageSchema, ...errors, 422: errorSchema, 429: errorSchema },
        },
      },
      async (request, reply) => {
        const { content, confirm } = request.body;
        const { message, replayed } = await chat.send(
          request.params.matchId,
          tokenClaims(request),
          content,
          confirm,
          request.headers['idempotency-key'],
        );
        // The same answer as the first time; the header (Stripe's name) says it is a replay.
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.code(201).send(message);
      },
    );

    if (openers)
      app.get(
        '/:matchId/starters',
        {
          schema: {
            ...secured,
            summary: 'Conversation openers for this pair, in the viewer’s language',
            params: matchParams,
            response: { 200: startersResponseSchema, ...errors },
          },
        },
        async (request) => {
          const userId = currentUser(request).id;
          await chat.memberMatch(request.params.matchId, userId);
          return { suggestions: await openers(request.params.matchId, userId, request.headers['accept-language']) };
        },
      );

    app.get(
      '/events',
      {
        schema: {
          ...secured,
          summary: 'Live stream (server-sent events) of new messages in all my matches',
          response: { 401: errorSchema },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        // Recorded before the stream answers, so a message sent once it is open is known to be seen live.
        const live = presence ? await presence(userId) : undefined;
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        /** Set once the bus delivers here: what `end` undoes. */
        const stream: { unsubscribe?: () => void; heartbeat?: NodeJS.Timeout } = {};
        let ended = false;
        const end = (replaced = false) => {
          if (ended) return;
          ended = true;
          if (replaced && !res.writableEnded) {
            const frame: ChatStreamReplaced = { type: 'replaced' };
            res.write(`event: replaced\ndata: ${JSON.stringify(frame)}\n\n`);
          }
          clearInterval(stream.heartbeat);
          live?.closed();
          stream.unsubscribe?.();
          openStreams.delete(end);
          const mine = streamsOf.get(userId) ?? [];
          const at = mine.indexOf(end);
          if (at >= 0) mine.splice(at, 1);
          if (mine.length === 0) streamsOf.delete(userId);
          if (!res.writableEnded) res.end();
        };
        openStreams.add(end);
        const mine = streamsOf.get(userId) ?? [];
        streamsOf.set(userId, mine);
        mine.push(end);
        while (mine.length > MAX_LIVE_STREAMS_PER_USER) mine[0]?.(true);
        request.raw.on('close', () => end());
        // Connected only once the bus delivers this member's events here (with Redis, once the member's
        // channel is subscribed): a message sent after the client sees the stream open is never missed.
        const stop = await bus.subscribe(userId, (event) => {
          res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        });
        if (ended) return stop();
        stream.unsubscribe = stop;
        res.write(': connected\n\n');
        stream.heartbeat = setInterval(() => {
          res.write(': ping\n\n');
          live?.heartbeat();
        }, HEARTBEAT_MS);
      },
    );
  };
}
