// Chat payloads (spec sections 3 and 7): messages, sending, openers, live events.
import { MESSAGE_MAX_LENGTH } from './constants.js';
import { z } from './zod.js';
import { MSG } from './messages.js';
import { textField } from './text.js';

export const MESSAGES_PAGE_DEFAULT = 50;
export const MESSAGES_PAGE_MAX = 200;

export const messageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  content: z.string(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * Multipart `content`: trimmed, 1–2000 characters; blank refused. `confirm=true` sends a message the
 * screening flagged (without it such a message is refused with `messageNeedsConfirmation`, 422).
 */
export const sendMessageBodySchema = z.object({
  content: textField('content', { multiLine: true, error: MSG.messageEmpty })
    .trim()
    .min(1, MSG.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, MSG.messageTooLong),
  confirm: z
    .enum(['true', 'false'], { error: MSG.invalidField('confirm') })
    .optional()
    .transform((value) => value === 'true'),
});

/**
 * `Idempotency-Key` (optional header of the send, decision 050): an id the client makes for one message
 * (a UUID) and sends again with every retry of it. A key its sender already used answers the message
 * stored the first time instead of storing a second; the body stays the spec's multipart `content`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.uuid({ error: MSG.invalidField(IDEMPOTENCY_KEY_HEADER) });
/** The send's headers as Fastify sees them (lower-cased); every other header is kept as it came. */
export const sendMessageHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
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

/** At most this many of the other person's waiting messages are listed per match (shown as "99+"). */
export const UNREAD_LIST_MAX = 99;

/** The matches list shows this many characters of a conversation's newest message (decision 049). */
export const MESSAGE_PREVIEW_LENGTH = 120;

/**
 * Where a match's conversation stands for the reader (GET /api/matches), read in one statement for
 * every match (decision 049). Read state is the server's: opening a conversation (its newest page of
 * messages) marks it read on every device.
 */
export const conversationSummarySchema = z.object({
  /** The reader has sent at least one message here; a match not yet written to is "new". */
  written: z.boolean(),
  /** The newest message of the conversation, either side, ISO; null before the first one. */
  last_message_at: z.string().nullable(),
  /** That newest message: its first MESSAGE_PREVIEW_LENGTH characters, and whether the reader wrote it. */
  last_message: z.object({ preview: z.string().max(MESSAGE_PREVIEW_LENGTH), from_me: z.boolean() }).nullable(),
  /** The other person wrote since the reader last opened the conversation and since the reader's own last message. */
  unread: z.boolean(),
  /** ISO times of the other person's messages since the reader's last one, newest first, at most 99. */
  waiting_message_times: z.array(z.string()).max(UNREAD_LIST_MAX),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export const EMPTY_CONVERSATION: ConversationSummary = {
  written: false,
  last_message_at: null,
  last_message: null,
  unread: false,
  waiting_message_times: [],
};

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
