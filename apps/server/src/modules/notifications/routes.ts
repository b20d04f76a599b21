// /api/notifications: the member's mail switches, and the one-click unsubscribe of every notification
// mail (RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form to the link's address).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorSchema,
  notificationSettingsSchema,
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
          summary: 'Which notification mails I receive',
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
          summary: 'Turn notification mails on or off (only the switches sent change)',
          body: updateNotificationSettingsBodySchema,
          response: { 200: notificationSettingsSchema, 400: errorSchema, 401: errorSchema, 415: errorSchema },
        },
      },
      (request) => notifications.updateSettings(currentUser(request).id, request.body),
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
