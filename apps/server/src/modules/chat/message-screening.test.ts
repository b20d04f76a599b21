// "Es-tu sûr(e) ?" and "Ce message te dérange ?" over real HTTP (issue 18 part 3): a flagged message is
// refused until confirmed and nothing is stored meanwhile; confirmed, it is stored with what was found,
// and the recipient can report it with the message attached; the copy survives the end of the match; moderation
// sees how many flagged messages the reported member confirmed. And what an attacker tries: attaching
// a message someone else sent, or one from a conversation they are not in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDetail } from '@affinia/contract';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { createMatch, registerAdmin, registerUser, type TestUser } from '../../../test/fixtures.js';
import { eq } from 'drizzle-orm';
import { messages } from '../../db/schema.js';
import { unzip } from '../../../test/zip.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let alice: TestUser;
let bruno: TestUser;
let chloe: TestUser;
let admin: TestUser;
let matchId: string;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_CHAT_PER_MINUTE: '1000' } });
  api = apiClient(server.url);
  [alice, bruno, chloe, admin] = await Promise.all([
    registerUser(server),
    registerUser(server),
    registerUser(server),
    registerAdmin(server),
  ]);
  matchId = await createMatch(server, alice, bruno);
});
afterAll(() => server.close());

const send = (from: TestUser, content: string, confirm?: string, id = matchId) => {
  const form = new FormData();
  form.set('content', content);
  if (confirm !== undefined) form.set('confirm', confirm);
  return api.post(`/api/chat/${id}/messages`, { form, token: from.token });
};
const history = async (reader: TestUser, id = matchId) => {
  const res = await api.get(`/api/chat/${id}/messages`, { token: reader.token });
  expect(res.status).toBe(200);
  return res.data as { id: string; content: string; sender_id: string }[];
};
/** What the screening stored with a message (the API's message format stays the spec's). */
const screeningOf = async (id: string) => {
  const [row] = await server.app.database.db
    .select({ categories: messages.screenCategories })
    .from(messages)
    .where(eq(messages.id, id));
  return row?.categories;
};
const report = (from: TestUser, body: Record<string, unknown>) =>
  api.post('/api/reports', { token: from.token, json: body });
const openReports = async () => {
  const res = await api.get('/api/admin/reports', { token: admin.token });
  expect(res.status).toBe(200);
  return res.data as {
    reported: { id: string };
    message: { content: string; sent_at: string } | null;
    reported_flagged_messages: number;
    details: string;
  }[];
};

describe('Es-tu sûr(e) ?', () => {
  it('refuses a flagged message with 422 and its code until confirmed, storing nothing', async () => {
    const before = (await history(bruno)).length;
    for (const text of ['Espèce de c o n n a r d', 'send nudes', 'Te voy a matar', 'Du Hurensohn']) {
      const res = await send(bruno, text);
      expect(res.status, text).toBe(422);
      expect(res.data).toEqual({ detail: errorDetail('messageNeedsConfirmation'), code: 'messageNeedsConfirmation' });
    }
    expect(await history(alice)).toHaveLength(before);
  });

  it('sends it once confirmed, with what was found; ordinary messages and hard negatives go at once', async () => {
    const confirmed = await send(bruno, 'Espèce de connard', 'true');
    expect(confirmed.status).toBe(201);
    expect(Object.keys(confirmed.data).sort()).toEqual(['content', 'created_at', 'id', 'sender_id']);
    expect(await screeningOf(confirmed.data.id)).toEqual(['insult']);
    for (const text of ['je suis mort de rire', 'ce film est une tuerie', 'On se voit à Scunthorpe ?']) {
      const res = await send(alice, text);
      expect(res.status, text).toBe(201);
      expect(await screeningOf(res.data.id)).toEqual([]);
    }
    expect((await history(alice)).map((m) => m.content)).toContain('Espèce de connard');
  });

  it('takes confirm=false as not confirmed and refuses any other value', async () => {
    expect((await send(bruno, 'fuck off', 'false')).status).toBe(422);
    const odd = await send(bruno, 'fuck off', 'oui');
    expect(odd.status).toBe(400);
    expect(odd.data.code).toBe('invalidField');
  });
});

describe('Ce message te dérange ?', () => {
  it('reports a flagged message with a copy that outlives the match; moderation sees the confirmations', async () => {
    const [flagged] = (await history(alice)).filter((m) => m.content === 'Espèce de connard');
    const res = await report(alice, { user_id: bruno.id, reason: 'harassment', message_id: flagged!.id });
    expect(res.status).toBe(201);

    // Alice ends the match: the conversation is deleted for both, the reported words are not.
    expect((await api.delete(`/api/matches/${matchId}`, { token: alice.token })).status).toBe(204);
    const filed = (await openReports()).find((r) => r.reported.id === bruno.id);
    expect(filed?.message?.content).toBe('Espèce de connard');
    expect(filed?.reported_flagged_messages).toBe(1);
  });

  it('counts the flagged messages a reported member confirmed', async () => {
    const other = await createMatch(server, chloe, bruno);
    await send(bruno, 'ta gueule', 'true', other);
    await send(bruno, 'I will kill you', 'true', other);
    expect((await report(chloe, { user_id: bruno.id, reason: 'harassment' })).status).toBe(201);
    const counts = (await openReports())
      .filter((r) => r.reported.id === bruno.id)
      .map((r) => r.reported_flagged_messages);
    expect(counts).toEqual([3, 3]);
  });

  it('refuses to attach a message the reported member did not send me', async () => {
    const match = await createMatch(server, alice, chloe);
    const mine = await send(alice, 'Bonjour Chloé', undefined, match);
    const theirs = await send(chloe, 'Bonjour Alice', undefined, match);
    // My own message, blamed on the other member.
    expect((await report(alice, { user_id: chloe.id, reason: 'harassment', message_id: mine.data.id })).status).toBe(
      404,
    );
    // Their message, attached by an outsider who is not in the conversation, against either member.
    const outsider = await registerUser(server);
    for (const target of [chloe, alice]) {
      const res = await report(outsider, { user_id: target.id, reason: 'harassment', message_id: theirs.data.id });
      expect(res.status).toBe(404);
      expect(res.data.code).toBe('messageNotFound');
    }
    // Not an id at all.
    expect((await report(alice, { user_id: chloe.id, reason: 'harassment', message_id: 'x' })).status).toBe(404);
    const stored = (await openReports()).filter((r) => r.reported.id === chloe.id || r.reported.id === alice.id);
    expect(stored).toEqual([]);
  });
});

describe('the operator turns screening off', () => {
  it('sends every message as written, none marked', async () => {
    const plain = await startTestServer({ env: { MESSAGE_SCREENING: 'false' } });
    try {
      const [a, b] = await Promise.all([registerUser(plain), registerUser(plain)]);
      const id = await createMatch(plain, a, b);
      const form = new FormData();
      form.set('content', 'Espèce de connard');
      const res = await apiClient(plain.url).post(`/api/chat/${id}/messages`, { form, token: a.token });
      expect(res.status).toBe(201);
      expect(await plain.app.database.db.select().from(messages).where(eq(messages.id, res.data.id))).toEqual([
        expect.objectContaining({ screenCategories: [] }),
      ]);
    } finally {
      await plain.close();
    }
  });
});

describe('scam signals', () => {
  it('reports phone numbers, wallets, money and other apps in a sender’s first messages to the admin', async () => {
    const [scammer, target] = await Promise.all([registerUser(server), registerUser(server)]);
    const id = await createMatch(server, scammer, target);
    const sent = [
      'Salut ! Tu es magnifique',
      'Écris-moi sur WhatsApp au 06 12 34 56 78, je ne viens jamais ici',
      'Tu peux m’aider ? Une carte cadeau Steam de 100 €, je te rembourse',
      'Comment était ta journée ?',
      'Tu as vu mon message ?',
      // The sixth message is no longer watched.
      'Envoie sur bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ];
    for (const text of sent) expect((await send(scammer, text, undefined, id)).status).toBe(201);

    const listed = await api.get('/api/admin/scam-signals', { token: admin.token });
    expect(listed.status).toBe(200);
    const mine = (listed.data as { sender: { id: string }; signals: string[]; risk: number; content: string }[]).filter(
      (s) => s.sender.id === scammer.id,
    );
    expect(mine.map((s) => [s.signals.sort(), s.risk, s.content])).toEqual([
      [['off_platform', 'phone'], 60, sent[1]],
      [['money_request'], 45, sent[2]],
    ]);

    // What moderation holds about them is in the sender's own data export.
    const zip = await fetch(`${server.url}/api/profile/export`, {
      headers: { authorization: `Bearer ${scammer.token}` },
    });
    expect(zip.status).toBe(200);
    const data = JSON.parse(
      unzip(Buffer.from(await zip.arrayBuffer()))
        .get('data.json')!
        .toString('utf8'),
    );
    expect(data.scam_signals.map((s: { risk: number }) => s.risk)).toEqual([60, 45]);
    expect(data.flagged_messages_sent).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await api.get('/api/admin/scam-signals')).status).toBe(401);
    expect((await api.get('/api/admin/scam-signals', { token: 'not-a-token' })).status).toBe(401);
    expect((await api.get('/api/admin/scam-signals', { token: alice.token })).status).toBe(403);
  });
});
