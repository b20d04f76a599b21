// Anonymous ratings over real HTTP: who may rate, one per match per person (even on double submit),
// validation, scores hidden below the threshold, and no response that names a rater. The batching
// of published scores is attacked in security/ratings-difference-attack.test.ts.
// Storage: also on PostgreSQL — the same rating submitted twice at once. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MSG } from '@affinia/contract';
import { ratings } from '../../db/schema.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { createConversation, createMatch, registerUser, type TestUser } from '../../../test/fixtures.js';
import { unzip } from '../../../test/zip.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const stars = (v = 4) => ({ confiance: v, serieux: v, generosite: v, comportement: v, communication: v });
const rate = (rater: TestUser, rated: TestUser, matchId: string, criteria: Record<string, unknown> = stars()) =>
  api.post('/api/ratings/submit', {
    token: rater.token,
    json: { rated_user_id: rated.id, match_id: matchId, ...criteria },
  });
/** Two members who matched and wrote to each other: what a rating needs (decision 049). */
const pair = async () => {
  const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
  return { a, b, matchId: await createConversation(server, a, b) };
};
const canRate = async (rater: TestUser, rated: TestUser) =>
  (await api.get(`/api/ratings/can-rate/${rated.id}`, { token: rater.token })).data.can_rate as boolean;
const write = (from: TestUser, matchId: string, content: string) => {
  const form = new FormData();
  form.set('content', content);
  return api.post(`/api/chat/${matchId}/messages`, { token: from.token, form });
};

describe('can-rate', () => {
  it('is true for a match not yet rated, false after rating, without a match, and for oneself', async () => {
    const { a, b, matchId } = await pair();
    const stranger = await registerUser(server);
    expect((await api.get(`/api/ratings/can-rate/${b.id}`, { token: a.token })).data).toEqual({ can_rate: true });
    expect((await api.get(`/api/ratings/can-rate/${stranger.id}`, { token: a.token })).data).toEqual({
      can_rate: false,
    });
    expect((await api.get(`/api/ratings/can-rate/${a.id}`, { token: a.token })).data).toEqual({ can_rate: false });
    expect((await api.get(`/api/ratings/can-rate/not-a-uuid`, { token: a.token })).data).toEqual({ can_rate: false });
    expect((await rate(a, b, matchId)).status).toBe(201);
    expect((await api.get(`/api/ratings/can-rate/${b.id}`, { token: a.token })).data).toEqual({ can_rate: false });
    // the other side still may
    expect((await api.get(`/api/ratings/can-rate/${a.id}`, { token: b.token })).data).toEqual({ can_rate: true });
  });
});

describe('a rating needs a conversation (decision 049)', () => {
  it('is refused to two members who matched and never talked, by the check and by calling the API directly', async () => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
    const matchId = await createMatch(server, a, b);
    expect(await canRate(a, b)).toBe(false);
    expect(await canRate(b, a)).toBe(false);
    for (const [rater, rated] of [
      [a, b],
      [b, a],
    ] as const)
      expect(await rate(rater, rated, matchId)).toMatchObject({
        status: 403,
        data: expect.objectContaining({ code: 'ratingNeedsConversation', detail: MSG.ratingNeedsConversation }),
      });
    const [row] = await server.app.database.db.select({ n: count() }).from(ratings).where(eq(ratings.matchId, matchId));
    expect(row!.n).toBe(0);
  });

  it('stays refused while only one side writes, however much; the other’s first answer opens it to both', async () => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
    const matchId = await createMatch(server, a, b);
    for (const text of ['Bonjour !', 'Tu es là ?', 'Je te note alors…'])
      expect((await write(a, matchId, text)).status).toBe(201);
    expect(await canRate(a, b)).toBe(false);
    expect(await canRate(b, a)).toBe(false);
    expect((await rate(a, b, matchId)).data.code).toBe('ratingNeedsConversation');
    expect((await rate(b, a, matchId)).data.code).toBe('ratingNeedsConversation');

    expect((await write(b, matchId, 'Oui, bonjour')).status).toBe(201);
    expect(await canRate(a, b)).toBe(true);
    expect(await canRate(b, a)).toBe(true);
    expect((await rate(a, b, matchId)).status).toBe(201);
    expect((await rate(b, a, matchId)).status).toBe(201);
  });

  it('keeps the match rule first: an outsider is told there is no match, not that a conversation is missing', async () => {
    const [a, b, outsider] = await Promise.all([registerUser(server), registerUser(server), registerUser(server)]);
    const matchId = await createMatch(server, a, b);
    expect((await rate(outsider, b, matchId)).data.code).toBe('ratingNotAllowed');
  });
});

describe('POST /api/ratings/submit', () => {
  it('stores a rating with the spec’s success message', async () => {
    const { a, b, matchId } = await pair();
    const res = await rate(a, b, matchId, stars(5));
    expect(res).toMatchObject({ status: 201, data: { message: MSG.ratingSaved } });
  });

  it('keeps exactly one rating when the same person submits twice at once', async () => {
    const { a, b, matchId } = await pair();
    const replies = await Promise.all(Array.from({ length: 5 }, () => rate(a, b, matchId)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 201))
      expect(r).toMatchObject({ status: 409, data: expect.objectContaining({ detail: MSG.alreadyRated }) });
    const [row] = await server.app.database.db.select({ n: count() }).from(ratings).where(eq(ratings.matchId, matchId));
    expect(row!.n).toBe(1);
  });

  it('refuses someone who is not a member of the match, a wrong match, and oneself', async () => {
    const { a, b, matchId } = await pair();
    const other = await pair();
    const outsider = await registerUser(server);
    expect(await rate(outsider, b, matchId)).toMatchObject({
      status: 403,
      data: expect.objectContaining({ detail: MSG.ratingNotAllowed }),
    });
    expect(await rate(a, b, other.matchId)).toMatchObject({
      status: 403,
      data: expect.objectContaining({ detail: MSG.ratingNotAllowed }),
    });
    expect(await rate(a, other.b, matchId)).toMatchObject({
      status: 403,
      data: expect.objectContaining({ detail: MSG.ratingNotAllowed }),
    });
    expect(await rate(a, a, matchId)).toMatchObject({
      status: 400,
      data: expect.objectContaining({ detail: MSG.cannotTargetSelf }),
    });
    expect(await rate(a, b, 'not-a-uuid')).toMatchObject({ status: 403 });
  });

  it.each([
    ['a criterion at 0', { ...stars(), serieux: 0 }, MSG.rateAllCriteria],
    ['a missing criterion', { confiance: 4, serieux: 4, generosite: 4, comportement: 4 }, MSG.rateAllCriteria],
    ['a criterion at 6', { ...stars(), confiance: 6 }, MSG.ratingRange],
    ['a criterion at 3.5', { ...stars(), generosite: 3.5 }, MSG.ratingRange],
    ['a criterion as text', { ...stars(), comportement: 'five' }, MSG.rateAllCriteria],
    ['an extra field', { ...stars(), rater_id: 'x' }, MSG.unknownField('rater_id')],
  ])('refuses %s with a French detail and stores nothing', async (_label, criteria, detail) => {
    const { a, b, matchId } = await pair();
    expect(await rate(a, b, matchId, criteria)).toMatchObject({
      status: 400,
      data: expect.objectContaining({ detail }),
    });
    expect((await api.get(`/api/ratings/can-rate/${b.id}`, { token: a.token })).data.can_rate).toBe(true);
  });
});

describe('scores and anonymity', () => {
  it('hides received ratings until three exist, then shows rounded averages', async () => {
    const rated = await registerUser(server);
    const raters = await Promise.all([1, 2, 3].map(() => registerUser(server)));
    const matchIds = await Promise.all(raters.map((r) => createConversation(server, r, rated)));
    const empty = {
      total_ratings: 0,
      average: 0,
      confiance: 0,
      serieux: 0,
      generosite: 0,
      comportement: 0,
      communication: 0,
    };

    await rate(raters[0]!, rated, matchIds[0]!, {
      confiance: 5,
      serieux: 4,
      generosite: 3,
      comportement: 5,
      communication: 4,
    });
    await rate(raters[1]!, rated, matchIds[1]!, {
      confiance: 4,
      serieux: 4,
      generosite: 4,
      comportement: 4,
      communication: 4,
    });
    expect((await api.get('/api/ratings/my-scores', { token: rated.token })).data).toEqual(empty);
    expect((await api.get('/api/profile/me', { token: rated.token })).data.social_score).toBeNull();

    await rate(raters[2]!, rated, matchIds[2]!, {
      confiance: 3,
      serieux: 5,
      generosite: 5,
      comportement: 4,
      communication: 5,
    });
    const scores = (await api.get('/api/ratings/my-scores', { token: rated.token })).data;
    expect(scores).toEqual({
      total_ratings: 3,
      average: 4.2,
      confiance: 4,
      serieux: 4.3,
      generosite: 4,
      comportement: 4.3,
      communication: 4.3,
    });
    expect((await api.get('/api/profile/me', { token: rated.token })).data.social_score).toEqual(scores);

    // nothing the rated person can fetch names or identifies a rater
    const exported = await fetch(`${server.url}/api/profile/export`, {
      headers: { authorization: `Bearer ${rated.token}` },
    });
    const exportedData = unzip(Buffer.from(await exported.arrayBuffer()))
      .get('data.json')!
      .toString('utf8');
    expect(JSON.parse(exportedData).ratings_received).toEqual(scores);
    const bodies = [
      await api.get('/api/ratings/my-scores', { token: rated.token }),
      await api.get('/api/profile/me', { token: rated.token }),
      ...(await Promise.all(raters.map((r) => api.get(`/api/ratings/can-rate/${r.id}`, { token: rated.token })))),
    ].map((r) => JSON.stringify(r.data));
    // The export lists the raters among the member's matches, exactly as GET /api/matches does; nothing
    // else in it may point at them.
    const { matches: seenAsMatches, ...restOfExport } = JSON.parse(exportedData);
    expect(seenAsMatches).toHaveLength(3);
    bodies.push(JSON.stringify(restOfExport));
    for (const body of bodies) for (const r of raters) expect(body).not.toContain(r.id);
  });

  it('a deleted rater’s rating stays, so the count never drops to reveal them', async () => {
    const rated = await registerUser(server);
    const raters = await Promise.all([1, 2, 3].map(() => registerUser(server)));
    for (const r of raters) await rate(r, rated, await createConversation(server, r, rated));
    await api.delete('/api/profile/me', { token: raters[0]!.token });
    expect((await api.get('/api/ratings/my-scores', { token: rated.token })).data.total_ratings).toBe(3);
  });
});

describe('authorization', () => {
  it('every ratings endpoint refuses no token and a bad token', async () => {
    const { b, matchId } = await pair();
    for (const token of [undefined, 'bad.token']) {
      expect((await api.get('/api/ratings/my-scores', { token })).status).toBe(401);
      expect((await api.get(`/api/ratings/can-rate/${b.id}`, { token })).status).toBe(401);
      expect(
        (await api.post('/api/ratings/submit', { token, json: { rated_user_id: b.id, match_id: matchId, ...stars() } }))
          .status,
      ).toBe(401);
    }
  });
});
