// Chat over real HTTP: membership (anyone else gets 404), validation, paging, and live delivery.
// Storage: also on PostgreSQL — messages fanned out through Redis to streams on other processes. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { HIDDEN_WORDS_MAX, MESSAGE_PREVIEW_LENGTH, MSG } from '@affinia/contract';
import { matches, messages, users } from '../../db/schema.js';
import { messageStore } from './repository.js';
import {
  apiClient,
  startTestServer,
  usingPostgres,
  createPostgresDatabase,
  type TestServer,
} from '../../../test/test-server.js';
import { createMatch, openEventStream, registerUser, type TestUser } from '../../../test/fixtures.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let alice: TestUser;
let bruno: TestUser;
let intruder: TestUser;
let matchId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000' } });
  api = apiClient(server.url);
  [alice, bruno, intruder] = await Promise.all([registerUser(server), registerUser(server), registerUser(server)]);
  matchId = await createMatch(server, alice, bruno);
});
afterAll(() => server.close());

const send = (token: string | undefined, content: unknown, id = matchId) => {
  const form = new FormData();
  if (content !== undefined) form.set('content', String(content));
  return api.post(`/api/chat/${id}/messages`, { form, token });
};

describe('authorization', () => {
  const endpoints = (id: string) => [
    () => api.get(`/api/chat/${id}/messages`),
    () => send(undefined, 'hello', id),
    () => api.get('/api/chat/events'),
  ];
  it('refuses no token and a bad token with 401', async () => {
    for (const call of endpoints(matchId)) expect((await call()).status).toBe(401);
    expect((await api.get(`/api/chat/${matchId}/messages`, { token: 'not.a.token' })).status).toBe(401);
    expect((await send('not.a.token', 'hello')).status).toBe(401);
    expect((await api.get('/api/chat/events', { token: 'bad' })).status).toBe(401);
  });
  it('answers 404 to a third user, as if the match did not exist', async () => {
    const read = await api.get(`/api/chat/${matchId}/messages`, { token: intruder.token });
    expect(read).toMatchObject({ status: 404, data: expect.objectContaining({ detail: MSG.matchNotFound }) });
    const write = await send(intruder.token, 'let me in');
    expect(write).toMatchObject({ status: 404, data: expect.objectContaining({ detail: MSG.matchNotFound }) });
    const history = await api.get(`/api/chat/${matchId}/messages`, { token: alice.token });
    expect(history.data.map((m: any) => m.content)).not.toContain('let me in');
  });
  it('answers 404 for unknown and malformed match ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', '1%27%20OR%201=1']) {
      expect((await api.get(`/api/chat/${id}/messages`, { token: alice.token })).status).toBe(404);
      expect((await send(alice.token, 'x', id)).status).toBe(404);
    }
  });
  // The send reads the member's token version with the match, in its first statement (issue 36): a
  // session revoked since, or a member deleted since, is refused as the guard refuses it, writing nothing.
  it('refuses a revoked session and a deleted member’s token with 401, storing no message', async () => {
    const [leaving, revoked] = await Promise.all([registerUser(server), registerUser(server)]);
    const [leavingMatch, revokedMatch] = await Promise.all([
      createMatch(server, leaving, bruno),
      createMatch(server, revoked, bruno),
    ]);
    const { db } = server.app.database;
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, revoked.id));
    expect((await api.delete('/api/profile/me', { token: leaving.token })).status).toBe(204);
    for (const [member, id] of [
      [revoked, revokedMatch],
      [leaving, leavingMatch],
      [revoked, '00000000-0000-4000-8000-000000000000'],
      [leaving, 'nope'],
    ] as const) {
      const res = await send(member.token, 'Toujours là ?', id);
      expect(res).toMatchObject({ status: 401, data: expect.objectContaining({ detail: MSG.invalidToken }) });
      expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
    expect(await db.select().from(messages).where(eq(messages.senderId, revoked.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.senderId, leaving.id))).toEqual([]);
  });
});

describe('sending and reading', () => {
  it('stores the trimmed text exactly, emoji and markup included, and lists oldest first', async () => {
    const first = await send(alice.token, '  Salut Bruno ! 😊🇫🇷  ');
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({ sender_id: alice.id, content: 'Salut Bruno ! 😊🇫🇷' });
    const html = '<img src=x onerror=alert(1)>';
    expect((await send(bruno.token, html)).data.content).toBe(html);
    const history = await api.get(`/api/chat/${matchId}/messages`, { token: bruno.token });
    expect(history.status).toBe(200);
    const contents = history.data.map((m: any) => m.content);
    expect(contents.indexOf('Salut Bruno ! 😊🇫🇷')).toBeLessThan(contents.indexOf(html));
    for (const m of history.data) expect(Object.keys(m).sort()).toEqual(['content', 'created_at', 'id', 'sender_id']);
  });

  it.each([
    ['empty', '', MSG.messageEmpty],
    ['whitespace only', '   \n\t  ', MSG.messageEmpty],
    ['missing', undefined, MSG.messageEmpty],
    ['2001 characters', 'x'.repeat(2001), MSG.messageTooLong],
  ])('refuses a %s message and stores nothing', async (_label, content, detail) => {
    const before = (await api.get(`/api/chat/${matchId}/messages?limit=200`, { token: alice.token })).data.length;
    expect(await send(alice.token, content)).toMatchObject({ status: 400, data: expect.objectContaining({ detail }) });
    expect((await api.get(`/api/chat/${matchId}/messages?limit=200`, { token: alice.token })).data.length).toBe(before);
  });

  it('accepts exactly 2000 characters', async () => {
    expect((await send(alice.token, 'é'.repeat(2000))).status).toBe(201);
  });

  it('pages through a long history with before and limit', async () => {
    const [c1, c2] = await Promise.all([registerUser(server), registerUser(server)]);
    const id = await createMatch(server, c1, c2);
    for (let i = 1; i <= 7; i++) await send(i % 2 ? c1.token : c2.token, `message ${i}`, id);
    const last3 = await api.get(`/api/chat/${id}/messages?limit=3`, { token: c1.token });
    expect(last3.data.map((m: any) => m.content)).toEqual(['message 5', 'message 6', 'message 7']);
    const older = await api.get(
      `/api/chat/${id}/messages?limit=3&before=${encodeURIComponent(last3.data[0].created_at)}`,
      {
        token: c1.token,
      },
    );
    expect(older.data.map((m: any) => m.content)).toEqual(['message 2', 'message 3', 'message 4']);
    expect((await api.get(`/api/chat/${id}/messages?limit=0`, { token: c1.token })).status).toBe(400);
    expect((await api.get(`/api/chat/${id}/messages?before=yesterday`, { token: c1.token })).status).toBe(400);
  });

  it('limits how fast one person can send', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_CHAT_PER_MINUTE: '3' } });
    try {
      const [a, b] = await Promise.all([registerUser(limited), registerUser(limited)]);
      const id = await createMatch(limited, a, b);
      const client = apiClient(limited.url);
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const form = new FormData();
        form.set('content', `m${i}`);
        statuses.push((await client.post(`/api/chat/${id}/messages`, { form, token: a.token })).status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('Idempotency-Key (decision 050)', () => {
  const sendKeyed = (token: string | undefined, content: string, key: string, id = matchId, confirm = false) => {
    const form = new FormData();
    form.set('content', content);
    if (confirm) form.set('confirm', 'true');
    return api.post(`/api/chat/${id}/messages`, { form, token, headers: { 'idempotency-key': key } });
  };
  /** How many messages of `match` hold this exact text (the database's own count, not a page of it). */
  const stored = async (content: string, id = matchId) =>
    (await server.app.database.db.select().from(messages).where(eq(messages.matchId, id))).filter(
      (m) => m.content === content,
    ).length;

  it('answers the first message again for a repeated key, storing and delivering one', async () => {
    const key = randomUUID();
    const stream = openEventStream(`${server.url}/api/chat/events`, bruno.token);
    try {
      await stream.ready;
      const first = await sendKeyed(alice.token, 'Une seule fois, promis', key);
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const again = await sendKeyed(alice.token, '  Une seule fois, promis ', key);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.data).toEqual(first.data);
      expect(Object.keys(again.data).sort()).toEqual(['content', 'created_at', 'id', 'sender_id']);
      expect(await stored('Une seule fois, promis')).toBe(1);
      // One live event: a marker sent after the replay arrives right behind the first message.
      await send(alice.token, 'marqueur après la reprise');
      const events = await stream.waitFor(2);
      expect(events.map((e: any) => e.message?.content)).toEqual([
        'Une seule fois, promis',
        'marqueur après la reprise',
      ]);
    } finally {
      stream.close();
    }
  });

  it('stores one message when several sends of one key race', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => sendKeyed(alice.token, 'Envoyé pendant une coupure', key)),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await stored('Envoyé pendant une coupure')).toBe(1);
    // PGlite runs one statement at a time, so there the look-up before the insert catches the others:
    // the constraint itself holds when a send gets past it (PostgreSQL's race), whatever the order.
    const past = {
      matchId,
      senderId: alice.id,
      recipientId: bruno.id,
      content: 'Envoyé pendant une coupure',
      clientKey: key,
    };
    const storeMessage = messageStore();
    expect(
      await Promise.all([storeMessage(server.app.database.db, past), storeMessage(server.app.database.db, past)]),
    ).toEqual([null, null]);
    expect(await stored('Envoyé pendant une coupure')).toBe(1);
  });

  it('keeps each member’s keys apart: the same key from someone else is their own message', async () => {
    const key = randomUUID();
    const mine = await sendKeyed(alice.token, 'Même clé, Alice', key);
    const theirs = await sendKeyed(bruno.token, 'Même clé, Bruno', key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.data.id).not.toBe(mine.data.id);
    expect(theirs.data).toMatchObject({ sender_id: bruno.id, content: 'Même clé, Bruno' });
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a key reused for another text or another match, and a key that is not a UUID', async () => {
    const key = randomUUID();
    expect((await sendKeyed(alice.token, 'Le texte d’origine', key)).status).toBe(201);
    expect(await sendKeyed(alice.token, 'Un autre texte', key)).toMatchObject({
      status: 422,
      data: expect.objectContaining({ code: 'idempotencyKeyReused' }),
    });
    const other = await registerUser(server);
    const otherMatch = await createMatch(server, alice, other);
    expect((await sendKeyed(alice.token, 'Le texte d’origine', key, otherMatch)).status).toBe(422);
    expect(await stored('Le texte d’origine', otherMatch)).toBe(0);
    for (const bad of ['abc', '123', `${randomUUID()}x`, "1' OR '1'='1"]) {
      expect(await sendKeyed(alice.token, 'Clé mal formée', bad)).toMatchObject({
        status: 400,
        data: {
          detail: MSG.invalidField('Idempotency-Key'),
          code: 'invalidField',
          params: { field: 'Idempotency-Key' },
        },
      });
    }
    expect(await stored('Clé mal formée')).toBe(0);
  });

  it('answers 401 without a valid token and 404 to someone outside the match, whatever the key', async () => {
    const key = randomUUID();
    expect((await sendKeyed(alice.token, 'Pour Bruno', key)).status).toBe(201);
    expect((await sendKeyed(undefined, 'Pour Bruno', key)).status).toBe(401);
    expect((await sendKeyed('not.a.token', 'Pour Bruno', key)).status).toBe(401);
    // Neither a replay of Alice's message nor a new one: the conversation does not exist for the intruder.
    const outsider = await sendKeyed(intruder.token, 'Pour Bruno', key);
    expect(outsider).toMatchObject({ status: 404, data: expect.objectContaining({ detail: MSG.matchNotFound }) });
    expect(await stored('Pour Bruno')).toBe(1);
  });

  it('lets a flagged message keep its key until confirmed, then counts it once', async () => {
    const key = randomUUID();
    const flagged = 'Espèce de connard';
    const countOf = async () =>
      (await server.app.database.db.select().from(users).where(eq(users.id, alice.id)))[0]!.flaggedMessagesSent;
    const before = await countOf();
    expect((await sendKeyed(alice.token, flagged, key)).data).toMatchObject({ code: 'messageNeedsConfirmation' });
    const confirmed = await sendKeyed(alice.token, flagged, key, matchId, true);
    expect(confirmed.status).toBe(201);
    const replayed = await sendKeyed(alice.token, flagged, key, matchId, true);
    expect(replayed.data.id).toBe(confirmed.data.id);
    expect(await countOf()).toBe(before + 1);
  });
});

describe('live delivery', () => {
  it('pushes a new message to the other member’s open stream, and not to a third user', async () => {
    const bStream = openEventStream(`${server.url}/api/chat/events`, bruno.token);
    const intruderStream = openEventStream(`${server.url}/api/chat/events`, intruder.token);
    await Promise.all([bStream.ready, intruderStream.ready]);
    const sent = await send(alice.token, 'Tu es là ?');
    const [event] = await bStream.waitFor(1);
    expect(event).toEqual({ type: 'message', match_id: matchId, message: sent.data });
    await new Promise((r) => setTimeout(r, 200));
    expect(intruderStream.events).toEqual([]);
    bStream.close();
    intruderStream.close();
  });
});

describe.runIf(usingPostgres() && process.env.TEST_REDIS_URL)('live delivery across two processes (Redis)', () => {
  it('a message posted on one server reaches a stream held by another', async () => {
    const url = await createPostgresDatabase();
    const env = { REDIS_URL: process.env.TEST_REDIS_URL! };
    const one = await startTestServer({ postgresUrl: url, keepDatabase: true, env });
    const two = await startTestServer({ postgresUrl: url, keepDatabase: false, env });
    try {
      const [a, b] = await Promise.all([registerUser(one), registerUser(one)]);
      const id = await createMatch(one, a, b);
      const stream = openEventStream(`${two.url}/api/chat/events`, b.token);
      await stream.ready;
      const form = new FormData();
      form.set('content', 'Depuis l’autre serveur');
      const sent = await apiClient(one.url).post(`/api/chat/${id}/messages`, { form, token: a.token });
      const [event] = await stream.waitFor(1);
      expect(event.message).toEqual(sent.data);
      stream.close();
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('where each conversation stands, on the matches list', () => {
  const summaryOf = async (token: string, id: string) => {
    const res = await api.get('/api/matches', { token });
    expect(res.status).toBe(200);
    return (res.data as Array<{ match: { id: string }; conversation: unknown }>).find((m) => m.match.id === id)
      ?.conversation;
  };

  it('marks a match nobody wrote to as new, then lists the waiting messages since the reader’s last one', async () => {
    const [carla, dario] = await Promise.all([registerUser(server), registerUser(server)]);
    const id = await createMatch(server, carla, dario);
    const empty = {
      written: false,
      last_message_at: null,
      last_message: null,
      unread: false,
      waiting_message_times: [],
    };
    expect(await summaryOf(carla.token, id)).toEqual(empty);
    expect(await summaryOf(dario.token, id)).toEqual(empty);

    const first = (await send(dario.token, 'Salut !', id)).data;
    const second = (await send(dario.token, 'Tu es là ?', id)).data;
    expect(await summaryOf(carla.token, id)).toEqual({
      written: false,
      last_message_at: second.created_at,
      last_message: { preview: 'Tu es là ?', from_me: false },
      unread: true,
      waiting_message_times: [second.created_at, first.created_at],
    });
    // The sender has written and waits for nothing.
    expect(await summaryOf(dario.token, id)).toEqual({
      written: true,
      last_message_at: second.created_at,
      last_message: { preview: 'Tu es là ?', from_me: true },
      unread: false,
      waiting_message_times: [],
    });

    // An answer clears what was waiting for the one who answered, and starts the other's list.
    const answer = (await send(carla.token, 'Oui, bonjour', id)).data;
    expect(await summaryOf(carla.token, id)).toEqual({
      written: true,
      last_message_at: answer.created_at,
      last_message: { preview: 'Oui, bonjour', from_me: true },
      unread: false,
      waiting_message_times: [],
    });
    expect(await summaryOf(dario.token, id)).toEqual({
      written: true,
      last_message_at: answer.created_at,
      last_message: { preview: 'Oui, bonjour', from_me: false },
      unread: true,
      waiting_message_times: [answer.created_at],
    });
  });

  it('is read once the conversation is opened, on every device, until the other person writes again', async () => {
    const [eva, fred] = await Promise.all([registerUser(server), registerUser(server)]);
    const id = await createMatch(server, eva, fred);
    await send(fred.token, 'Bonjour Eva', id);
    await send(fred.token, 'Tu aimes le jazz ?', id);
    const unread = async () => ((await summaryOf(eva.token, id)) as { unread: boolean }).unread;
    expect(await unread()).toBe(true);
    // An older page is not the conversation on screen: nothing is marked read.
    const before = new Date(Date.now() + 60_000).toISOString();
    expect((await api.get(`/api/chat/${id}/messages?before=${before}`, { token: eva.token })).status).toBe(200);
    expect(await unread()).toBe(true);
    // Someone else's reading (here the sender's own) marks nothing for Eva either.
    expect((await api.get(`/api/chat/${id}/messages`, { token: fred.token })).status).toBe(200);
    expect(await unread()).toBe(true);
    // Opened (from any device: the mark is the server's), it is read, without her having to answer.
    expect((await api.get(`/api/chat/${id}/messages`, { token: eva.token })).status).toBe(200);
    expect(await unread()).toBe(false);
    expect(
      ((await summaryOf(eva.token, id)) as { waiting_message_times: string[] }).waiting_message_times,
    ).toHaveLength(2);
    // A new message of his is unread again; reading it in a page cut short still reads the newest.
    await send(fred.token, 'Ou plutôt le rock ?', id);
    expect(await unread()).toBe(true);
    expect((await api.get(`/api/chat/${id}/messages?limit=1`, { token: eva.token })).status).toBe(200);
    expect(await unread()).toBe(false);
  });

  it('previews the newest message cut to MESSAGE_PREVIEW_LENGTH characters, and orders matches by latest activity', async () => {
    const [gael, hana, ivo, jade] = (await Promise.all([1, 2, 3, 4].map(() => registerUser(server)))) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    // Matched in this order: Hana, Ivo, Jade (Jade newest).
    const withHana = await createMatch(server, gael, hana);
    const withIvo = await createMatch(server, gael, ivo);
    const withJade = await createMatch(server, gael, jade);
    // A second apart: PGlite's clock counts milliseconds, and matches made within one would tie.
    for (const [i, id] of [withHana, withIvo, withJade].entries()) {
      await server.app.database.db
        .update(matches)
        .set({ createdAt: new Date(Date.now() - (3 - i) * 1000) })
        .where(eq(matches.id, id));
    }
    const order = async () =>
      ((await api.get('/api/matches', { token: gael.token })).data as Array<{ match: { id: string } }>).map(
        (m) => m.match.id,
      );
    // No message anywhere: newest match first.
    expect(await order()).toEqual([withJade, withIvo, withHana]);
    // A message makes a conversation the latest activity, whoever wrote it and whatever the match's age.
    const long = `${'é'.repeat(MESSAGE_PREVIEW_LENGTH)}🙂 et la suite`;
    await send(hana.token, long, withHana);
    expect(await order()).toEqual([withHana, withJade, withIvo]);
    await send(gael.token, 'Bonjour Ivo', withIvo);
    expect(await order()).toEqual([withIvo, withHana, withJade]);
    const preview = ((await summaryOf(gael.token, withHana)) as { last_message: { preview: string } }).last_message
      .preview;
    expect(preview).toBe('é'.repeat(MESSAGE_PREVIEW_LENGTH));
  });

  it('lists at most 99 waiting messages, the newest', async () => {
    const [ines, jules] = await Promise.all([registerUser(server), registerUser(server)]);
    const id = await createMatch(server, ines, jules);
    const sent: string[] = [];
    for (let i = 0; i < 101; i++) sent.push((await send(jules.token, `message ${i}`, id)).data.created_at as string);
    const summary = (await summaryOf(ines.token, id)) as { waiting_message_times: string[] };
    expect(summary.waiting_message_times).toEqual(sent.slice(-99).reverse());
  });

  it('shows nothing of a conversation to anyone outside the match', async () => {
    const [kim, leo] = await Promise.all([registerUser(server), registerUser(server)]);
    const id = await createMatch(server, kim, leo);
    await send(leo.token, 'Coucou', id);
    const outsider = await api.get('/api/matches', { token: intruder.token });
    expect(outsider.status).toBe(200);
    expect(JSON.stringify(outsider.data)).not.toContain(id);
    expect((await api.get('/api/matches')).status).toBe(401);
    expect((await api.get('/api/matches', { token: 'not.a.token' })).status).toBe(401);
  });
});

describe('hidden words', () => {
  it('keep each member’s own list, cleaned, and refuse what is too much', async () => {
    const [me, other] = await Promise.all([registerUser(server), registerUser(server)]);
    expect((await api.get('/api/chat/hidden-words', { token: me.token })).data).toEqual({ words: [] });
    const saved = await api.put('/api/chat/hidden-words', {
      token: me.token,
      json: { words: [' Chat ', 'chat', '🍆', 'rendez-vous'] },
    });
    expect(saved).toMatchObject({ status: 200, data: { words: ['Chat', '🍆', 'rendez-vous'] } });
    expect((await api.get('/api/chat/hidden-words', { token: me.token })).data).toEqual({
      words: ['Chat', '🍆', 'rendez-vous'],
    });
    // Nobody else's list moves, and nobody else can read mine (the route has no id to aim at).
    expect((await api.get('/api/chat/hidden-words', { token: other.token })).data).toEqual({ words: [] });
    const tooMany = await api.put('/api/chat/hidden-words', {
      token: me.token,
      json: { words: Array.from({ length: HIDDEN_WORDS_MAX + 1 }, (_, i) => `mot${i}`) },
    });
    expect(tooMany).toMatchObject({
      status: 400,
      data: { code: 'hiddenWordsLimit', params: { max: HIDDEN_WORDS_MAX } },
    });
    const tooLong = await api.put('/api/chat/hidden-words', { token: me.token, json: { words: ['x'.repeat(41)] } });
    expect(tooLong).toMatchObject({ status: 400, data: { code: 'tooLong' } });
    expect((await api.put('/api/chat/hidden-words', { token: me.token, json: { words: 'chat' } })).status).toBe(400);
    // A refused save loses nothing.
    expect((await api.get('/api/chat/hidden-words', { token: me.token })).data.words).toHaveLength(3);
    expect((await api.get('/api/chat/hidden-words')).status).toBe(401);
    expect((await api.put('/api/chat/hidden-words', { token: 'bad', json: { words: [] } })).status).toBe(401);
  });
});
