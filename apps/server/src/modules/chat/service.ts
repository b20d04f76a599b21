// Chat between the two members of a match: history, sending (with live fan-out), and openers.
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_PREVIEW_LENGTH,
  UNREAD_LIST_MAX,
  cleanHiddenWords,
  type ChatEvent,
  type ConversationSummary,
  type HiddenWords,
  SCAM_WATCH_FIRST_MESSAGES,
  normaliseText,
  type NormalisedText,
  scamSignals,
  screenMessage,
  type Message,
  type ScreenCategory,
} from '@affinia/contract';
import type { RateLimitRule } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { apiError, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { findMemberAndMatch, findMemberMatch, lockMatch, type MemberMatch } from '../matching/matches-sql.js';
import { refuseUnlessCurrent } from '../auth/guard.js';
import type { TokenClaims } from '../auth/tokens.js';
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
  /**
   * A new message's notices (mail and push to an absent recipient), decided in the statement that stores
   * it: `sql` gives what to add to it, `queued` is told what it queued once committed.
   */
  notices?: {
    sql: repo.StoreCompanion;
    queued: (columns: Record<string, unknown>) => void;
  };
  /** Whether messages are screened before sending ("Es-tu sûr(e) ?"); an operator can turn it off. */
  screening?: boolean;
  /** A flagged message was refused until confirmed ('asked') or sent anyway ('confirmed'). */
  onScreened?: (outcome: 'asked' | 'confirmed', categories: readonly ScreenCategory[]) => void;
};

/** A message a member sent through the API (not one written by sendOnce). */
export type SentMessage = {
  matchId: string;
  senderId: string;
  otherUserId: string;
  message: Message;
  /** Whether the sender, and the one they wrote to, are demo members (decision 059). */
  fromSimulated: boolean;
  toSimulated: boolean;
};

export function createChatService({
  database,
  bus,
  limiter,
  sendRule,
  log,
  notices,
  screening = true,
  onScreened,
}: Deps) {
  const { db } = database;
  const sentListeners: ((sent: SentMessage) => void)[] = [];
  /** One statement stores a message and decides its notices (issue 36), prepared once. */
  const storeMessage = repo.messageStore(notices?.sql);

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
  async function watchForScams(matchId: string, senderId: string, content: string, normalised: NormalisedText) {
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
      const rows = await repo.conversationsOf(db, readerId, matchIds, UNREAD_LIST_MAX, MESSAGE_PREVIEW_LENGTH);
      return new Map(
        [...rows].map(([matchId, row]) => [
          matchId,
          {
            written: row.written,
            last_message_at: row.lastMessageAt?.toISOString() ?? null,
            last_message: row.lastMessage && { preview: row.lastMessage.preview, from_me: row.lastMessage.fromReader },
            unread: row.unread,
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

    /** Scam signals found in a member's new bio or type sought (the profile feature's ProfileScamSignals). */
    recordProfileScamSignals: (entry: Parameters<typeof repo.recordProfileScamSignals>[1]) =>
      repo.recordProfileScamSignals(db, entry),

    /** A message `senderId` sent to `readerId`, for a report about it (null if there is no such one). */
    messageSentTo: (messageId: string, senderId: string, readerId: string) =>
      isUuid(messageId) ? repo.messageSentTo(db, messageId, senderId, readerId) : Promise.resolve(null),

    /** Conversations whose latest message waits for this member's reply (discover's "your turn"). */
    waitingForReply: (userId: string) => repo.conversationsWaitingFor(db, userId),

    async history(matchId: string, userId: string, limit: number, before?: string): Promise<Message[]> {
      await memberMatch(matchId, userId);
      const rows = await repo.listMessages(db, matchId, limit, before ? new Date(before) : undefined);
      // The newest page is what the chat screen shows: it is read, on every device (decision 049).
      // Only the other person's message needs a mark; the reader's own already says they were there.
      const newest = rows.at(-1);
      if (!before && newest && newest.senderId !== userId) await repo.markRead(db, userId, newest.id);
      return rows.map(toMessage);
    },

    /**
     * Sends a message. One the screening flags (insults, sexual harassment, threats) is refused with
     * `messageNeedsConfirmation` until its author confirms it; sent, it keeps what was found, which
     * counts for moderation and lets the recipient report it in one tap. With an idempotency key
     * (decision 050), a key its sender already used answers the message stored then (`replayed`),
     * with no second message, delivery or count; the same key for another match or text is refused.
     * The sender is the member the token names: their row's version is read with the match, in the
     * send's first statement (the route only checked the token, issue 36), and refused as the guard would.
     */
    async send(
      matchId: string,
      claims: TokenClaims,
      content: string,
      confirmed = false,
      clientKey?: string,
    ): Promise<{ message: Message; replayed: boolean }> {
      const userId = claims.userId;
      const member = await findMemberAndMatch(db, matchId, userId);
      refuseUnlessCurrent(claims, member?.tokenVersion);
      if (!member?.found) throw apiError('matchNotFound');
      const { otherUserId, otherSimulated } = member.found;
      const replay = (row: repo.MessageRow) => {
        if (row.matchId !== matchId || row.content !== content) throw apiError('idempotencyKeyReused');
        return { message: toMessage(row), replayed: true };
      };
      if (clientKey) {
        // A retry whose first attempt was stored (its answer lost): not rate limited nor screened again.
        const earlier = await repo.messageByClientKey(db, userId, clientKey);
        if (earlier) return replay(earlier);
      }
      const verdict = await limiter.hit(`chat:send:${userId}`, sendRule);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'tooManyMessages');
      // Normalised once for both checks (insults, threats; then scam signals once stored).
      const normalised = screening ? normaliseText(content) : null;
      const { categories } = normalised !== null ? screenMessage(content, normalised) : { categories: [] };
      if (categories.length > 0) {
        onScreened?.(confirmed ? 'confirmed' : 'asked', categories);
        if (!confirmed) throw apiError('messageNeedsConfirmation');
      }
      // One statement stores the message and decides its notices (issue 36): none for a send that lost
      // the race for its key, as nothing was stored.
      const insert = (tx: Db) =>
        storeMessage(tx, {
          matchId,
          senderId: userId,
          recipientId: otherUserId,
          content,
          clientKey,
          screenCategories: categories,
        });
      const stored =
        categories.length === 0
          ? await insert(db)
          : await db.transaction(async (tx) => {
              const written = await insert(tx);
              if (written) await repo.countFlaggedMessageSent(tx, userId);
              return written;
            });
      if (stored) notices?.queued(stored.columns);
      const row = stored?.row;
      if (!row) {
        // The same key was stored meanwhile by a concurrent send (committed: the insert waited for it).
        const winner = clientKey ? await repo.messageByClientKey(db, userId, clientKey) : null;
        if (!winner) throw apiError('matchNotFound');
        return replay(winner);
      }
      const message = toMessage(row);
      if (normalised !== null) await watchForScams(matchId, userId, content, normalised);
      await deliver(matchId, message, [otherUserId, userId]);
      const sent = {
        matchId,
        senderId: userId,
        otherUserId,
        message,
        fromSimulated: member.simulated,
        toSimulated: otherSimulated,
      };
      for (const listener of sentListeners) listener(sent);
      return { message, replayed: false };
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
        if (!(await lockMatch(tx, matchId))) return null;
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
