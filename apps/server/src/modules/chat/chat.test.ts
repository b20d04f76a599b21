// Chat over real HTTP: membership (anyone else gets 404), validation, paging, and live delivery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_WORDS_MAX, MSG } from '@affinia/contract';
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
    const empty = { written: false, last_message_at: null, waiting_message_times: [] };
    expect(await summaryOf(carla.token, id)).toEqual(empty);
    expect(await summaryOf(dario.token, id)).toEqual(empty);

    const first = (await send(dario.token, 'Salut !', id)).data;
    const second = (await send(dario.token, 'Tu es là ?', id)).data;
    expect(await summaryOf(carla.token, id)).toEqual({
      written: false,
      last_message_at: second.created_at,
      waiting_message_times: [second.created_at, first.created_at],
    });
    // The sender has written and waits for nothing.
    expect(await summaryOf(dario.token, id)).toEqual({
      written: true,
      last_message_at: second.created_at,
      waiting_message_times: [],
    });

    // An answer clears what was waiting for the one who answered, and starts the other's list.
    const answer = (await send(carla.token, 'Oui, bonjour', id)).data;
    expect(await summaryOf(carla.token, id)).toEqual({
      written: true,
      last_message_at: answer.created_at,
      waiting_message_times: [],
    });
    expect(await summaryOf(dario.token, id)).toEqual({
      written: true,
      last_message_at: answer.created_at,
      waiting_message_times: [answer.created_at],
    });
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
