// Notifications that bring members back, by mail and by web push: a new match, a message while they are
// away (batched per conversation), a reply waiting for a day, ratings published (a new batch, never one
// rating). Members choose per event and per channel; every mail can switch its own kind off with one
// click. The decision and the queueing happen in one statement per channel (repository.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  MSG,
  type NotificationEvent,
  type NotificationSettings,
  type UnsubscribeResponse,
  type UpdateNotificationSettingsBody,
} from '@affinia/contract';
import type { PushConfig } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { apiError } from '../../http/errors.js';
import type { MailService } from '../mail/service.js';
import { findUserById } from '../users/repository.js';
import { systemResolver, type ResolveHost } from './push-address.js';
import { createPushService } from './push-service.js';
import * as repo from './repository.js';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

const NUDGES_PER_SWEEP = 500;
const DIGESTS_PER_SWEEP = 1000;

const columnOf = {
  match: 'mailMatch',
  message: 'mailMessage',
  reply_waiting: 'mailReplyWaiting',
  rated: 'mailRated',
} as const satisfies Record<NotificationEvent, keyof repo.SettingsRow>;

const pushColumnOf = {
  match: 'pushMatch',
  message: 'pushMessage',
  reply_waiting: 'pushReplyWaiting',
  rated: 'pushRated',
} as const satisfies Record<NotificationEvent, keyof repo.SettingsRow>;

export function createNotificationService(deps: {
  database: Database;
  mail: MailService;
  push: PushConfig;
  resolvePushHost?: ResolveHost;
  serverSecret: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}) {
  const { database, mail, log } = deps;
  const { db } = database;
  const unsubscribeTokens = createUnsubscribeTokens(deps.serverSecret);

  async function settings(userId: string): Promise<NotificationSettings> {
    return repo.toSettings(await repo.findSettings(db, userId));
  }

  // The mail worker asks again when a mail goes out: a switch turned off meanwhile still stops it.
  mail.setNotificationPolicy({
    wants: async (userId, event) => (await settings(userId)).mail[event],
    unsubscribeToken: (userId, event) => unsubscribeTokens.create(userId, event),
  });

  const push = createPushService({
    config: deps.push,
    resolveHost: deps.resolvePushHost ?? systemResolver,
    database,
    log,
    wants: async (userId, event) => (await settings(userId)).push[event],
  });

  return {
    settings,
    push,

    async updateSettings(userId: string, body: UpdateNotificationSettingsBody): Promise<NotificationSettings> {
      const values: Partial<
        Record<(typeof columnOf)[NotificationEvent] | (typeof pushColumnOf)[NotificationEvent], boolean>
      > = {};
      for (const [event, on] of Object.entries(body.mail ?? {}) as [NotificationEvent, boolean | undefined][]) {
        if (on !== undefined) values[columnOf[event]] = on;
      }
      for (const [event, on] of Object.entries(body.push ?? {}) as [NotificationEvent, boolean | undefined][]) {
        if (on !== undefined) values[pushColumnOf[event]] = on;
      }
      const frequency = body.message_frequency ? { messageFrequency: body.message_frequency } : {};
      return repo.toSettings(await repo.upsertSettings(db, userId, { ...values, ...frequency }));
    },

    /** One-click unsubscribe (RFC 8058): no session, the signed link says who and what. */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const claims = unsubscribeTokens.verify(token);
      const user = claims ? await findUserById(db, claims.userId) : undefined;
      if (!claims || !user) throw apiError('unsubscribeInvalid');
      await repo.upsertSettings(db, user.id, { [columnOf[claims.event]]: false });
      return { event: claims.event, message: MSG.unsubscribed };
    },

    /** A live stream opened: while it stays open (on any process), messages are not mailed. */
    async streamOpened(userId: string) {
      const id = randomUUID();
      await repo.openLiveConnection(db, id, userId);
      const onError = (err: unknown) => log.error({ err }, 'live connection bookkeeping failed');
      return {
        heartbeat: () => void repo.refreshLiveConnection(db, id).catch(onError),
        closed: () => void repo.closeLiveConnection(db, id).catch(onError),
      };
    },

    /**
     * A new message's notices, decided in the statement that stores it (chat composes `ctes` and `columns`,
     * issue 36); `queued` is told what that statement queued, once it has committed, and wakes the senders.
     */
    messageNotices: {
      sql: repo.messageNotices,
      queued(row: { notice_mailed?: unknown; notice_pushed?: unknown }): void {
        const { mailed, pushed } = repo.noticesOf(row);
        if (mailed) void mail.kick();
        if (pushed) push.kick();
      },
    },

    /** Inside the swipe's transaction: the mail commits with the match. */
    async matchCreated(tx: Db, m: { matchId: string; swiperId: string; likedFirstId: string }): Promise<void> {
      await repo.queueMatchMail(tx, { matchId: m.matchId, recipientId: m.likedFirstId, otherId: m.swiperId });
      // Sent once the swipe has been answered, so after this transaction has committed.
      if (await repo.queueMatchPush(tx, { matchId: m.matchId, recipientId: m.likedFirstId })) push.kick();
    },

    /** Inside the rating's transaction, when it publishes a new batch: the mail commits with it. */
    async ratingsPublished(tx: Db, ratedId: string): Promise<void> {
      await repo.queueRatedMail(tx, ratedId);
      if (await repo.queueRatedPush(tx, ratedId)) push.kick();
    },

    /**
     * "Préviens-moi": someone new who matches their criteria arrived for these members (the discover
     * index decided who, decision 043). At most one notice a day each; never fails the caller.
     */
    async discoverArrival(userIds: readonly string[]): Promise<void> {
      try {
        if ((await repo.queueArrivalNotices(db, userIds)) > 0) {
          void mail.kick();
          push.kick();
        }
      } catch (err) {
        log.error({ err }, 'arrival notices could not be queued');
      }
    },

    /** Housekeeping: the daily digest of messages for those who chose it. */
    async sweepMessageDigests(): Promise<number> {
      const queued = await repo.queueMessageDigests(db, DIGESTS_PER_SWEEP);
      if (queued > 0) void mail.kickNow();
      return queued;
    },

    /** Housekeeping: one gentle reminder per match when a message has waited a day for its answer. */
    async sweepReplyWaiting(): Promise<number> {
      let queued = 0;
      for (const candidate of await repo.replyWaitingCandidates(db, NUDGES_PER_SWEEP)) {
        if (await repo.queueReplyNudge(db, candidate)) queued += 1;
      }
      if (queued > 0) {
        void mail.kickNow();
        void push.kickNow();
      }
      return queued;
    },

    purgeStaleLiveConnections: () => repo.purgeStaleLiveConnections(db),
  };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
