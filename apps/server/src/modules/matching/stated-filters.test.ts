// Stated preferences in discover (issue 34 item 3), over real HTTP: an answer marked "mandatory" and two
// intentions both sure and different are two-way filters — neither member is shown to the other, nor can
// like them by id —, "unsure" never filters, the score stays the same seen from either side, and the
// empty deck offers to make one's own dealbreakers strong preferences instead, counting what that adds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBandOf, type DiscoverOutlook } from '@affinia/contract';
import { completedMember, questionnaireBody, type TestUser } from '../../../test/fixtures.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

type Stated = {
  gender: 'homme' | 'femme';
  future?: string;
  preferences?: Record<string, unknown>;
  goal?: string | null;
};

/** A member of one test's cohort (an age of its own), with their answer on "future" and what they state. */
const member = (age: number, { gender, future = 'family', preferences = {}, goal = null }: Stated) =>
  completedMember(
    server,
    { gender, age },
    {
      personality_traits: questionnaireBody({ answers: { future } }).personality_traits,
      compatibility_preferences: preferences,
      relationship_goal: goal,
    },
  );

type Card = { user: { id: string }; affinity_score: number; match_reason: string };
const deckOf = async (viewer: TestUser): Promise<Card[]> => {
  const res = await api.get('/api/discover', { token: viewer.token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data as Card[];
};
const ids = async (viewer: TestUser) => new Set((await deckOf(viewer)).map((c) => c.user.id));
const like = (from: TestUser, to: TestUser) =>
  api.post('/api/swipe', { token: from.token, json: { swiped_id: to.id, action: 'like' } });
const outlook = async (viewer: TestUser) =>
  (await api.get('/api/discover/outlook', { token: viewer.token })).data as DiscoverOutlook;

const FAMILY_ONLY = { future: { accepted: ['family'], importance: 'mandatory' } };

describe('dealbreakers', () => {
  it('hide both ways the people whose answer is not accepted, and refuse a like by id either way', async () => {
    const her = await member(71, { gender: 'femme', preferences: FAMILY_ONLY });
    const career = await member(71, { gender: 'homme', future: 'career' });
    const family = await member(71, { gender: 'homme', future: 'family' });

    expect(await ids(her)).toEqual(new Set([family.id]));
    // Her dealbreaker works both ways: he does not see her either.
    expect((await ids(career)).has(her.id)).toBe(false);
    expect((await ids(family)).has(her.id)).toBe(true);
    for (const [from, to] of [
      [her, career],
      [career, her],
    ] as const) {
      const res = await like(from, to);
      expect(res.status).toBe(404);
    }
  });

  it('a strong preference ("very") filters nobody, and the score is the same from either side', async () => {
    const her = await member(72, {
      gender: 'femme',
      preferences: { future: { accepted: ['family'], importance: 'very' } },
    });
    const career = await member(72, { gender: 'homme', future: 'career' });
    const family = await member(72, { gender: 'homme', future: 'family' });
    const mine = await deckOf(her);
    expect(new Set(mine.map((c) => c.user.id))).toEqual(new Set([career.id, family.id]));
    const score = (deck: Card[], id: string) => deck.find((c) => c.user.id === id)?.affinity_score;
    // The reason tells her he has what she asked for.
    expect(mine.find((c) => c.user.id === family.id)!.match_reason).toMatch(/Sur [^.]*(attend|attentes)/);
    // What she wants weighs: the one who shares it scores higher with her.
    expect(score(mine, family.id)!).toBeGreaterThan(score(mine, career.id)!);
    // Reciprocal: each pair reads the same affinity from both sides.
    expect(score(await deckOf(career), her.id)).toBe(score(mine, career.id));
    expect(score(await deckOf(family), her.id)).toBe(score(mine, family.id));
  });

  it('the empty deck offers to make them strong preferences, counts what that adds, and one tap shows them', async () => {
    const her = await member(73, { gender: 'femme', preferences: FAMILY_ONLY });
    const others = await Promise.all(
      Array.from({ length: 6 }, () => member(73, { gender: 'homme', future: 'career' })),
    );
    expect(await ids(her)).toEqual(new Set());
    const view = await outlook(her);
    expect(view.softer_dealbreakers).toEqual({
      compatibility_preferences: { future: { accepted: ['family'], importance: 'very' } },
      added: countBandOf(6),
    });
    const softened = await api.call('PATCH', '/api/profile/settings', {
      token: her.token,
      json: { compatibility_preferences: view.softer_dealbreakers!.compatibility_preferences },
    });
    expect(softened.status).toBe(200);
    expect(await ids(her)).toEqual(new Set(others.map((o) => o.id)));
    expect((await outlook(her)).softer_dealbreakers).toBeNull();
  });
});

describe('intentions', () => {
  it('two members sure of different intentions are not shown to each other; "unsure" filters nobody', async () => {
    const serious = await member(74, { gender: 'femme', goal: 'serious' });
    const casual = await member(74, { gender: 'homme', goal: 'casual' });
    const unsure = await member(74, { gender: 'homme', goal: 'unsure' });
    const unsaid = await member(74, { gender: 'homme' });
    const alsoSerious = await member(74, { gender: 'homme', goal: 'serious' });

    const deck = await deckOf(serious);
    expect(new Set(deck.map((c) => c.user.id))).toEqual(new Set([unsure.id, unsaid.id, alsoSerious.id]));
    // The reason says what they share: both look for something serious (and only where both said so).
    const reasonFor = (id: string) => deck.find((c) => c.user.id === id)!.match_reason;
    expect(reasonFor(alsoSerious.id)).toMatch(/relation sérieuse/);
    expect(reasonFor(unsure.id)).not.toMatch(/relation sérieuse/);
    expect((await ids(casual)).has(serious.id)).toBe(false);
    expect((await like(casual, serious)).status).toBe(404);
    // Withdrawn: nothing filters any more.
    expect(
      (await api.call('PATCH', '/api/profile/settings', { token: casual.token, json: { relationship_goal: null } }))
        .status,
    ).toBe(200);
    expect((await ids(serious)).has(casual.id)).toBe(true);
  });
});
