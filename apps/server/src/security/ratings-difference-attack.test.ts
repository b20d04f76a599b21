// Attack on rating anonymity (issue 13, item 1): nine people rate one member in turn while observers
// read everything they can after each rating — the rated member (my-scores, their profile) and two
// third parties (the member's card in discover, and in matches). The attacker subtracts consecutive
// states (n·avg_n − (n−1)·avg_(n−1)) to isolate the newest rater's five scores. No readable change may
// ever isolate fewer than RATINGS_VISIBILITY_THRESHOLD (3) raters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATINGS_VISIBILITY_THRESHOLD, RATING_CRITERIA, type SocialScore } from '@affinia/contract';
import { apiClient, startTestServer, type TestServer } from '../../test/test-server.js';
import { completedMember, createConversation, createMatch, registerUser } from '../../test/fixtures.js';

const K = RATINGS_VISIBILITY_THRESHOLD;
type Criterion = (typeof RATING_CRITERIA)[number];
type Scores = Record<Criterion, number>;

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

/** Someone who completed the questionnaire and looks only for `seeking` aged `age` (a cohort of one test). */
const member = (gender: 'homme' | 'femme', seeking: 'homme' | 'femme', age: number) =>
  completedMember(server, { gender, age }, { seeking_genders: [seeking] });

/**
 * The exact integer sum behind a published average, as an attacker computes it: the only integer s
 * with round(s / n, 1) = avg (unique while n < 10, since the rounding interval is n/10 wide). Null when
 * the average does not pin one down.
 */
function sumBehind(avg: number, n: number): number | null {
  if (n === 0) return 0;
  const candidates: number[] = [];
  for (let s = n; s <= 5 * n; s += 1) if (Math.round((s / n) * 10) / 10 === avg) candidates.push(s);
  return candidates.length === 1 ? candidates[0]! : null;
}

/** What the subtraction attack gets out of two states: per criterion, the sum of the ratings in between. */
function difference(before: SocialScore, after: SocialScore) {
  const raters = after.total_ratings - before.total_ratings;
  const sums = {} as Record<Criterion, number | null>;
  for (const c of RATING_CRITERIA) {
    const a = sumBehind(after[c], after.total_ratings);
    const b = sumBehind(before[c], before.total_ratings);
    sums[c] = a === null || b === null ? null : a - b;
  }
  return { raters, sums };
}

const EMPTY: SocialScore = {
  total_ratings: 0,
  average: 0,
  confiance: 0,
  serieux: 0,
  generosite: 0,
  comportement: 0,
  communication: 0,
};

describe('rating anonymity under a difference attack', () => {
  it('nine raters in turn: no observer can isolate fewer than k raters', async () => {
    const age = 77; // nobody else in this file's database is 77: discover shows exactly this cohort
    const rated = await member('femme', 'homme', age);
    const discoverObserver = await member('homme', 'femme', age);
    const matchObserver = await registerUser(server);
    await createMatch(server, matchObserver, rated);

    // Nine raters with distinct, known ratings (what the attack tries to recover).
    const given: Scores[] = [
      [5, 4, 3, 5, 4],
      [1, 2, 1, 3, 2],
      [4, 4, 5, 2, 3],
      [2, 5, 4, 1, 5],
      [3, 1, 2, 4, 1],
      [5, 3, 1, 2, 4],
      [1, 5, 5, 5, 3],
      [4, 2, 3, 1, 1],
      [2, 3, 4, 4, 5],
    ].map(([confiance, serieux, generosite, comportement, communication]) => ({
      confiance: confiance!,
      serieux: serieux!,
      generosite: generosite!,
      comportement: comportement!,
      communication: communication!,
    }));
    const raters = await Promise.all(given.map(() => registerUser(server)));

    /** Every state an observer can read, checked to agree: nothing finer leaks through one of them. */
    async function observe(): Promise<SocialScore> {
      const [mine, me, discover, matches] = await Promise.all([
        api.get('/api/ratings/my-scores', { token: rated.token }),
        api.get('/api/profile/me', { token: rated.token }),
        api.get('/api/discover', { token: discoverObserver.token }),
        api.get('/api/matches', { token: matchObserver.token }),
      ]);
      const card = (discover.data as { user: { id: string; social_score: SocialScore | null } }[]).find(
        (item) => item.user.id === rated.id,
      );
      const matchCard = (matches.data as { user: { id: string; social_score: SocialScore | null } }[]).find(
        (item) => item.user.id === rated.id,
      );
      expect(card, 'the rated member is in the observer’s discover').toBeDefined();
      expect(matchCard, 'the rated member is in the observer’s matches').toBeDefined();
      const state = mine.data as SocialScore;
      // The public score is null exactly when nothing is published, and otherwise the same numbers.
      const published = state.total_ratings > 0 ? state : null;
      expect(me.data.social_score).toEqual(published);
      expect(card!.user.social_score).toEqual(published);
      expect(matchCard!.user.social_score).toEqual(published);
      // One decimal at most, and nothing beyond the seven published fields (no counts per criterion, no dates).
      expect(Object.keys(state).sort()).toEqual(Object.keys(EMPTY).sort());
      for (const c of [...RATING_CRITERIA, 'average'] as const) expect(Math.round(state[c] * 10) / 10).toBe(state[c]);
      return state;
    }

    const states: SocialScore[] = [await observe()];
    expect(states[0]).toEqual(EMPTY);
    for (const [i, rater] of raters.entries()) {
      const matchId = await createConversation(server, rater, rated);
      const res = await api.post('/api/ratings/submit', {
        token: rater.token,
        json: { rated_user_id: rated.id, match_id: matchId, ...given[i]! },
      });
      expect(res.status).toBe(201);
      states.push(await observe());
    }

    // The attack as published (issue 13), aimed at each rater in turn: what moved between just before and just after their rating. It
    // never yields their own five scores — either nothing moved or the move covers k raters.
    for (let i = 1; i < states.length; i += 1) {
      const { raters: moved, sums } = difference(states[i - 1]!, states[i]!);
      expect(
        RATING_CRITERIA.every((c) => sums[c] === given[i - 1]![c]),
        `rater ${i} recovered`,
      ).toBe(false);
      expect([0, K]).toContain(moved);
    }
    // The general form: subtract every pair of readable states. A change may only ever span k raters or more.
    for (let a = 0; a < states.length; a += 1) {
      for (let b = a + 1; b < states.length; b += 1) {
        const { raters: between } = difference(states[a]!, states[b]!);
        if (between === 0) {
          // Nothing was published between them: the observer sees exactly the same thing.
          expect(states[b]).toEqual(states[a]);
          continue;
        }
        expect(between, `states ${a} → ${b} isolate ${between} rater(s)`).toBeGreaterThanOrEqual(K);
      }
    }

    // Everything is published in the end (9 is a multiple of 3), and the figures are the true means.
    const final = states.at(-1)!;
    expect(final.total_ratings).toBe(9);
    for (const c of RATING_CRITERIA) {
      const mean = given.reduce((s, g) => s + g[c], 0) / given.length;
      expect(final[c]).toBe(Math.round(mean * 10) / 10);
    }
  });

  it('ratings arriving at the same instant are still published in whole batches only', async () => {
    const rated = await registerUser(server);
    const raters = await Promise.all(Array.from({ length: 5 }, () => registerUser(server)));
    const matchIds = await Promise.all(raters.map((r) => createConversation(server, r, rated)));
    const scores = (i: number): Scores => ({
      confiance: 1 + i,
      serieux: 5 - i,
      generosite: 1 + i,
      comportement: 5 - i,
      communication: 3,
    });
    const replies = await Promise.all(
      raters.map((r, i) =>
        api.post('/api/ratings/submit', {
          token: r.token,
          json: { rated_user_id: rated.id, match_id: matchIds[i]!, ...scores(i) },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const afterFive = (await api.get('/api/ratings/my-scores', { token: rated.token })).data as SocialScore;
    expect(afterFive.total_ratings).toBe(K);

    // The sixth completes the second batch: the published state is then the mean of all six.
    const sixth = await registerUser(server);
    const sixthMatch = await createConversation(server, sixth, rated);
    await api.post('/api/ratings/submit', {
      token: sixth.token,
      json: { rated_user_id: rated.id, match_id: sixthMatch, ...scores(4) },
    });
    const afterSix = (await api.get('/api/ratings/my-scores', { token: rated.token })).data as SocialScore;
    expect(afterSix.total_ratings).toBe(2 * K);
    const all = [0, 1, 2, 3, 4, 4].map(scores);
    for (const c of RATING_CRITERIA)
      expect(afterSix[c]).toBe(Math.round((all.reduce((s, g) => s + g[c], 0) / all.length) * 10) / 10);
  });
});
