// Chat between the two members of a match: history, sending (with live fan-out), and openers.
import type { FastifyBaseLogger } from 'fastify';
import {
  UNREAD_LIST_MAX,
  cleanHiddenWords,
  type ChatEvent,
  type ConversationSummary,
  type HiddenWords,
  SCAM_WATCH_FIRST_MESSAGES,
  normaliseForScreening,
  scamSignals,
  screenMessage,
  type Message,
  type ScreenCategory,
} from '@affinia/contract';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import { apiError, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { findMemberMatch, type MemberMatch } from '../safety/membership.js';
import type { ChatBus } from './bus.js';
import { isUuid } from '../users/repository.js';
import * as repo from './repository.js';

const toMessage = (row: repo.MessageRow): Message => ({
  id: row.id,
  sender_id: row.senderId,
  content: row.content,
  created_at: row.createdAt.toISOString(),
});

type Deps = {
  database: Database;
  bus: ChatBus;
  limiter: RateLimiter;
  sendRule: RateLimitRule;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** After a message is stored (notification mail to an absent recipient); never fails the send. */
  onMessage?: (m: { matchId: string; senderId: string; recipientId: string }) => Promise<void>;
  /** Whether messages are screened before sending ("Es-tu sûr(e) ?"); an operator can turn it off. */
  screening?: boolean;
  /** A flagged message was refused until confirmed ('asked') or sent anyway ('confirmed'). */
  onScreened?: (outcome: 'asked' | 'confirmed', categories: readonly ScreenCategory[]) => void;
};

/** A message a member sent through the API (not one written by sendOnce). */
export type SentMessage = { matchId: string; senderId: string; otherUserId: string; message: Message };

export function createChatService({
  database,
  bus,
  limiter,
  sendRule,
  log,
  onMessage,
  screening = true,
  onScreened,
}: Deps) {
  const { db } = database;
  const sentListeners: ((sent: SentMessage) => void)[] = [];

  async function deliver(matchId: string, message: Message, to: string[]): Promise<void> {
    const event: ChatEvent = { type: 'message', match_id: matchId, message };
    // The message is stored: a failed live delivery only delays it until the next 3 s refresh. Logged,
    // because a bus that keeps failing turns live chat into polling without anyone noticing.
    await bus.publish(to, event).catch((err: unknown) => log.warn({ err, matchId }, 'live delivery failed'));
  }

  /**
   * Phone numbers, links, wallets, money or another app in a sender's first messages go to the admin
   * with a risk score. The message is already stored: a failure here is logged, never the send's.
   */
  async function watchForScams(matchId: string, senderId: string, content: string, normalised: string) {
    const { signals, risk } = scamSignals(content, normalised);
    if (signals.length === 0) return;
    await repo
      .recordScamSignals(db, { matchId, senderId, signals, risk, content }, SCAM_WATCH_FIRST_MESSAGES)
      .catch((err: unknown) => log.warn({ err, matchId }, 'scam signals not recorded'));
  }

  /** The match if the user is a member; anyone else gets 404 as if it did not exist. */
  async function memberMatch(matchId: string, userId: string): Promise<MemberMatch> {
    const found = await findMemberMatch(db, matchId, userId);
    if (!found) throw apiError('matchNotFound');
    return found;
  }

  return {
    memberMatch,

    /**
     * Where each of the reader's conversations stands (for the matches list). The caller passes only
     * matches the reader belongs to (the matching service's own list of them).
     */
    async conversations(readerId: string, matchIds: readonly string[]): Promise<Map<string, ConversationSummary>> {
      const rows = await repo.conversationsOf(db, readerId, matchIds, UNREAD_LIST_MAX);
      return new Map(
        [...rows].map(([matchId, row]) => [
          matchId,
          {
            written: row.written,
            last_message_at: row.lastMessageAt?.toISOString() ?? null,
            waiting_message_times: row.waitingTimes.map((at) => at.toISOString()),
          },
        ]),
      );
    },

    /** The member's hidden words (their own list; nobody else ever reads it). */
    hiddenWords: async (userId: string): Promise<HiddenWords> => ({ words: await repo.hiddenWordsOf(db, userId) }),
    setHiddenWords: async (userId: string, words: readonly string[]): Promise<HiddenWords> => ({
      words: await repo.setHiddenWords(db, userId, cleanHiddenWords(words)),
    }),

    /** A message `senderId` sent to `readerId`, for a report about it (null if there is no such one). */
    messageSentTo: (messageId: string, senderId: string, readerId: string) =>
      isUuid(messageId) ? repo.messageSentTo(db, messageId, senderId, readerId) : Promise.resolve(null),

    /** Conversations whose latest message waits for this member's reply (discover's "your turn"). */
    waitingForReply: (userId: string) => repo.conversationsWaitingFor(db, userId),

    async history(matchId: string, userId: string, limit: number, before?: string): Promise<Message[]> {
      await memberMatch(matchId, userId);
      const rows = await repo.listMessages(db, matchId, limit, before ? new Date(before) : undefined);
      return rows.map(toMessage);
    },

    /**
     * Sends a message. One the screening flags (insults, sexual harassment, threats) is refused with
     * `messageNeedsConfirmation` until its author confirms it; sent, it keeps what was found, which
     * counts for moderation and lets the recipient report it in one tap.
     */
    async send(matchId: string, userId: string, content: string, confirmed = false): Promise<Message> {
      const { otherUserId } = await memberMatch(matchId, userId);
      const verdict = await limiter.hit(`chat:send:${userId}`, sendRule);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'tooManyMessages');
      // Normalised once for both checks (insults, threats; then scam signals once stored).
      const normalised = screening ? normaliseForScreening(content) : null;
      const { categories } = normalised !== null ? screenMessage(content, normalised) : { categories: [] };
      if (categories.length > 0) {
        onScreened?.(confirmed ? 'confirmed' : 'asked', categories);
        if (!confirmed) throw apiError('messageNeedsConfirmation');
      }
      // The notification decision (one statement, it never fails the send) runs beside the insert: on
      // PostgreSQL they use two connections, so the answer waits for the slower, not for both.
      const stored =
        categories.length === 0
          ? repo.insertMessage(db, matchId, userId, content)
          : db.transaction(async (tx) => {
              const written = await repo.insertMessage(tx, matchId, userId, content, categories);
              await repo.countFlaggedMessageSent(tx, userId);
              return written;
            });
      const [row] = await Promise.all([stored, onMessage?.({ matchId, senderId: userId, recipientId: otherUserId })]);
      const message = toMessage(row);
      if (normalised !== null) await watchForScams(matchId, userId, content, normalised);
      await deliver(matchId, message, [otherUserId, userId]);
      for (const listener of sentListeners) listener({ matchId, senderId: userId, otherUserId, message });
      return message;
    },

    /** Called after each message sent through the API (the demo members' replies listen here). */
    onSent(listener: (sent: SentMessage) => void): void {
      sentListeners.push(listener);
    },

    /**
     * Writes `content` from `senderId` unless they already wrote in this match, and delivers it live.
     * The match row is locked, so two concurrent calls still write at most one message. Null when
     * nothing was written (already written, or the match is gone).
     */
    async sendOnce(matchId: string, senderId: string, otherUserId: string, content: string): Promise<Message | null> {
      const row = await db.transaction(async (tx) => {
        if (!(await repo.lockMatch(tx, matchId))) return null;
        if (await repo.hasWritten(tx, matchId, senderId)) return null;
        return repo.insertMessage(tx, matchId, senderId, content);
      });
      if (!row) return null;
      const message = toMessage(row);
      await deliver(matchId, message, [otherUserId, senderId]);
      return message;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
