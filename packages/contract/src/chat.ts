// Chat payloads (spec sections 3 and 7): messages, sending, openers, live events.
import { z } from './zod.js';
import { MSG } from './messages.js';
import { textField } from './text.js';

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 200;

export const messageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** Multipart `content`: trimmed, 1–2000 characters; blank refused. */
export const sendMessageBodySchema = z.object({
  content: textField('content', { multiLine: true, error: MSG.messageEmpty })
    .trim()
    .min(1, MSG.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, MSG.messageTooLong),
});

export const messagesQuerySchema = z.object({
  /** Only messages created strictly before this ISO instant (for loading older history). */
  before: z.iso.datetime({ offset: true, error: MSG.invalidField('before') }).optional(),
  limit: z.coerce
    .number({ error: MSG.invalidField('limit') })
    .int(MSG.invalidField('limit'))
    .min(1, MSG.invalidField('limit'))
    .max(MESSAGES_PAGE_MAX, MSG.invalidField('limit'))
    .default(MESSAGES_PAGE_DEFAULT),
});

export const startersResponseSchema = z.object({ suggestions: z.array(z.string()).min(1).max(5) });
export type StartersResponse = z.infer<typeof startersResponseSchema>;

/** What the live stream (GET /api/chat/events, server-sent events) delivers. */
export const chatEventSchema = z.object({ type: z.literal('message'), match_id: z.string(), message: messageSchema });
export type ChatEvent = z.infer<typeof chatEventSchema>;

/**
 * The last frame of a live stream closed because its owner opened too many (the oldest goes first):
 * the client stops reconnecting — or the streams of several tabs would keep evicting each other — and
 * keeps the 3 s refresh.
 */
export const chatStreamReplacedSchema = z.object({ type: z.literal('replaced') });
export type ChatStreamReplaced = z.infer<typeof chatStreamReplacedSchema>;
