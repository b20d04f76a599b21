// Issue 33 item 4 (decision 040): other members see a first name only, on every channel a member can
// read — discover cards, the daily pick, matches, chat (messages, the live stream, the header's data),
// openers and reasons, mails, pushes, the blocked list, ratings, their own data export. Every answer the
// other member receives in this file is recorded, and none may carry the surname. The member sees and
// changes that name in settings; the admin keeps the full name.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH, MSG, displayNameFrom, errorDetail } from '@affinia/contract';
import {
  completedMember,
  openEventStream,
  registerAdmin,
  registerUser,
  type TestUser,
} from '../../../test/fixtures.js';
import { outboxSettled, queueSettled } from '../../../test/mail-queue.js';
import { loopbackResolver, startPushEndpoint, type TestPushEndpoint } from '../../../test/push-endpoint.js';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { unzip } from '../../../test/zip.js';

const SURNAME_PARTS = ['Zabłocka', 'Verdier'];
const AGE = 77;

let smtp: TestSmtpServer;
let push: TestPushEndpoint;
let server: TestServer;
let api: ReturnType<typeof apiClient>;
let lea: TestUser;
let jp: TestUser;
let matchId: string;
/** Everything Jean-Pierre received about Léa, whatever the channel. */
const seenByJp: string[] = [];

/** A call made as Jean-Pierre: its answer is kept for the final check. */
async function asJp(method: 'get' | 'post' | 'put' | 'delete', url: string, json?: unknown) {
  const res = await api[method](url, { token: jp.token, ...(json === undefined ? {} : { json }) });
  seenByJp.push(JSON.stringify(res.data));
  return res;
}

const send = (from: TestUser, content: string) => {
  const form = new FormData();
  form.set('content', content);
  return api.post(`/api/chat/${matchId}/messages`, { form, token: from.token });
};
let jpEndpoint = '';
const jpSubscription = () => push.received.filter((p) => jpEndpoint.endsWith(p.path));

beforeAll(async () => {
  smtp = await startSmtpServer();
  push = await startPushEndpoint();
  // The local push service is on 127.0.0.1: this suite opts in to loopback endpoints (refused otherwise).
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, RATE_LIMIT_CHAT_PER_MINUTE: '1000', PUSH_ALLOW_LOOPBACK: 'true' },
    overrides: { resolvePushHost: loopbackResolver },
  });
  api = apiClient(server.url);
  lea = await completedMember(server, { name: 'Léa Zabłocka-Verdier', gender: 'femme', age: AGE });
  jp = await completedMember(server, { name: 'Jean-Pierre Quintavalle', gender: 'homme', age: AGE });
}, 60_000);
afterAll(async () => {
  await server.close();
  await push.close();
  await smtp.close();
});

describe('the name others see', () => {
  it('is derived once at sign-up; the member still sees their full name', async () => {
    expect(lea.displayName).toBe('Léa');
    expect(jp.displayName).toBe('Jean-Pierre');
    const me = await api.get('/api/profile/me', { token: lea.token });
    expect(me.data).toMatchObject({ name: 'Léa Zabłocka-Verdier', display_name: 'Léa' });
  });

  it('is the rule of displayNameFrom in the migration that filled it for existing accounts', async () => {
    const names = [
      'Léa Dupont',
      'Jean-Pierre Martin',
      'Madonna',
      'DUPONT Léa',
      "N'Golo Kanté",
      '  Zoé   Roux ',
      'É'.repeat(60),
    ];
    const people = await Promise.all(names.map((name) => registerUser(server, { name })));
    const inList = sql`(${sql.join(
      people.map((p) => sql`${p.id}::uuid`),
      sql`, `,
    )})`;
    const migration = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/0019_display_name.sql'),
      'utf8',
    );
    const backFill = migration.split('--> statement-breakpoint').find((s) => s.trim().startsWith('UPDATE'));
    await server.app.database.db.execute(sql`UPDATE users SET display_name = '' WHERE id IN ${inList}`);
    await server.app.database.db.execute(sql.raw(backFill!));
    const result = await server.app.database.db.execute(
      sql`SELECT id::text AS id, display_name FROM users WHERE id IN ${inList}`,
    );
    const stored = new Map(
      (result as unknown as { rows: { id: string; display_name: string }[] }).rows.map((r) => [r.id, r.display_name]),
    );
    expect(people.map((p) => stored.get(p.id))).toEqual(names.map(displayNameFrom));
    expect(people.map((p) => p.displayName)).toEqual(names.map(displayNameFrom));
  });
});

describe('every channel another member reads', () => {
  it('discover card and its reason', async () => {
    const cards = (await asJp('get', '/api/discover')).data as {
      user: { id: string; name: string };
      match_reason: string;
    }[];
    const card = cards.find((c) => c.user.id === lea.id);
    expect(card?.user.name).toBe('Léa');
  });

  it('the daily pick', async () => {
    await server.app.database.db.execute(sql`DELETE FROM daily_pick_runs`);
    await server.app.database.db.execute(sql`DELETE FROM daily_picks`);
    expect(await server.app.dailyPicks.computeToday()).toBeGreaterThan(0);
    const [first] = (await asJp('get', '/api/discover')).data as {
      user: { id: string; name: string };
      daily_pick?: true;
    }[];
    expect(first).toMatchObject({ user: { id: lea.id, name: 'Léa' }, daily_pick: true });
  });

  it('the match, its mail and its push', async () => {
    const subscription = push.subscribe();
    jpEndpoint = subscription.endpoint;
    const { endpoint, keys } = subscription;
    expect((await asJp('post', '/api/notifications/push-subscriptions', { endpoint, keys })).status).toBe(201);
    // He likes first, so the mail and the push of the match are his.
    expect((await asJp('post', '/api/swipe', { swiped_id: lea.id, action: 'like' })).status).toBe(200);
    const made = await api.post('/api/swipe', { token: lea.token, json: { swiped_id: jp.id, action: 'like' } });
    matchId = made.data.match_id;
    expect(matchId).toBeTruthy();
    await queueSettled(server);
    await outboxSettled(server, 'push_outbox');
    const mail = smtp.received.find((m) => m.envelopeTo.includes(jp.email) && m.subject?.includes('match'));
    expect(mail?.subject).toBe('C’est un match avec Léa !');
    seenByJp.push(mail!.subject!, mail!.text ?? '', String(mail!.html));
    const [pushed] = jpSubscription();
    expect(pushed?.payload).toMatchObject({ title: 'C’est un match avec Léa !' });
    seenByJp.push(JSON.stringify(pushed?.payload));
    const matches = (await asJp('get', '/api/matches')).data as { user: { id: string; name: string } }[];
    expect(matches.find((m) => m.user.id === lea.id)?.user.name).toBe('Léa');
    expect((await asJp('get', `/api/matches/${matchId}`)).data.user.name).toBe('Léa');
  });

  it('chat: messages, their mail and push, the live stream and openers', async () => {
    expect((await send(lea, 'Bonjour Jean-Pierre, ravie de ce match !')).status).toBe(201);
    await queueSettled(server);
    await outboxSettled(server, 'push_outbox');
    const mail = smtp.received.find((m) => m.envelopeTo.includes(jp.email) && m.subject?.startsWith('Nouveau message'));
    expect(mail?.subject).toBe('Nouveau message de Léa');
    seenByJp.push(mail!.subject!, mail!.text ?? '', String(mail!.html));
    const messagePush = jpSubscription().find((p) => JSON.stringify(p.payload).includes('Nouveau message'));
    expect(messagePush?.payload).toMatchObject({ title: 'Nouveau message de Léa' });
    seenByJp.push(...jpSubscription().map((p) => JSON.stringify(p.payload)));

    const stream = openEventStream(`${server.url}/api/chat/events`, jp.token);
    await stream.ready;
    expect((await send(lea, 'Tu connais le lac de Saint-Point ?')).status).toBe(201);
    seenByJp.push(...(await stream.waitFor(1)).map((e) => JSON.stringify(e)));
    stream.close();
    expect((await asJp('get', `/api/chat/${matchId}/messages`)).status).toBe(200);
    const openers = await asJp('get', `/api/chat/${matchId}/starters`);
    expect(openers.status).toBe(200);
    expect(openers.data.suggestions.length).toBeGreaterThan(0);
  });

  it('ratings, the blocked list and the data export', async () => {
    // A rating needs a conversation, each side writing (decision 049): Léa wrote, Jean-Pierre answers.
    expect((await send(jp, 'Oui, j’y nage chaque été !')).status).toBe(201);
    expect((await asJp('get', `/api/ratings/can-rate/${lea.id}`)).data).toEqual({ can_rate: true });
    const stars = { confiance: 4, serieux: 4, generosite: 4, comportement: 4, communication: 4 };
    expect(
      (await asJp('post', '/api/ratings/submit', { rated_user_id: lea.id, match_id: matchId, ...stars })).status,
    ).toBe(201);
    const res = await fetch(`${server.url}/api/profile/export`, { headers: { authorization: `Bearer ${jp.token}` } });
    expect(res.status).toBe(200);
    const exported = unzip(Buffer.from(await res.arrayBuffer()))
      .get('data.json')!
      .toString('utf8');
    expect(JSON.parse(exported).matches[0].with).toMatchObject({ id: lea.id, name: 'Léa' });
    seenByJp.push(exported);
    expect((await asJp('post', '/api/reports', { user_id: lea.id, reason: 'fake_profile' })).status).toBe(201);
    expect((await asJp('post', '/api/blocks', { user_id: lea.id })).status).toBe(201);
    const blocked = await asJp('get', '/api/blocks');
    expect(blocked.data).toEqual([expect.objectContaining({ id: lea.id, name: 'Léa' })]);
  });

  it('none of it, anywhere, carries her surname', () => {
    expect(seenByJp.length).toBeGreaterThan(15);
    const everything = seenByJp.join('\n');
    expect(everything).toContain('Léa');
    for (const part of SURNAME_PARTS) expect(everything).not.toContain(part);
  });

  it('the admin still sees the full name', async () => {
    const admin = await registerAdmin(server);
    const reports = await api.get('/api/admin/reports', { token: admin.token });
    expect(reports.status).toBe(200);
    expect(JSON.stringify(reports.data)).toContain('Léa Zabłocka-Verdier');
  });
});

describe('changing it in settings', () => {
  it('is what others see from then on; empty, too long or control characters are refused', async () => {
    const changed = await api.call('PATCH', '/api/profile/settings', {
      token: lea.token,
      json: { display_name: '  Lélé ' },
    });
    expect(changed).toMatchObject({ status: 200, data: { name: 'Léa Zabłocka-Verdier', display_name: 'Lélé' } });
    const other = await completedMember(server, { gender: 'homme', age: AGE });
    const cards = (await api.get('/api/discover', { token: other.token })).data as {
      user: { id: string; name: string };
    }[];
    expect(cards.find((c) => c.user.id === lea.id)?.user.name).toBe('Lélé');

    for (const [value, detail] of [
      ['   ', MSG.missingField('display_name')],
      ['x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1), MSG.tooLong('display_name', DISPLAY_NAME_MAX_LENGTH)],
      ['Léa\u0000', MSG.controlCharacters('display_name')],
      ['Léa\nDupont', MSG.controlCharacters('display_name')],
    ] as const) {
      const refused = await api.call('PATCH', '/api/profile/settings', {
        token: lea.token,
        json: { display_name: value },
      });
      expect(refused).toMatchObject({ status: 400, data: expect.objectContaining({ detail }) });
    }
    expect((await api.get('/api/profile/me', { token: lea.token })).data.display_name).toBe('Lélé');
  });

  it('refuses a name that carries an insult, a phone number or a link, however written, and keeps the old one', async () => {
    for (const value of [
      'ᴄᴏɴɴᴀʀᴅ',
      'sa\u200blope',
      'Léa 06 12 34 56 78',
      'Léa ０６１２３４５６７８',
      'Léa evil。com',
    ]) {
      const refused = await api.call('PATCH', '/api/profile/settings', {
        token: lea.token,
        json: { display_name: value },
      });
      expect(refused, value).toMatchObject({
        status: 422,
        data: { code: 'displayNameRefused', detail: errorDetail('displayNameRefused') },
      });
    }
    expect((await api.get('/api/profile/me', { token: lea.token })).data.display_name).toBe('Lélé');
    for (const value of ['Anne-Sophie', "N'Golo", 'Zoë']) {
      const accepted = await api.call('PATCH', '/api/profile/settings', {
        token: lea.token,
        json: { display_name: value },
      });
      expect(accepted, value).toMatchObject({ status: 200, data: { display_name: value } });
    }
  });
});
