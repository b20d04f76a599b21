// Web push at the protocol level, over real HTTP: subscriptions (who may add and remove them), and the
// pushes themselves received by a local push service that verifies their VAPID signature and decrypts
// them with the subscription's keys, as a browser's push service and the browser would. A push names
// who and opens a screen, never carries the message; it follows the mails' rules (batching window, no
// push while a live stream is open); a subscription the push service says is gone (410) is removed.
// Storage: also on PostgreSQL — the push outbox leased by concurrent workers. Decision 055.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createConversation,
  createMatch,
  openEventStream,
  questionnaireBody,
  registerUser,
  type TestUser,
} from '../../../test/fixtures.js';
import {
  loopbackResolver,
  startPushEndpoint,
  type TestPushEndpoint,
  type TestSubscription,
} from '../../../test/push-endpoint.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { createMailService } from '../mail/service.js';
import { loadConfig } from '../../config.js';
import { endpointAllowed } from './push-address.js';
import { createNotificationService } from './service.js';

let push: TestPushEndpoint;
let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  push = await startPushEndpoint();
  // The local push service is on 127.0.0.1: this suite opts in to loopback endpoints (refused otherwise).
  server = await startTestServer({
    env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000', PUSH_ALLOW_LOOPBACK: 'true' },
    overrides: { resolvePushHost: loopbackResolver },
  });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.close();
  await push.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await server.app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Until every push due now has been handled (sent, refused or dropped): no guessed sleeps. */
async function pushesSettled(ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM push_outbox WHERE status = 'pending' AND (next_attempt_at <= now() OR claimed_at IS NOT NULL)`,
    );
    if (row?.n === 0) return;
    if (Date.now() > until) throw new Error('the push queue did not settle');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const subscribe = (user: TestUser, sub: Pick<TestSubscription, 'endpoint' | 'keys'>) =>
  api.post('/api/notifications/push-subscriptions', {
    token: user.token,
    json: { endpoint: sub.endpoint, keys: sub.keys },
  });
const send = (from: TestUser, matchId: string, content: string) => {
  const form = new FormData();
  form.set('content', content);
  return api.post(`/api/chat/${matchId}/messages`, { form, token: from.token });
};
const pushesTo = (sub: TestSubscription) => push.received.filter((p) => sub.endpoint.endsWith(p.path));

async function pair() {
  const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
  return { a, b, matchId: await createMatch(server, a, b) };
}

describe('push key', () => {
  it('is public, and the key generated once under DATA_DIR', async () => {
    const res = await api.get('/api/notifications/push-key');
    expect(res.status).toBe(200);
    const kept = JSON.parse(readFileSync(path.join(server.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(res.data).toEqual({ public_key: kept.publicKey });
    expect(Buffer.from(res.data.public_key, 'base64url')).toHaveLength(65);
  });
});

describe('push subscriptions', () => {
  it('refuse no token and a bad token', async () => {
    const sub = push.subscribe();
    expect((await api.post('/api/notifications/push-subscriptions', { json: sub })).status).toBe(401);
    expect((await api.post('/api/notifications/push-subscriptions', { json: sub, token: 'bad' })).status).toBe(401);
    const me = await registerUser(server);
    const saved = await subscribe(me, sub);
    expect(saved.status).toBe(201);
    expect((await api.delete(`/api/notifications/push-subscriptions/${saved.data.id}`)).status).toBe(401);
    expect((await api.delete(`/api/notifications/push-subscriptions/${saved.data.id}`, { token: 'bad' })).status).toBe(
      401,
    );
  });

  it('are removed only by their owner: another member, a missing id and a malformed one all get 404', async () => {
    const [me, other] = await Promise.all([registerUser(server), registerUser(server)]);
    const saved = await subscribe(me, push.subscribe());
    const byOther = await api.delete(`/api/notifications/push-subscriptions/${saved.data.id}`, { token: other.token });
    expect(byOther).toMatchObject({ status: 404, data: { code: 'notFound' } });
    const missing = `/api/notifications/push-subscriptions/00000000-0000-4000-8000-000000000000`;
    expect((await api.delete(missing, { token: me.token })).status).toBe(404);
    expect((await api.delete('/api/notifications/push-subscriptions/abc', { token: me.token })).status).toBe(404);
    const mine = await api.delete(`/api/notifications/push-subscriptions/${saved.data.id}`, { token: me.token });
    expect(mine.status).toBe(204);
    expect(await rows(sql`SELECT id FROM push_subscriptions WHERE user_id = ${me.id}`)).toEqual([]);
    expect(
      (await api.delete(`/api/notifications/push-subscriptions/${saved.data.id}`, { token: me.token })).status,
    ).toBe(404);
  });

  it('refuse endpoints that are not https (loopback http only with PUSH_ALLOW_LOOPBACK) and malformed keys', async () => {
    const me = await registerUser(server);
    const { keys } = push.subscribe();
    const refused = async (body: unknown, field: string) => {
      const res = await api.post('/api/notifications/push-subscriptions', { token: me.token, json: body });
      expect(res).toMatchObject({ status: 400, data: { code: 'invalidField', params: { field } } });
    };
    await refused({ endpoint: 'http://push.example.com/x', keys }, 'endpoint');
    await refused({ endpoint: 'ftp://push.example.com/x', keys }, 'endpoint');
    await refused({ endpoint: 'https://user:secret@push.example.com/x', keys }, 'endpoint');
    await refused({ endpoint: `https://push.example.com/${'x'.repeat(2100)}`, keys }, 'endpoint');
    await refused(
      { endpoint: 'https://push.example.com/x', keys: { ...keys, p256dh: keys.p256dh.slice(0, 60) } },
      'keys.p256dh',
    );
    await refused({ endpoint: 'https://push.example.com/x', keys: { ...keys, auth: 'short' } }, 'keys.auth');
    // 65 bytes, but not a point in uncompressed form (0x04 then x and y).
    const badPoint = Buffer.from(keys.p256dh, 'base64url');
    badPoint[0] = 5;
    await refused(
      { endpoint: 'https://push.example.com/x', keys: { ...keys, p256dh: badPoint.toString('base64url') } },
      'keys.p256dh',
    );
    const missing = await api.post('/api/notifications/push-subscriptions', {
      token: me.token,
      json: { endpoint: 'https://push.example.com/x' },
    });
    expect(missing.status).toBe(400);
    expect(
      (
        await api.post('/api/notifications/push-subscriptions', {
          token: me.token,
          json: { endpoint: 'https://push.example.com/ok', keys },
        })
      ).status,
    ).toBe(201);
    expect(await rows(sql`SELECT endpoint FROM push_subscriptions WHERE user_id = ${me.id}`)).toEqual([
      { endpoint: 'https://push.example.com/ok' },
    ]);
  });

  it('move an endpoint to the account that subscribes it last, with nothing of the previous account left waiting', async () => {
    const [first, second] = await Promise.all([registerUser(server), registerUser(server)]);
    const sub = push.subscribe();
    sub.answer = 500; // the first account's push stays waiting
    const saved = await subscribe(first, sub);
    const { a, matchId } = await (async () => {
      const a = await registerUser(server);
      return { a, matchId: await createMatch(server, a, first) };
    })();
    await send(a, matchId, 'Un message pour le premier compte');
    await expect
      .poll(async () => rows(sql`SELECT status FROM push_outbox WHERE user_id = ${first.id}`))
      .toEqual([{ status: 'pending' }]);
    const moved = await subscribe(second, sub);
    expect(moved).toMatchObject({ status: 201, data: { id: saved.data.id } });
    expect(
      await rows(sql`SELECT user_id AS "userId" FROM push_subscriptions WHERE endpoint = ${sub.endpoint}`),
    ).toEqual([{ userId: second.id }]);
    expect(await rows(sql`SELECT id FROM push_outbox WHERE user_id = ${first.id}`)).toEqual([]);
  });
});

describe('push endpoints in production', () => {
  it('are only the browsers’ push services, over https: the server never POSTs into its own network', () => {
    const env = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' };
    const rules = loadConfig(env).push;
    expect(rules.knownServicesOnly).toBe(true);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx1',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(endpointAllowed(endpoint, rules), endpoint).toBe(true);
    }
    for (const endpoint of [
      'http://127.0.0.1:8080/push',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://metadata.google.internal/computeMetadata',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://fcm.googleapis.com:8443/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
    ]) {
      expect(endpointAllowed(endpoint, rules), endpoint).toBe(false);
    }
    // Outside production: any https address (its host then resolved and checked, push-ssrf.test.ts); the
    // loopback http of the tests only with PUSH_ALLOW_LOOPBACK.
    const dev = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' }).push;
    expect(endpointAllowed('https://push.example.com/x', dev)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:8080/push', dev)).toBe(false);
    expect(endpointAllowed('http://push.example.com/x', dev)).toBe(false);
    const tests = loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp', PUSH_ALLOW_LOOPBACK: 'true' }).push;
    expect(endpointAllowed('http://127.0.0.1:8080/push', tests)).toBe(true);
    expect(endpointAllowed('http://push.example.com/x', tests)).toBe(false);
  });
});

describe('pushes', () => {
  it('arrive signed with the VAPID key, encrypted to the subscription, with a title, a screen and no message text', async () => {
    const { a, b, matchId } = await pair();
    const sub = push.subscribe();
    expect((await subscribe(b, sub)).status).toBe(201);
    const secret = 'Rendez-vous au café des Arts à 19 h, code 4321';
    expect((await send(a, matchId, secret)).status).toBe(201);
    await pushesSettled();
    expect(push.rejected).toEqual([]);
    const [received, ...more] = pushesTo(sub);
    expect(more).toEqual([]);
    expect(received!.payload).toEqual({
      title: `Nouveau message de ${a.displayName}`,
      body: 'Ouvrez la conversation pour le lire.',
      url: `/chat/${matchId}`,
      tag: `chat:${matchId}`,
    });
    expect(JSON.stringify(received!.payload)).not.toContain('café');
    // Signed by this server's key, for the push service's origin, valid at most a day (RFC 8292 §2).
    const { public_key } = (await api.get('/api/notifications/push-key')).data;
    expect(received!.vapidKey).toBe(public_key);
    expect(received!.claims.aud).toBe(push.url);
    expect(received!.claims.sub).toMatch(/^(mailto:|https:)/);
    expect(received!.claims.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    expect(received!.headers.ttl).toBe(String(12 * 3600));
    expect(received!.headers.urgency).toBe('high');
    const [subscription] = await rows<{ lastSuccessAt: Date | null }>(
      sql`SELECT last_success_at AS "lastSuccessAt" FROM push_subscriptions WHERE endpoint = ${sub.endpoint}`,
    );
    expect(subscription!.lastSuccessAt).not.toBeNull();
  });

  it('are batched like the mails: one per conversation in the window, to every browser of the member', async () => {
    const { a, b, matchId } = await pair();
    const phone = push.subscribe();
    const laptop = push.subscribe();
    await subscribe(b, phone);
    await subscribe(b, laptop);
    await send(a, matchId, 'Premier');
    await send(a, matchId, 'Deuxième');
    await Promise.all([send(a, matchId, 'Troisième'), send(a, matchId, 'Quatrième')]);
    await pushesSettled();
    expect(pushesTo(phone)).toHaveLength(1);
    expect(pushesTo(laptop)).toHaveLength(1);
    // The window over (moved back in time here), the next message pushes again.
    await server.app.database.db.execute(
      sql`UPDATE notification_log SET last_sent_at = now() - interval '16 minutes' WHERE user_id = ${b.id}`,
    );
    await send(a, matchId, 'Cinquième');
    await pushesSettled();
    expect(pushesTo(phone)).toHaveLength(2);
  });

  it('are not sent while the member has a live stream open', async () => {
    const { a, b, matchId } = await pair();
    const sub = push.subscribe();
    await subscribe(b, sub);
    const stream = openEventStream(`${server.url}/api/chat/events`, b.token);
    await stream.ready;
    await send(a, matchId, 'Tu me vois en direct ?');
    await stream.waitFor(1);
    await pushesSettled();
    stream.close();
    expect(pushesTo(sub)).toHaveLength(0);
    expect(await rows(sql`SELECT id FROM push_outbox WHERE user_id = ${b.id}`)).toEqual([]);
  });

  it('follow the member’s switches: off stops them, even one already queued; the match push opens /matches', async () => {
    const { a, b, matchId } = await pair();
    const sub = push.subscribe();
    await subscribe(b, sub);
    const defaults = await api.get('/api/notifications/settings', { token: b.token });
    expect(defaults.data.push).toEqual({ match: true, message: true, reply_waiting: false, rated: false });
    const off = await api.put('/api/notifications/settings', { token: b.token, json: { push: { message: false } } });
    expect(off.data).toMatchObject({ mail: { message: true }, push: { message: false, match: true } });
    await send(a, matchId, 'Coucou');
    await pushesSettled();
    expect(pushesTo(sub)).toHaveLength(0);
    // Queued while on, turned off before it went: dropped when its turn comes.
    await api.put('/api/notifications/settings', { token: b.token, json: { push: { message: true } } });
    await server.app.database.db.execute(
      sql`INSERT INTO push_outbox (user_id, subscription_id, kind, params, next_attempt_at)
          SELECT ${b.id}, id, 'new_match', jsonb_build_object('match_id', ${matchId}::text), now() + interval '1 hour'
          FROM push_subscriptions WHERE user_id = ${b.id}`,
    );
    await api.put('/api/notifications/settings', { token: b.token, json: { push: { match: false } } });
    await server.app.database.db.execute(sql`UPDATE push_outbox SET next_attempt_at = now() WHERE user_id = ${b.id}`);
    await pushesSettled();
    expect(pushesTo(sub)).toHaveLength(0);
    expect(await rows(sql`SELECT status, last_error AS "lastError" FROM push_outbox WHERE user_id = ${b.id}`)).toEqual([
      { status: 'dropped', lastError: 'turned off by the member' },
    ]);
    await api.put('/api/notifications/settings', { token: b.token, json: { push: { match: true } } });
    await server.app.database.db.execute(
      sql`INSERT INTO push_outbox (user_id, subscription_id, kind, params)
          SELECT ${b.id}, id, 'new_match', jsonb_build_object('match_id', ${matchId}::text)
          FROM push_subscriptions WHERE user_id = ${b.id}`,
    );
    await expect.poll(() => pushesTo(sub).length, { timeout: 10_000 }).toBe(1);
    expect(pushesTo(sub)[0]!.payload).toMatchObject({
      title: `C’est un match avec ${a.displayName} !`,
      url: '/matches',
    });
  });

  it('are written in the member’s language', async () => {
    const { a, b, matchId } = await pair();
    const sub = push.subscribe();
    await api.post('/api/notifications/push-subscriptions', {
      token: b.token,
      json: sub,
      headers: { 'accept-language': 'de' },
    });
    await expect
      .poll(
        async () => (await rows<{ language: string }>(sql`SELECT language FROM users WHERE id = ${b.id}`))[0]!.language,
      )
      .toBe('de');
    await send(a, matchId, 'Hallo');
    await pushesSettled();
    expect(pushesTo(sub)[0]!.payload).toMatchObject({ title: `Neue Nachricht von ${a.displayName}` });
  });

  it('remove the subscription the push service says is gone (410), with what was waiting for it', async () => {
    const { a, b, matchId } = await pair();
    const sub = push.subscribe();
    sub.answer = 410;
    await subscribe(b, sub);
    await send(a, matchId, 'Tu es là ?');
    await pushesSettled();
    expect(pushesTo(sub)).toHaveLength(1);
    expect(await rows(sql`SELECT id FROM push_subscriptions WHERE user_id = ${b.id}`)).toEqual([]);
    expect(await rows(sql`SELECT id FROM push_outbox WHERE user_id = ${b.id}`)).toEqual([]);
  });

  it('tell the member who liked first about a new match (the other one is looking at it)', async () => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server, { gender: 'homme' })]);
    for (const u of [a, b]) {
      expect((await api.put('/api/profile/me', { json: questionnaireBody(), token: u.token })).status).toBe(200);
      const prefs = await api.call('PATCH', '/api/profile/settings', {
        json: { seeking_genders: ['homme', 'femme'] },
        token: u.token,
      });
      expect(prefs.status).toBe(200);
    }
    const [subA, subB] = [push.subscribe(), push.subscribe()];
    await subscribe(a, subA);
    await subscribe(b, subB);
    const swipe = (from: TestUser, to: TestUser) => {
      const form = new FormData();
      form.set('swiped_id', to.id);
      form.set('action', 'like');
      return api.post('/api/swipe', { form, token: from.token });
    };
    expect((await swipe(a, b)).status).toBe(200);
    expect((await swipe(b, a)).data.is_match).toBe(true);
    await pushesSettled();
    expect(pushesTo(subA).map((p) => p.payload)).toEqual([
      expect.objectContaining({ title: `C’est un match avec ${b.displayName} !`, url: '/matches' }),
    ]);
    expect(pushesTo(subA)[0]!.headers.urgency).toBe('normal');
    expect(pushesTo(subB)).toHaveLength(0);
  });

  it('say ratings were published only to members who turned that push on, opening the dashboard', async () => {
    const [rated, quiet] = await Promise.all([registerUser(server), registerUser(server)]);
    const [subRated, subQuiet] = [push.subscribe(), push.subscribe()];
    await subscribe(rated, subRated);
    await subscribe(quiet, subQuiet);
    await api.put('/api/notifications/settings', { token: rated.token, json: { push: { rated: true } } });
    for (const target of [rated, quiet]) {
      const raters = await Promise.all(Array.from({ length: 3 }, () => registerUser(server)));
      for (const rater of raters) {
        const matchId = await createConversation(server, rater, target);
        const res = await api.post('/api/ratings/submit', {
          token: rater.token,
          json: {
            rated_user_id: target.id,
            match_id: matchId,
            confiance: 4,
            serieux: 4,
            generosite: 4,
            comportement: 4,
            communication: 4,
          },
        });
        expect(res.status).toBe(201);
      }
    }
    await pushesSettled();
    expect(pushesTo(subRated).map((p) => p.payload)).toEqual([
      { title: 'Vos notes ont été mises à jour', body: expect.any(String), url: '/dashboard', tag: 'ratings' },
    ]);
    expect(pushesTo(subQuiet)).toHaveLength(0);
  });

  it('nudge once per match when a reply has waited a day, for members who turned that push on', async () => {
    const { a, b, matchId } = await pair();
    const sub = push.subscribe();
    await subscribe(b, sub);
    await api.put('/api/notifications/settings', {
      token: b.token,
      json: { mail: { reply_waiting: false }, push: { reply_waiting: true } },
    });
    await send(a, matchId, 'Tu m’as oublié ?');
    await pushesSettled();
    expect(pushesTo(sub)).toHaveLength(1); // the message itself
    await server.app.database.db.execute(
      sql`UPDATE messages SET created_at = now() - interval '25 hours' WHERE match_id = ${matchId}`,
    );
    const log = { info() {}, warn() {}, error() {} };
    const database = server.app.database;
    const mail = createMailService({ config: server.config, database, log });
    const sweep = () =>
      createNotificationService({
        database,
        mail,
        push: server.config.push,
        serverSecret: server.config.jwtSecret,
        log,
      }).sweepReplyWaiting();
    await sweep();
    await sweep();
    await pushesSettled();
    expect(pushesTo(sub).map((p) => p.payload)).toEqual([
      expect.objectContaining({ title: `Nouveau message de ${a.displayName}` }),
      expect.objectContaining({ title: `${a.displayName} attend votre réponse`, url: `/chat/${matchId}` }),
    ]);
    expect(pushesTo(sub)[1]!.headers.urgency).toBe('low');
    // Mail was off for this kind: no nudge mail queued.
    expect(await rows(sql`SELECT id FROM mail_outbox WHERE user_id = ${b.id} AND template = 'reply_waiting'`)).toEqual(
      [],
    );
  });
});
