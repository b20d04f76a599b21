// Unmatch, block and report over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@affinia/contract';
import { messages, reports } from '../../db/schema.js';
import { memberMatch } from '../matching/repository.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { createMatch, questionnaireBody, registerUser } from '../../../test/fixtures.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const pair = async () => {
  const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
  const matchId = await createMatch(server, a, b);
  const form = new FormData();
  form.set('content', 'Bonjour !');
  await api.post(`/api/chat/${matchId}/messages`, { form, token: a.token });
  return { a, b, matchId };
};

describe('unmatch', () => {
  it('removes the match and its conversation for both; a third user gets 404', async () => {
    const { a, b, matchId } = await pair();
    const outsider = await registerUser(server);
    expect((await api.delete(`/api/matches/${matchId}`, { token: outsider.token })).status).toBe(404);
    expect((await api.delete(`/api/matches/${matchId}`)).status).toBe(401);
    expect((await api.delete(`/api/matches/${matchId}`, { token: 'bad' })).status).toBe(401);
    expect((await api.delete(`/api/matches/${matchId}`, { token: b.token })).status).toBe(204);
    for (const u of [a, b])
      expect((await api.get(`/api/chat/${matchId}/messages`, { token: u.token })).status).toBe(404);
    expect(await server.app.database.db.select().from(messages).where(eq(messages.matchId, matchId))).toEqual([]);
    expect((await api.get(`/api/ratings/can-rate/${a.id}`, { token: b.token })).data.can_rate).toBe(false);
  });
});

describe('block', () => {
  it('hides both people from each other: the chat and rating go, the block is listed, unblock works', async () => {
    const { a, b, matchId } = await pair();
    expect(await api.post('/api/blocks', { token: a.token, json: { user_id: b.id } })).toMatchObject({
      status: 201,
      data: expect.objectContaining({ detail: MSG.userBlocked }),
    });
    for (const u of [a, b])
      expect((await api.get(`/api/chat/${matchId}/messages`, { token: u.token })).status).toBe(404);
    expect((await api.get(`/api/ratings/can-rate/${b.id}`, { token: a.token })).data.can_rate).toBe(false);
    expect((await api.get(`/api/ratings/can-rate/${a.id}`, { token: b.token })).data.can_rate).toBe(false);
    const list = await api.get('/api/blocks', { token: a.token });
    expect(list.data).toEqual([expect.objectContaining({ id: b.id, name: b.displayName })]);
    expect((await api.get('/api/blocks', { token: b.token })).data).toEqual([]);
    // blocking twice is harmless
    expect((await api.post('/api/blocks', { token: a.token, json: { user_id: b.id } })).status).toBe(201);
    expect((await api.delete(`/api/blocks/${b.id}`, { token: b.token })).status).toBe(404);
    expect((await api.delete(`/api/blocks/${b.id}`, { token: a.token })).status).toBe(204);
    expect((await api.get('/api/blocks', { token: a.token })).data).toEqual([]);
  });

  it('leaves nothing of the other across a block: no openers, no match in the list, either way', async () => {
    const { a, b, matchId } = await pair();
    for (const u of [a, b]) await api.put('/api/profile/me', { token: u.token, json: questionnaireBody() });
    for (const u of [a, b]) {
      expect((await api.get(`/api/chat/${matchId}/starters`, { token: u.token })).status).toBe(200);
      expect((await api.get('/api/matches', { token: u.token })).data).toHaveLength(1);
      const one = await api.get(`/api/matches/${matchId}`, { token: u.token });
      expect(one.status).toBe(200);
      expect(one.data.match.id).toBe(matchId);
      expect(one.data.user.id).toBe(u === a ? b.id : a.id);
    }
    expect((await api.post('/api/blocks', { token: b.token, json: { user_id: a.id } })).status).toBe(201);
    for (const u of [a, b]) {
      expect((await api.get(`/api/chat/${matchId}/starters`, { token: u.token })).status).toBe(404);
      expect((await api.get('/api/matches', { token: u.token })).data).toEqual([]);
    }
    // A match row that outlives the block (a like racing the block): still nothing, at every lookup.
    const raced = await createMatch(server, a, b);
    for (const u of [a, b]) {
      expect(await memberMatch(server.app.database.db, raced, u.id)).toBeUndefined();
      expect((await api.get(`/api/chat/${raced}/starters`, { token: u.token })).status).toBe(404);
      expect((await api.get(`/api/chat/${raced}/messages`, { token: u.token })).status).toBe(404);
      expect((await api.get(`/api/matches/${raced}`, { token: u.token })).status).toBe(404);
      expect((await api.get('/api/matches', { token: u.token })).data).toEqual([]);
    }
  });

  it.each([
    ['oneself', (self: string) => self, 400, MSG.cannotTargetSelf],
    ['an unknown user', () => '00000000-0000-4000-8000-000000000000', 404, MSG.userNotFound],
    ['a malformed id', () => 'x', 404, MSG.userNotFound],
  ])('refuses to block %s', async (_label, target, status, detail) => {
    const u = await registerUser(server);
    expect(await api.post('/api/blocks', { token: u.token, json: { user_id: target(u.id) } })).toMatchObject({
      status,
      data: expect.objectContaining({ detail }),
    });
  });

  it('needs a valid token', async () => {
    for (const token of [undefined, 'bad']) {
      expect((await api.post('/api/blocks', { token, json: { user_id: 'x' } })).status).toBe(401);
      expect((await api.get('/api/blocks', { token })).status).toBe(401);
      expect((await api.delete('/api/blocks/x', { token })).status).toBe(401);
    }
  });
});

describe('report', () => {
  it('stores a report with its reason and trimmed details', async () => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
    const res = await api.post('/api/reports', {
      token: a.token,
      json: { user_id: b.id, reason: 'harassment', details: '  Messages insistants  ' },
    });
    expect(res).toMatchObject({ status: 201, data: expect.objectContaining({ detail: MSG.reportSaved }) });
    const rows = await server.app.database.db.select().from(reports).where(eq(reports.reportedId, b.id));
    expect(rows).toEqual([
      expect.objectContaining({
        reporterId: a.id,
        reason: 'harassment',
        details: 'Messages insistants',
        status: 'open',
      }),
    ]);
  });

  it.each([
    [{ reason: 'boring' }, 400, MSG.invalidReportReason],
    [{ reason: undefined }, 400, MSG.invalidReportReason],
    [{ details: 'x'.repeat(1001) }, 400, MSG.tooLong('details', 1000)],
    [{ extra: true }, 400, MSG.unknownField('extra')],
  ])('refuses %o', async (patch, status, detail) => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
    const json: Record<string, unknown> = { user_id: b.id, reason: 'scam', ...patch };
    if ('reason' in patch && patch.reason === undefined) delete json.reason;
    expect(await api.post('/api/reports', { token: a.token, json })).toMatchObject({
      status,
      data: expect.objectContaining({ detail }),
    });
  });

  it('refuses reporting oneself, and needs a valid token', async () => {
    const a = await registerUser(server);
    expect((await api.post('/api/reports', { token: a.token, json: { user_id: a.id, reason: 'other' } })).status).toBe(
      400,
    );
    expect((await api.post('/api/reports', { json: { user_id: a.id, reason: 'other' } })).status).toBe(401);
    expect((await api.post('/api/reports', { token: 'bad', json: { user_id: a.id, reason: 'other' } })).status).toBe(
      401,
    );
  });
});
