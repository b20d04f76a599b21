// Notification settings (GET/PUT /api/notifications/settings) and the one-click unsubscribe.
import { z } from './zod.js';
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

export const notificationSettingsSchema = z.object({
  mail: z.object({ match: z.boolean(), message: z.boolean(), reply_waiting: z.boolean(), rated: z.boolean() }),
  message_frequency: z.enum(MESSAGE_FREQUENCIES),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const switchSchema = (field: string) => z.boolean({ error: MSG.invalidField(field) }).optional();

/** Only the switches sent change; the others keep their value. */
export const updateNotificationSettingsBodySchema = z.strictObject(
  {
    mail: z
      .strictObject(
        {
          match: switchSchema('match'),
          message: switchSchema('message'),
          reply_waiting: switchSchema('reply_waiting'),
          rated: switchSchema('rated'),
        },
        { error: objectError },
      )
      .optional(),
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
