// /api/notifications: the member's mail and push switches, their browsers' push subscriptions, and the
// one-click unsubscribe of every notification mail (RFC 8058: mail clients POST `List-Unsubscribe=One-Click`
// as a form to the link's address).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorSchema,
  notificationSettingsSchema,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  updateNotificationSettingsBodySchema,
} from '@affinia/contract';
import { currentUser, type Authenticate } from '../auth/guard.js';
import type { NotificationService } from './service.js';

const secured = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

export function notificationRoutes(
  notifications: NotificationService,
  authenticate: Authenticate,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/settings',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Which notifications I receive, by mail and by push',
          response: { 200: notificationSettingsSchema, 401: errorSchema },
        },
      },
      (request) => notifications.settings(currentUser(request).id),
    );

    app.put(
      '/settings',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Turn notification mails and pushes on or off (only the switches sent change)',
          body: updateNotificationSettingsBodySchema,
          response: { 200: notificationSettingsSchema, 400: errorSchema, 401: errorSchema, 415: errorSchema },
        },
      },
      (request) => notifications.updateSettings(currentUser(request).id, request.body),
    );

    app.get(
      '/push-key',
      {
        schema: {
          tags: ['notifications'],
          summary: 'The VAPID public key browsers subscribe to web push with (applicationServerKey)',
          response: { 200: pushKeyResponseSchema },
        },
      },
      () => ({ public_key: notifications.push.publicKey }),
    );

    app.post(
      '/push-subscriptions',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Receive web push in this browser (PushSubscription.toJSON(); an endpoint already known moves here)',
          body: pushSubscriptionBodySchema,
          response: { 201: pushSubscriptionSchema, 400: errorSchema, 401: errorSchema, 415: errorSchema },
        },
      },
      async (request, reply) => {
        const saved = await notifications.push.subscribe(currentUser(request).id, request.body);
        return reply.code(201).send(saved);
      },
    );

    app.delete(
      '/push-subscriptions/:id',
      {
        onRequest: authenticate,
        schema: {
          ...secured,
          summary: 'Stop web push to one of my browsers',
          params: pushSubscriptionParamsSchema,
          response: { 204: z.null(), 401: errorSchema, 404: errorSchema },
        },
      },
      async (request, reply) => {
        await notifications.push.unsubscribe(currentUser(request).id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    // Mail clients send the one-click POST as a form; its only field says "One-Click", so it is read as
    // text and not interpreted (the signed token in the query string is what decides).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, body, done) => done(null, { form: String(body) }),
    );
    app.post(
      '/unsubscribe',
      {
        schema: {
          tags: ['notifications'],
          summary: 'One-click unsubscribe from one kind of mail (the signed link of that mail; no sign-in)',
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeResponseSchema, 400: errorSchema },
        },
      },
      (request) => notifications.unsubscribe(request.query.token),
    );
  };
}
