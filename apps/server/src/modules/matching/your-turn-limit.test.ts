// The your-turn limit is enforced by the swipe (issue 31 item 6), over real HTTP: with YOUR_TURN_LIMIT
// conversations waiting for my reply, a like to anyone new is refused with its own code, whether it
// comes from discover or is sent by id, and even to someone who already liked me (the rule is about
// new conversations; decision 037). Passes stay allowed; the limit is mine alone; answering lifts it.
// Storage: also on PostgreSQL — likes sent at once at the limit, on concurrent transactions. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDetail, errorParams } from '@affinia/contract';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { completedMember, createMatch, type TestUser } from '../../../test/fixtures.js';

const LIMIT = 2;
let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer({ env: { YOUR_TURN_LIMIT: String(LIMIT) } });
  api = apiClient(server.url);
});
afterAll(() => server.close());

const AGE = 43;
const woman = () => completedMember(server, { gender: 'femme', age: AGE });
const man = () => completedMember(server, { gender: 'homme', age: AGE });
const swipe = (from: TestUser, to: TestUser, action: 'like' | 'dislike', token = from.token) =>
  api.post('/api/swipe', { token, json: { swiped_id: to.id, action } });
const say = (from: TestUser, matchId: string, content: string) => {
  const form = new FormData();
  form.set('content', content);
  return api.post(`/api/chat/${matchId}/messages`, { form, token: from.token });
};
const refusal = {
  detail: errorDetail('yourTurnLimitReached', errorParams('yourTurnLimitReached', { limit: LIMIT })),
  code: 'yourTurnLimitReached',
  params: { limit: LIMIT },
};

describe('the your-turn limit in the swipe', () => {
  it('refuses any like to someone new at the limit, sent by id or to an admirer; passes go through', async () => {
    const me = await woman();
    const [writer1, writer2, stranger, admirer, other1, other2, other3] = await Promise.all([
      man(),
      man(),
      man(),
      man(),
      man(),
      man(),
      man(),
    ]);
    const matches = [await createMatch(server, me, writer1!), await createMatch(server, me, writer2!)];
    // One conversation waiting: under the limit, a like goes through.
    expect((await say(writer1!, matches[0]!, 'Salut !')).status).toBe(201);
    expect((await swipe(me, other1!, 'like')).status).toBe(200);
    // Someone likes me before I reach the limit.
    expect((await swipe(admirer!, me, 'like')).data).toEqual({ is_match: false });
    expect((await say(writer2!, matches[1]!, 'Coucou')).status).toBe(201);

    // At the limit: a like by id to a stranger is refused with its own code, and so is the admirer.
    const byId = await swipe(me, stranger!, 'like');
    expect(byId.status).toBe(409);
    expect(byId.data).toEqual(refusal);
    expect((await swipe(me, admirer!, 'like')).data).toEqual(refusal);
    // Likes sent at once are all refused; nothing was recorded for any of them.
    const parallel = await Promise.all([other2!, other3!, stranger!].map((to) => swipe(me, to, 'like')));
    expect(parallel.map((r) => r.status)).toEqual([409, 409, 409]);
    expect((await api.get('/api/matches', { token: me.token })).data).toHaveLength(2);

    // A pass is still allowed; the limit is mine alone (the writers may like).
    expect((await swipe(me, other2!, 'dislike')).status).toBe(200);
    expect((await swipe(writer1!, stranger!, 'like')).status).not.toBe(409);

    // Answering one conversation lifts the limit: the admirer's like now makes a match.
    expect((await say(me, matches[0]!, 'Bonjour !')).status).toBe(201);
    const liked = await swipe(me, admirer!, 'like');
    expect(liked.status).toBe(200);
    expect(liked.data).toMatchObject({ is_match: true });
  });

  it('needs a valid session like every swipe', async () => {
    const target = await man();
    expect((await api.post('/api/swipe', { json: { swiped_id: target.id, action: 'like' } })).status).toBe(401);
    expect((await swipe(target, target, 'like', 'bad')).status).toBe(401);
  });
});
