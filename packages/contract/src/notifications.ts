// Notification settings (GET/PUT /api/notifications/settings) and the one-click unsubscribe.
import { z } from './zod.js';
import { textField } from './text.js';
import { MSG } from './messages.js';
import { objectError } from './object-errors.js';

/** The events a member can be told about by mail; each has its own switch and unsubscribe link. */
export const NOTIFICATION_EVENTS = ['match', 'message', 'reply_waiting', 'rated'] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** New-message mails: one per conversation (batched), or one digest a day. */
export const MESSAGE_FREQUENCIES = ['each', 'daily'] as const;
export type MessageFrequency = (typeof MESSAGE_FREQUENCIES)[number];
/** The daily digest goes out at most this often. */
export const MESSAGE_DIGEST_HOURS = 24;

/** At most one "new message" mail per conversation in this window. */
export const MESSAGE_MAIL_WINDOW_MINUTES = 15;
/** A message left unanswered this long earns its recipient one gentle reminder (once per match). */
export const REPLY_NUDGE_AFTER_HOURS = 24;

const perEventSchema = z.object({
  match: z.boolean(),
  message: z.boolean(),
  reply_waiting: z.boolean(),
  rated: z.boolean(),
});

export const notificationSettingsSchema = z.object({
  mail: perEventSchema,
  /** Web push, sent to every browser the member subscribed (on by default for a match and a message). */
  push: perEventSchema,
  message_frequency: z.enum(MESSAGE_FREQUENCIES),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const switchSchema = (field: string) => z.boolean({ error: MSG.invalidField(field) }).optional();

const switchesSchema = () =>
  z
    .strictObject(
      {
        match: switchSchema('match'),
        message: switchSchema('message'),
        reply_waiting: switchSchema('reply_waiting'),
        rated: switchSchema('rated'),
      },
      { error: objectError },
    )
    .optional();

/** Only the switches sent change; the others keep their value. */
export const updateNotificationSettingsBodySchema = z.strictObject(
  {
    mail: switchesSchema(),
    push: switchesSchema(),
    message_frequency: z.enum(MESSAGE_FREQUENCIES, { error: MSG.invalidField('message_frequency') }).optional(),
  },
  { error: objectError },
);
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBodySchema>;

export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: MSG.unsubscribeInvalid }).min(1, MSG.unsubscribeInvalid).max(512, MSG.unsubscribeInvalid),
});

export const unsubscribeResponseSchema = z.object({ event: z.enum(NOTIFICATION_EVENTS), message: z.string() });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** A push notification still undelivered after this long is dropped (and the push service told so by its TTL). */
export const PUSH_TTL_SECONDS = { match: 24 * 3600, message: 12 * 3600, reply_waiting: 12 * 3600, rated: 24 * 3600 };
/** Subscribed browsers kept per member; subscribing one more forgets the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** The server's VAPID public key (base64url), for `pushManager.subscribe({ applicationServerKey })`. */
export const pushKeyResponseSchema = z.object({ public_key: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

/**
 * What `PushSubscription.toJSON()` gives: the endpoint and, in base64url, the browser's P-256 public key
 * (65 bytes uncompressed) and its 16-byte authentication secret.
 */
export const pushSubscriptionBodySchema = z.object(
  {
    // Control characters are named first, as in every other text field.
    endpoint: textField('endpoint', { error: MSG.invalidField('endpoint') })
      .max(PUSH_ENDPOINT_MAX_LENGTH, MSG.invalidField('endpoint'))
      .regex(/^https?:\/\/[^\s]+$/, MSG.invalidField('endpoint')),
    keys: z.object(
      {
        p256dh: z
          .string({ error: MSG.invalidField('keys.p256dh') })
          .regex(/^B[A-Za-z0-9_-]{86}=?$/, MSG.invalidField('keys.p256dh')),
        auth: z
          .string({ error: MSG.invalidField('keys.auth') })
          .regex(/^[A-Za-z0-9_-]{22}(==)?$/, MSG.invalidField('keys.auth')),
      },
      { error: MSG.invalidField('keys') },
    ),
  },
  { error: objectError },
);
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushSubscriptionSchema = z.object({ id: z.uuid(), created_at: z.string() });
export type PushSubscriptionView = z.infer<typeof pushSubscriptionSchema>;

/** Any text: an id that is not one of the member's subscriptions, well-formed or not, answers 404. */
export const pushSubscriptionParamsSchema = z.object({ id: z.string() });
