// Notification mails over real HTTP and a real SMTP server: a message to an absent member mails once
// per conversation per window, none while they watch the live stream; turning mails off stops them;
// the one-click unsubscribe (RFC 8058) works without a session and only for what it was signed for.
// Storage: also on PostgreSQL — who has a live stream open, across processes. Decision 055.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import {
  createConversation,
  createMatch,
  openEventStream,
  questionnaireBody,
  registerUser,
  type TestUser,
} from '../../../test/fixtures.js';
import { outboxRows, queueSettled } from '../../../test/mail-queue.js';
import { rawHeader, startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { createMailService } from '../mail/service.js';
import { createNotificationService } from './service.js';

let smtp: TestSmtpServer;
let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, RATE_LIMIT_CHAT_PER_MINUTE: '1000' } });
  api = apiClient(server.url);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const send = (from: TestUser, matchId: string, content: string) => {
  const form = new FormData();
  form.set('content', content);
  return api.post(`/api/chat/${matchId}/messages`, { form, token: from.token });
};
const messageMails = (to: TestUser) =>
  smtp.received.filter((m) => m.envelopeTo.includes(to.email) && m.subject?.startsWith('Nouveau message'));

async function pair() {
  const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
  return { a, b, matchId: await createMatch(server, a, b) };
}

describe('settings', () => {
  it('refuses no token and a bad token; each member reads and changes only their own', async () => {
    expect((await api.get('/api/notifications/settings')).status).toBe(401);
    expect((await api.get('/api/notifications/settings', { token: 'bad' })).status).toBe(401);
    expect(
      (await api.put('/api/notifications/settings', { json: { mail: { match: false } }, token: 'bad' })).status,
    ).toBe(401);
    const [me, other] = await Promise.all([registerUser(server), registerUser(server)]);
    const defaults = await api.get('/api/notifications/settings', { token: me.token });
    expect(defaults).toMatchObject({
      status: 200,
      data: { mail: { match: true, message: true, reply_waiting: true, rated: true }, message_frequency: 'each' },
    });
    const changed = await api.put('/api/notifications/settings', {
      json: { mail: { message: false } },
      token: me.token,
    });
    expect(changed.data).toEqual({
      mail: { match: true, message: false, reply_waiting: true, rated: true },
      push: { match: true, message: true, reply_waiting: false, rated: false },
      message_frequency: 'each',
    });
    expect((await api.get('/api/notifications/settings', { token: other.token })).data.mail.message).toBe(true);
    const bad = await api.put('/api/notifications/settings', { json: { mail: { message: 'non' } }, token: me.token });
    expect(bad).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.invalidField('message') }) });
    const unknown = await api.put('/api/notifications/settings', { json: { mail: { sms: true } }, token: me.token });
    expect(unknown).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.unknownField('sms') }) });
  });
});

describe('new message mails', () => {
  it('mail an absent member exactly once per conversation in the window, with no message text', async () => {
    const { a, b, matchId } = await pair();
    // Three messages at once, as a burst would arrive: one mail.
    await Promise.all(['Salut !', 'Tu es là ?', 'Secret très privé'].map((text) => send(a, matchId, text)));
    await queueSettled(server);
    const mails = messageMails(b);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Nouveau message de ${a.displayName}`);
    expect(mails[0]!.text).toContain(`${server.url}/chat/${matchId}`);
    expect(mails[0]!.text).not.toContain('Secret très privé');
    expect(mails[0]!.html).not.toContain('Secret très privé');
    // The sender is not mailed about their own messages.
    expect(messageMails(a)).toHaveLength(0);

    // Once the window has passed, the next message mails again.
    await server.app.database.db.execute(
      sql`UPDATE notification_log SET last_sent_at = now() - interval '16 minutes' WHERE user_id = ${b.id}`,
    );
    await send(a, matchId, 'Encore moi');
    await queueSettled(server);
    expect(messageMails(b)).toHaveLength(2);
  });

  it('mail nobody while the recipient has a live stream open, and resume once it closes', async () => {
    const { a, b, matchId } = await pair();
    const stream = openEventStream(`${server.url}/api/chat/events`, b.token);
    await stream.ready;
    await send(a, matchId, 'Tu me vois en direct ?');
    await stream.waitFor(1);
    await queueSettled(server);
    expect(messageMails(b)).toHaveLength(0);
    stream.close();
    await expect
      .poll(async () => {
        const rows = await server.app.database.db.execute(
          sql`SELECT count(*)::int AS n FROM live_connections WHERE user_id = ${b.id}`,
        );
        return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
      })
      .toBe(0);
    await send(a, matchId, 'Et maintenant ?');
    await queueSettled(server);
    expect(messageMails(b)).toHaveLength(1);
  });

  it('stop when the member turns them off, even for a mail already queued', async () => {
    const { a, b, matchId } = await pair();
    await api.put('/api/notifications/settings', { json: { mail: { message: false } }, token: b.token });
    await send(a, matchId, 'Coucou');
    await queueSettled(server);
    expect(messageMails(b)).toHaveLength(0);

    // Queued while on, turned off before it went out: dropped, not sent.
    await api.put('/api/notifications/settings', { json: { mail: { message: true } }, token: b.token });
    smtp.refuseNext(1, 451);
    await send(a, matchId, 'Re-coucou');
    await queueSettled(server);
    await api.put('/api/notifications/settings', { json: { mail: { message: false } }, token: b.token });
    await server.app.database.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE user_id = ${b.id}`);
    await queueSettled(server);
    expect(messageMails(b)).toHaveLength(0);
    expect((await outboxRows(server, b.id)).find((r) => r.template === 'new_message')?.status).toBe('dropped');
  });
});

describe('one-click unsubscribe', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post, and the POST turns that kind off without a session', async () => {
    const { a, b, matchId } = await pair();
    await send(a, matchId, 'Bonjour');
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(b.email) && m.subject?.startsWith('Nouveau message') === true,
    );
    const header = rawHeader(mail, 'list-unsubscribe') ?? '';
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const url = /<([^>]+)>/.exec(header)?.[1];
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/notifications\/unsubscribe\?token=/);
    // The visible link goes to the web page (a GET never unsubscribes: link scanners open links).
    expect(mail.text).toContain(`${server.url}/unsubscribe?token=`);

    // As a mail client does it (RFC 8058): a form POST, no Authorization header.
    const res = await fetch(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ event: 'message', message: MSG.unsubscribed });
    const settings = await api.get('/api/notifications/settings', { token: b.token });
    expect(settings.data.mail).toEqual({ match: true, message: false, reply_waiting: true, rated: true });
    // The GET of the same address changes nothing.
    expect((await fetch(url!)).status).toBe(404);
  });

  it('refuses forged, altered and other-purpose tokens', async () => {
    const { a, b, matchId } = await pair();
    await send(a, matchId, 'Bonjour');
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(b.email) && m.subject?.startsWith('Nouveau message') === true,
    );
    const token = new URL(/<([^>]+)>/.exec(rawHeader(mail, 'list-unsubscribe') ?? '')![1]!).searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    // Same signature, payload pointing at another member (a's id) or another kind: refused.
    const otherUser = Buffer.from(`${a.id}.message`).toString('base64url');
    const otherKind = Buffer.from(`${b.id}.match`).toString('base64url');
    for (const forged of [
      `${otherUser}.${signature}`,
      `${otherKind}.${signature}`,
      // One character of the signature changed (to one it is not already: 'x' would be a no-op 1 time in 64).
      `${payload}.${signature!.startsWith('x') ? 'y' : 'x'}${signature!.slice(1)}`,
      b.token,
      'abc',
    ]) {
      const res = await api.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(res).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.unsubscribeInvalid }) });
    }
    expect((await api.get('/api/notifications/settings', { token: a.token })).data.mail.message).toBe(true);
    expect((await api.get('/api/notifications/settings', { token: b.token })).data.mail.match).toBe(true);
  });
});

describe('new match and reply-waiting mails', () => {
  it('tell the member who liked first about a new match', async () => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server, { gender: 'homme' })]);
    for (const u of [a, b]) {
      expect((await api.put('/api/profile/me', { json: questionnaireBody(), token: u.token })).status).toBe(200);
      const prefs = await api.call('PATCH', '/api/profile/settings', {
        json: { seeking_genders: ['homme', 'femme'] },
        token: u.token,
      });
      expect(prefs.status).toBe(200);
    }
    const swipe = (from: TestUser, to: TestUser) => {
      const form = new FormData();
      form.set('swiped_id', to.id);
      form.set('action', 'like');
      return api.post('/api/swipe', { form, token: from.token });
    };
    expect((await swipe(a, b)).status).toBe(200);
    const match = await swipe(b, a);
    expect(match.data.is_match).toBe(true);
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(a.email) && m.subject === `C’est un match avec ${b.displayName} !`,
    );
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await queueSettled(server);
    expect(
      smtp.received.filter((m) => m.envelopeTo.includes(b.email) && m.subject?.startsWith('C’est un match')),
    ).toHaveLength(0);
  });

  it('nudge once per match when a message has waited a day, and never across a block', async () => {
    const { a, b, matchId } = await pair();
    const blocked = await pair();
    await send(a, matchId, 'Tu m’as oublié ?');
    await send(blocked.a, blocked.matchId, 'Hello');
    expect((await api.post('/api/blocks', { json: { user_id: blocked.a.id }, token: blocked.b.token })).status).toBe(
      201,
    );
    await queueSettled(server);
    await server.app.database.db.execute(
      sql`UPDATE messages SET created_at = now() - interval '25 hours' WHERE match_id IN (${matchId}, ${blocked.matchId})`,
    );
    const nudges = (to: TestUser) =>
      smtp.received.filter(
        (m) =>
          m.envelopeTo.includes(to.email) &&
          m.subject === `${(to === b ? a : blocked.a).displayName} attend votre réponse`,
      );

    // The housekeeping task, run by hand (every process runs it hourly): a second service on the same
    // database, as another process would be.
    const database = server.app.database;
    const log = { info() {}, warn() {}, error() {} };
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
    await queueSettled(server);
    expect(nudges(b)).toHaveLength(1);
    expect(nudges(blocked.b)).toHaveLength(0);
    await sweep();
    await queueSettled(server);
    expect(nudges(b)).toHaveLength(1);
  });
});

describe('ratings published mails', () => {
  const rate = (rater: TestUser, rated: TestUser, matchId: string) =>
    api.post('/api/ratings/submit', {
      token: rater.token,
      json: {
        rated_user_id: rated.id,
        match_id: matchId,
        confiance: 4,
        serieux: 4,
        generosite: 4,
        comportement: 4,
        communication: 4,
      },
    });
  const ratedMails = (to: TestUser) =>
    smtp.received.filter((m) => m.envelopeTo.includes(to.email) && m.subject === 'Vos notes ont été mises à jour');

  it('mail once per published batch, naming nobody, never for a single rating; the switch and its link stop them', async () => {
    const rated = await registerUser(server);
    const raters = await Promise.all(Array.from({ length: 4 }, () => registerUser(server)));
    const matches = await Promise.all(raters.map((r) => createConversation(server, r, rated)));
    // Two ratings: below the batch of three, nothing is published and nothing is mailed.
    for (const i of [0, 1]) expect((await rate(raters[i]!, rated, matches[i]!)).status).toBe(201);
    await queueSettled(server);
    expect(ratedMails(rated)).toHaveLength(0);
    expect((await outboxRows(server, rated.id)).filter((r) => r.template === 'ratings_published')).toEqual([]);
    // The third publishes a batch: exactly one mail, which says no name, no score, no date of a rating.
    expect((await rate(raters[2]!, rated, matches[2]!)).status).toBe(201);
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(rated.email) && m.subject === 'Vos notes ont été mises à jour',
    );
    for (const rater of raters.slice(0, 3)) expect(`${mail.text}${mail.html}`).not.toContain(rater.name);
    expect(mail.text).toContain(`${server.url}/dashboard`);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    await queueSettled(server);
    expect(ratedMails(rated)).toHaveLength(1);

    // Its own unsubscribe link turns this kind off, and only this kind.
    const token = new URL(/<([^>]+)>/.exec(rawHeader(mail, 'list-unsubscribe') ?? '')![1]!).searchParams.get('token')!;
    const off = await api.post(`/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(off.data).toEqual({ event: 'rated', message: MSG.unsubscribed });
    expect((await api.get('/api/notifications/settings', { token: rated.token })).data.mail).toEqual({
      match: true,
      message: true,
      reply_waiting: true,
      rated: false,
    });
    const second = await registerUser(server);
    const secondMatches = await Promise.all(raters.slice(0, 3).map((r) => createConversation(server, r, second)));
    await api.put('/api/notifications/settings', { token: second.token, json: { mail: { rated: false } } });
    for (const [i, m] of secondMatches.entries()) expect((await rate(raters[i]!, second, m)).status).toBe(201);
    await queueSettled(server);
    expect(ratedMails(second)).toHaveLength(0);
  });
});

describe('daily message digest', () => {
  const digests = (to: TestUser) =>
    smtp.received.filter(
      (m) => m.envelopeTo.includes(to.email) && /nouveaux? messages? vous attend/.test(m.subject ?? ''),
    );
  // The housekeeping task, run by hand as another process would (a second service, same database).
  const sweep = () => {
    const log = { info() {}, warn() {}, error() {} };
    const database = server.app.database;
    const mail = createMailService({ config: server.config, database, log });
    return createNotificationService({
      database,
      mail,
      push: server.config.push,
      serverSecret: server.config.jwtSecret,
      log,
    }).sweepMessageDigests();
  };

  it('gathers the day’s messages into one mail instead of one per conversation, at most once a day', async () => {
    const reader = await registerUser(server);
    const [x, y] = await Promise.all([registerUser(server), registerUser(server)]);
    const [mx, my] = await Promise.all([createMatch(server, reader, x), createMatch(server, reader, y)]);
    const chosen = await api.put('/api/notifications/settings', {
      token: reader.token,
      json: { message_frequency: 'daily' },
    });
    expect(chosen.data).toMatchObject({ message_frequency: 'daily', mail: { message: true } });
    expect(
      (await api.put('/api/notifications/settings', { token: reader.token, json: { message_frequency: 'hourly' } }))
        .status,
    ).toBe(400);

    await send(x, mx, 'Bonjour !');
    await send(x, mx, 'Tu es là ?');
    await send(y, my, 'Salut');
    await send(reader, mx, 'Oui, me voilà');
    await queueSettled(server);
    expect(messageMails(reader)).toHaveLength(0);

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(
      (m) => m.envelopeTo.includes(reader.email) && m.subject === '3 nouveaux messages vous attendent',
    );
    expect(mail.text).toContain('dans 2 conversations');
    expect(mail.text).not.toContain('Bonjour !');
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The same day: nothing more, whatever arrives and however often the sweep runs (any process).
    await send(y, my, 'Encore moi');
    await Promise.all([sweep(), sweep()]);
    await queueSettled(server);
    expect(digests(reader)).toHaveLength(1);
    // A day later (everything moved 25 h back), only what came after the last digest is counted.
    await server.app.database.db.execute(
      sql`UPDATE messages SET created_at = created_at - interval '25 hours' WHERE match_id IN (${mx}, ${my})
          AND created_at <= (SELECT last_sent_at FROM notification_log WHERE user_id = ${reader.id} AND event_key = 'message_digest')`,
    );
    await server.app.database.db.execute(
      sql`UPDATE notification_log SET last_sent_at = last_sent_at - interval '25 hours' WHERE user_id = ${reader.id} AND event_key = 'message_digest'`,
    );
    await sweep();
    await smtp.waitFor((m) => m.envelopeTo.includes(reader.email) && m.subject === 'Un nouveau message vous attend');
  });

  it('sends nothing to members on the per-conversation mails, nor across a block', async () => {
    const [each, daily, blocker] = await Promise.all([
      registerUser(server),
      registerUser(server),
      registerUser(server),
    ]);
    const m1 = await createMatch(server, each, blocker);
    const m2 = await createMatch(server, daily, blocker);
    await api.put('/api/notifications/settings', { token: daily.token, json: { message_frequency: 'daily' } });
    await send(blocker, m1, 'Coucou');
    await send(blocker, m2, 'Coucou');
    expect((await api.post('/api/blocks', { json: { user_id: blocker.id }, token: daily.token })).status).toBe(201);
    await sweep();
    await queueSettled(server);
    expect(digests(each)).toHaveLength(0);
    expect(digests(daily)).toHaveLength(0);
  });
});
