// Web push (RFC 8030, payloads encrypted with RFC 8291 aes128gcm, signed with VAPID RFC 8292): members'
// subscribed browsers and a worker in every process that drains push_outbox. A request only queues a
// row (the decision is taken in SQL, like the mails'); the push service is called after the answer has
// gone. Payloads say who, never what: a title such as "Nouveau message de Camille" and the screen to open.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import {
  LANGUAGES,
  PUSH_TTL_SECONDS,
  type Language,
  type NotificationEvent,
  type PushSubscriptionBody,
  type PushSubscriptionView,
} from '@affinia/contract';
import type { PushConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PushOutboxRow } from '../../db/schema.js';
import { apiError } from '../../http/errors.js';
import { findMemberMatch } from '../matching/matches-sql.js';
import { findUserById, isUuid } from '../users/repository.js';
import { checkPushEndpoint, PushAddressRefused, type ResolveHost } from './push-address.js';
import { loadVapidKeys } from './push-keys.js';
import * as repo from './push-repository.js';
import { PUSH_TEXTS } from './push-texts.js';
import * as outbox from '../../db/outbox-queue.js';
import { createQueueDrain } from '../../db/queue-drain.js';
import { pushOutbox } from '../../db/schema.js';

export const PUSH_KINDS = ['new_match', 'new_message', 'reply_waiting', 'ratings_published', 'new_arrival'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const EVENT_OF: Record<PushKind, NotificationEvent> = {
  new_match: 'match',
  new_message: 'message',
  reply_waiting: 'reply_waiting',
  ratings_published: 'rated',
  new_arrival: 'match',
};

/** A message is worth waking a phone for; a nudge or new ratings can wait for a good moment (RFC 8030 §5.3). */
const URGENCY_OF: Record<PushKind, webpush.Urgency> = {
  new_match: 'normal',
  new_message: 'high',
  reply_waiting: 'low',
  ratings_published: 'low',
  new_arrival: 'low',
};

/**
 * One POST to a push endpoint over a socket connected to `address` (already checked): the URL's host
 * still names the server for TLS (SNI, certificate) and the Host header. Redirects are not followed.
 */
function postPinned(
  url: URL,
  address: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<{ status: number; retryAfter: string | null }> {
  const family = isIP(address);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': body?.length ?? 0 },
        lookup: pinned,
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        const retryAfter = res.headers['retry-after'];
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: retryAfter ?? null }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`push service did not answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** What the service worker receives (decrypted): enough to show the notification and open its screen. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

const BATCH = 20;
const POLL_MS = 5000;
const MAX_ATTEMPTS = 6;
const BASE_RETRY_MS = 30_000;
const FINISHED_ROWS_KEPT_DAYS = 7;

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'fr';

export function createPushService(deps: {
  config: PushConfig;
  /** Resolves endpoints' host names, at subscription and again at each push. */
  resolveHost: ResolveHost;
  database: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Whether the member still wants this kind of push (asked again when it goes out). */
  wants: (userId: string, event: NotificationEvent) => Promise<boolean>;
}) {
  const { config, database, log } = deps;
  const { db } = database;
  const keys = loadVapidKeys(config);
  const vapidDetails = { subject: config.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const leaseMs = config.sendTimeoutMs * 2;

  /** The payload of a row, or why it is no longer worth sending. */
  async function prepare(row: PushOutboxRow): Promise<{ payload: PushPayload } | { drop: string }> {
    if (!(PUSH_KINDS as readonly string[]).includes(row.kind)) return { drop: 'unknown kind' };
    const kind = row.kind as PushKind;
    if (Date.now() - row.createdAt.getTime() > PUSH_TTL_SECONDS[EVENT_OF[kind]] * 1000) return { drop: 'expired' };
    const user = await findUserById(db, row.userId);
    if (!user) return { drop: 'account deleted' };
    if (!(await deps.wants(user.id, EVENT_OF[kind]))) return { drop: 'turned off by the member' };
    const t = PUSH_TEXTS[asLanguage(user.language)];
    if (kind === 'ratings_published') {
      return { payload: { ...t.ratingsPublished, url: '/dashboard', tag: 'ratings' } };
    }
    if (kind === 'new_arrival') return { payload: { ...t.newArrival, url: '/discover', tag: 'discover' } };
    // The other member's name is read now, not stored: an unmatch, a block or a deleted account since
    // the row was queued stops the push (the match is gone or hidden from this member).
    const member = await findMemberMatch(db, row.params.match_id ?? '', user.id);
    if (!member) return { drop: 'match no longer visible' };
    const other = await findUserById(db, member.otherUserId);
    if (!other) return { drop: 'match no longer visible' };
    const matchId = member.match.id;
    if (kind === 'new_match') {
      return {
        payload: {
          title: t.newMatch.title(other.displayName),
          body: t.newMatch.body,
          url: '/matches',
          tag: `match:${matchId}`,
        },
      };
    }
    const texts = kind === 'new_message' ? t.newMessage : t.replyWaiting;
    return {
      payload: {
        title: texts.title(other.displayName),
        body: texts.body,
        url: `/chat/${matchId}`,
        tag: `chat:${matchId}`,
      },
    };
  }

  /** One encrypted, VAPID-signed POST to the push service; answers its status. */
  async function post(
    row: PushOutboxRow,
    payload: PushPayload,
  ): Promise<{ status: number; retryAfter: string | null }> {
    const subscription = await repo.findSubscription(db, row.subscriptionId);
    if (!subscription) return { status: 410, retryAfter: null };
    // Checked again now (the name may answer otherwise than at subscription), and the connection goes to
    // the very address checked: no second resolution between the check and the socket.
    const { url, address } = await checkPushEndpoint(subscription.endpoint, config, deps.resolveHost);
    const event = EVENT_OF[row.kind as PushKind];
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails,
        contentEncoding: 'aes128gcm',
        urgency: URGENCY_OF[row.kind as PushKind],
        // What is left of the row's lifetime: the push service drops it once the news is stale.
        TTL: Math.max(0, PUSH_TTL_SECONDS[event] - Math.floor((Date.now() - row.createdAt.getTime()) / 1000)),
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
    ) as Record<string, string | number>;
    return postPinned(url, address, headers, request.body, config.sendTimeoutMs);
  }

  async function retryOrGiveUp(row: PushOutboxRow, reason: string, retryAfterSeconds?: number) {
    if (row.attempts >= MAX_ATTEMPTS) {
      log.warn({ pushId: row.id, kind: row.kind, attempts: row.attempts, reason }, 'push given up');
      await repo.markFinal(db, row.id, 'failed', reason);
      return;
    }
    const backoff = BASE_RETRY_MS * 4 ** Math.max(0, row.attempts - 1);
    await outbox.markRetry(db, pushOutbox, row.id, reason, Math.max(backoff, (retryAfterSeconds ?? 0) * 1000));
  }

  async function deliver(row: PushOutboxRow): Promise<void> {
    try {
      const prepared = await prepare(row);
      if ('drop' in prepared) {
        await repo.markFinal(db, row.id, 'dropped', prepared.drop);
        return;
      }
      const { status, retryAfter } = await post(row, prepared.payload);
      // The subscription's state is written before the push leaves the queue: whoever sees the push
      // done (a test waiting for the queue to settle, the admin) sees its subscription up to date too.
      if (status >= 200 && status < 300) {
        await repo.markSubscriptionWorking(db, row.subscriptionId);
        await repo.markSent(db, row.id);
      } else if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it goes, with every push waiting for it.
        await repo.removeSubscription(db, row.subscriptionId);
      } else if (status === 429 || status >= 500) {
        const seconds = Number(retryAfter);
        await retryOrGiveUp(row, `push service answered ${status}`, Number.isFinite(seconds) ? seconds : undefined);
      } else {
        // 400, 401, 403, 413…: this request will never be accepted as it is (keys, VAPID, size).
        log.warn({ pushId: row.id, kind: row.kind, status }, 'push refused by the push service');
        await repo.markSubscriptionRefused(db, row.subscriptionId);
        await repo.markFinal(db, row.id, 'failed', `push service answered ${status}`);
      }
    } catch (err) {
      if (err instanceof PushAddressRefused) {
        // Not a passing failure: the endpoint points into a network the server must not reach.
        log.warn({ pushId: row.id, kind: row.kind, reason: err.message }, 'push endpoint refused at send time');
        await repo.markSubscriptionRefused(db, row.subscriptionId);
        await repo.markFinal(db, row.id, 'failed', `endpoint refused: ${err.message}`);
        return;
      }
      await retryOrGiveUp(row, describe(err));
    }
  }

  const queue = createQueueDrain({
    claim: () => repo.claimDue(db, BATCH, leaseMs),
    deliver,
    parallel: true,
    pollMs: POLL_MS,
    name: 'push',
    log,
  });
  const kickNow = queue.kick;
  let wakeAfterResponse = false;

  return {
    publicKey: keys.publicKey,

    async subscribe(userId: string, body: PushSubscriptionBody): Promise<PushSubscriptionView> {
      try {
        await checkPushEndpoint(body.endpoint, config, deps.resolveHost);
      } catch {
        // Refused, or a name that does not resolve: either way not an address pushes can go to.
        throw apiError('invalidField', { field: 'endpoint' });
      }
      const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
      // An uncompressed P-256 point: 0x04 then 32 bytes of x and 32 of y.
      if (p256dh.length !== 65 || p256dh[0] !== 0x04) throw apiError('invalidField', { field: 'keys.p256dh' });
      if (Buffer.from(body.keys.auth, 'base64url').length !== 16)
        throw apiError('invalidField', { field: 'keys.auth' });
      const row = await repo.upsertSubscription(db, {
        userId,
        endpoint: body.endpoint,
        p256dh: p256dh.toString('base64url'),
        auth: Buffer.from(body.keys.auth, 'base64url').toString('base64url'),
      });
      return { id: row.id, created_at: row.createdAt.toISOString() };
    },

    async unsubscribe(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await repo.deleteSubscription(db, userId, id))) throw apiError('notFound');
    },

    /** Wakes the worker once the current answer has gone (the push shares this process with the request). */
    kick() {
      wakeAfterResponse = true;
    },
    kickNow,
    /** Fastify onResponse hook (app.ts). */
    afterResponse() {
      if (!wakeAfterResponse) return;
      wakeAfterResponse = false;
      void kickNow();
    },
    async start() {
      // Only one process ever opens a PGlite directory, so a lease found at start-up is a dead process's.
      if (database.kind === 'pglite') await outbox.releaseLeases(db, pushOutbox);
      if (config.workerEnabled) queue.start();
    },
    /** Stops polling and waits for the pushes being sent. */
    stop: queue.stop,
    purgeFinished: () => outbox.purgeFinished(db, pushOutbox, FINISHED_ROWS_KEPT_DAYS),
  };
}
export type PushService = ReturnType<typeof createPushService>;
