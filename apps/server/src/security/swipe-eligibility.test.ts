// A like sent by id, bypassing discover, as a script would: it must reach only someone discover could
// show the swiper (or someone who liked them and is still eligible). A paused, blocked, ineligible or
// deleted person answers 404 like an unknown id, and no swipe or match is stored — including when that
// person liked the swiper first and then paused, changed their preferences or blocked them.
// Storage: also on PostgreSQL — concurrent swipes on pooled connections. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, or } from 'drizzle-orm';
import { MSG } from '@affinia/contract';
import { matches, swipes } from '../db/schema.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../test/test-server.js';
import { questionnaireBody } from '../../test/fixtures.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

type Person = { token: string; id: string };
type Gender = 'homme' | 'femme';

let nextAge = 30;
/** A man and a woman of one age no other test uses, looking for each other, questionnaire done. */
async function pair(): Promise<[Person, Person]> {
  const age = nextAge++;
  const make = async (gender: Gender, seeking: Gender): Promise<Person> => {
    const res = await api.post('/api/auth/register', { json: newUser({ gender, age }) });
    expect(res.status).toBe(201);
    const token = res.data.token as string;
    const saved = await api.put('/api/profile/me', {
      token,
      json: { ...questionnaireBody(), seeking_genders: [seeking], age_min: age, age_max: age },
    });
    expect(saved.status).toBe(200);
    return { token, id: res.data.user.id as string };
  };
  return [await make('homme', 'femme'), await make('femme', 'homme')];
}

const swipe = (from: Person, to: Person, action = 'like') => {
  const form = new FormData();
  form.set('swiped_id', to.id);
  form.set('action', action);
  return api.post('/api/swipe', { token: from.token, form });
};
const settings = (p: Person, json: Record<string, unknown>) =>
  api.call('PATCH', '/api/profile/settings', { token: p.token, json });
const discoverIds = async (p: Person) =>
  ((await api.get('/api/discover', { token: p.token })).data as { user: { id: string } }[]).map((i) => i.user.id);

const db = () => server.app.database.db;
const swipeStored = async (from: Person, to: Person) =>
  (
    await db()
      .select({ n: count() })
      .from(swipes)
      .where(and(eq(swipes.swiperId, from.id), eq(swipes.swipedId, to.id)))
  )[0]!.n > 0;
const matchCount = async (a: Person, b: Person) =>
  (
    await db()
      .select({ n: count() })
      .from(matches)
      .where(
        or(
          and(eq(matches.userA, a.id), eq(matches.userB, b.id)),
          and(eq(matches.userA, b.id), eq(matches.userB, a.id)),
        ),
      )
  )[0]!.n;

const refused = { status: 404, data: expect.objectContaining({ detail: MSG.userNotFound }) };

describe('a like by id reaches only someone discover could show', () => {
  it('a paused profile: 404, nothing stored, and fine again once resumed', async () => {
    const [me, them] = await pair();
    expect((await settings(them, { is_paused: true })).status).toBe(200);
    expect(await discoverIds(me)).not.toContain(them.id);
    expect(await swipe(me, them)).toMatchObject(refused);
    expect(await swipeStored(me, them)).toBe(false);
    expect((await settings(them, { is_paused: false })).status).toBe(200);
    expect(await discoverIds(me)).toContain(them.id);
    expect(await swipe(me, them)).toMatchObject({ status: 200, data: { is_match: false } });
  });

  it('someone who liked me and then paused: no match', async () => {
    const [me, them] = await pair();
    expect((await swipe(them, me)).status).toBe(200);
    expect((await settings(them, { is_paused: true })).status).toBe(200);
    expect(await swipe(me, them)).toMatchObject(refused);
    expect(await matchCount(me, them)).toBe(0);
  });

  it('someone whose genders sought exclude me, though I seek theirs', async () => {
    const [me, them] = await pair();
    expect((await settings(them, { seeking_genders: ['femme'] })).status).toBe(200);
    expect(await discoverIds(me)).not.toContain(them.id);
    expect(await swipe(me, them)).toMatchObject(refused);
    expect(await swipeStored(me, them)).toBe(false);
  });

  it('someone outside my own age range, or whose range leaves me out', async () => {
    const [me, them] = await pair();
    const [other, otherThem] = await pair();
    expect((await settings(me, { age_min: 18, age_max: 19 })).status).toBe(200);
    expect(await swipe(me, them)).toMatchObject(refused);
    expect((await settings(otherThem, { age_min: 60, age_max: 70 })).status).toBe(200);
    expect(await swipe(other, otherThem)).toMatchObject(refused);
    expect(await swipeStored(me, them)).toBe(false);
    expect(await swipeStored(other, otherThem)).toBe(false);
  });

  it('someone who liked me, then changed preferences so I no longer fit: no match', async () => {
    const [me, them] = await pair();
    expect((await swipe(them, me)).status).toBe(200);
    expect((await settings(them, { seeking_genders: ['femme'] })).status).toBe(200);
    expect(await swipe(me, them)).toMatchObject(refused);
    expect(await matchCount(me, them)).toBe(0);
  });

  it('someone who liked me and then blocked me, or whom I blocked: no match either way', async () => {
    const [me, them] = await pair();
    expect((await swipe(them, me)).status).toBe(200);
    expect((await api.post('/api/blocks', { token: them.token, json: { user_id: me.id } })).status).toBe(201);
    expect(await swipe(me, them)).toMatchObject(refused);
    const [me2, them2] = await pair();
    expect((await swipe(them2, me2)).status).toBe(200);
    expect((await api.post('/api/blocks', { token: me2.token, json: { user_id: them2.id } })).status).toBe(201);
    expect(await swipe(me2, them2)).toMatchObject(refused);
    expect((await matchCount(me, them)) + (await matchCount(me2, them2))).toBe(0);
  });

  it('someone who liked me and then deleted their account', async () => {
    const [me, them] = await pair();
    expect((await swipe(them, me)).status).toBe(200);
    expect((await api.delete('/api/profile/me', { token: them.token })).status).toBe(204);
    expect(await swipe(me, them)).toMatchObject(refused);
    expect(await matchCount(me, them)).toBe(0);
  });

  it('an eligible person who liked me first still makes a match (once a paused swiper resumes)', async () => {
    const [me, them] = await pair();
    expect((await swipe(them, me)).status).toBe(200);
    // Pausing hides me and stops my likes, even to someone who already liked me (issue 35, decision 049):
    // one tap to resume, and the like back makes the match.
    expect((await settings(me, { is_paused: true })).status).toBe(200);
    expect(await swipe(me, them)).toMatchObject({ status: 409, data: { code: 'profilePaused' } });
    expect(await matchCount(me, them)).toBe(0);
    expect((await settings(me, { is_paused: false })).status).toBe(200);
    expect(await swipe(me, them)).toMatchObject({ status: 200, data: { is_match: true } });
    expect(await matchCount(me, them)).toBe(1);
  });

  it('a burst of likes racing a pause makes no match once the pause is in', async () => {
    const [me, them] = await pair();
    expect((await swipe(them, me)).status).toBe(200);
    expect((await settings(them, { is_paused: true })).status).toBe(200);
    const replies = await Promise.all(Array.from({ length: 10 }, () => swipe(me, them)));
    for (const r of replies) expect(r).toMatchObject(refused);
    expect(await matchCount(me, them)).toBe(0);
  });
});
