// The daily pick over real rows (PGlite, and PostgreSQL in the server-postgres project): the day is
// computed by one process only, the pairing is stable and one-to-one, discover's filters hold both
// ways, and discover shows the pick first until it is swiped, blocked or passed on by the other side.
// Storage: also on PostgreSQL — newcomers arriving at once, paired once. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { blocks, swipes } from '../../db/schema.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { questionnaireBody } from '../../../test/fixtures.js';
import { createMatchingService, type MatchingService, type PickPreferences } from '../matching/service.js';
import type { AiText } from '../ai/text-service.js';
import { createDailyPickService } from './service.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

type Person = { token: string; id: string };
const AGE = 70;

async function person(options: {
  gender: 'homme' | 'femme';
  seeking?: ('homme' | 'femme')[];
  ageMin?: number;
  ageMax?: number;
  age?: number;
}): Promise<Person> {
  const registered = await signUp(options);
  await complete(registered, options);
  return registered;
}

type Who = Parameters<typeof person>[0];
/** Signed up, questionnaire not yet answered: not in discover, not in the day's pairing. */
async function signUp(options: Who): Promise<Person> {
  const res = await api.post('/api/auth/register', {
    json: newUser({ gender: options.gender, age: options.age ?? AGE }),
  });
  expect(res.status).toBe(201);
  return { token: res.data.token as string, id: res.data.user.id as string };
}
async function complete(p: Person, options: Who) {
  const saved = await api.put('/api/profile/me', {
    token: p.token,
    json: {
      ...questionnaireBody(),
      seeking_genders: options.seeking ?? [options.gender === 'homme' ? 'femme' : 'homme'],
      age_min: options.ageMin ?? options.age ?? AGE,
      age_max: options.ageMax ?? options.age ?? AGE,
    },
  });
  expect(saved.status).toBe(200);
}

const swipe = (p: Person, swipedId: string, action: 'like' | 'dislike') =>
  api.post('/api/swipe', { token: p.token, json: { swiped_id: swipedId, action } });

type Card = { user: { id: string }; match_reason: string; daily_pick?: boolean };
const discover = async (p: Person, lang = 'fr') => {
  const res = await api.get('/api/discover', { token: p.token, headers: { 'accept-language': lang } });
  expect(res.status).toBe(200);
  return res.data as Card[];
};

const quiet = { info() {}, warn() {}, error() {} };
/** Another process on the same database: its own discover index, its own daily-pick service. */
function otherProcess(): { matching: MatchingService; computeToday: () => Promise<number> } {
  const matching = createMatchingService({
    database: server.app.database,
    ai: {} as AiText,
    socialScores: async () => new Map(),
    conversations: async () => new Map(),
    photos: { photoIdsByUser: async () => new Map() },
    waitingForReply: async () => 0,
    log: quiet,
  });
  const picks = createDailyPickService({ database: server.app.database, matching, log: quiet });
  return { matching, computeToday: () => picks.computeToday() };
}

const storedPairs = async () => {
  const result = await server.app.database.db.execute(
    sql`SELECT user_id::text AS user_id, pick_id::text AS pick_id FROM daily_picks WHERE day = current_date`,
  );
  return new Map(
    (result as unknown as { rows: { user_id: string; pick_id: string }[] }).rows.map((r) => [r.user_id, r.pick_id]),
  );
};
/** The next day, as far as the claim is concerned. */
async function newDay() {
  await server.app.database.db.execute(sql`DELETE FROM daily_pick_runs`);
  await server.app.database.db.execute(sql`DELETE FROM daily_picks`);
}

let men: Person[];
let women: Person[];
let tooYoungForHim: Person;
let seeksWomen: Person;
let preferences: PickPreferences;
let picks: Map<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  men = [];
  women = [];
  for (let i = 0; i < 4; i += 1) {
    men.push(await person({ gender: 'homme' }));
    women.push(await person({ gender: 'femme' }));
  }
  // Filters both ways: he wants people younger than everyone here; she seeks women only.
  tooYoungForHim = await person({ gender: 'homme', ageMin: 60, ageMax: 65 });
  seeksWomen = await person({ gender: 'femme', seeking: ['femme'] });
  await server.app.database.db.insert(blocks).values([{ blockerId: men[0]!.id, blockedId: women[0]!.id }]);
  expect((await swipe(men[1]!, women[1]!.id, 'dislike')).status).toBe(200);
}, 120_000);
afterAll(() => server.close());

describe('computing the day', () => {
  it('is done by one process only, whichever claims the day first, and once a day', async () => {
    await newDay();
    const a = otherProcess();
    const b = otherProcess();
    const made = await Promise.all([a.computeToday(), b.computeToday(), server.app.dailyPicks.computeToday()]);
    expect(made.filter((n) => n > 0)).toHaveLength(1);
    expect(await a.computeToday()).toBe(0);
    picks = await storedPairs();
    preferences = await a.matching.pickPreferences(50);
    expect(picks.size).toBeGreaterThanOrEqual(6);
  });

  it('pairs each member with at most one other, both ways', () => {
    for (const [user, pick] of picks) expect(picks.get(pick)).toBe(user);
    expect(new Set(picks.values()).size).toBe(picks.size);
  });

  it('respects the filters both ways: genders, ages, blocks, swipes', () => {
    expect(picks.has(tooYoungForHim.id)).toBe(false);
    expect(picks.has(seeksWomen.id)).toBe(false);
    expect(picks.get(men[0]!.id)).not.toBe(women[0]!.id);
    expect(picks.get(men[1]!.id)).not.toBe(women[1]!.id);
    const man = new Set(men.map((m) => m.id));
    for (const [user, pick] of picks) expect(man.has(user)).not.toBe(man.has(pick));
    // Each pick is in the other's list: someone discover would show them.
    for (const [user, pick] of picks) expect(preferences.get(user)?.candidates).toContain(pick);
  });

  it('is stable: no two members would both rather have each other than their picks', () => {
    const rank = (of: string, who: string | undefined) => {
      const list = preferences.get(of)?.candidates ?? [];
      const k = who === undefined ? -1 : list.indexOf(who);
      return k < 0 ? Infinity : k;
    };
    for (const [x, { candidates }] of preferences) {
      for (const y of candidates) {
        if (picks.get(x) === y || !preferences.get(y)?.candidates.includes(x)) continue;
        const xPrefers = rank(x, y) < rank(x, picks.get(x));
        const yPrefers = rank(y, x) < rank(y, picks.get(y));
        expect(xPrefers && yPrefers, `${x} and ${y} block the pairing`).toBe(false);
      }
    }
  });
});

describe('discover', () => {
  const pairOf = (p: Person) => {
    const pick = picks.get(p.id);
    if (!pick) throw new Error('no pick for this member');
    return pick;
  };

  it('shows the pick first, marked, with its reason in the member’s language; the others unmarked', async () => {
    const paired = [...men, ...women].filter((p) => picks.has(p.id));
    const viewer = paired[0]!;
    for (const lang of ['fr', 'en']) {
      const cards = await discover(viewer, lang);
      expect(cards[0]?.user.id).toBe(pairOf(viewer));
      expect(cards[0]?.daily_pick).toBe(true);
      expect(cards[0]?.match_reason.length).toBeGreaterThan(0);
      expect(cards.slice(1).some((c) => c.daily_pick)).toBe(false);
      expect(cards.filter((c) => c.user.id === pairOf(viewer))).toHaveLength(1);
    }
  });

  it('is not shown while the pick is paused, and a paused member sees no card at all; both back on resume', async () => {
    const viewer = [...men, ...women].find((p) => picks.has(p.id))!;
    const pick = [...men, ...women].find((p) => p.id === pairOf(viewer))!;
    const pause = (p: Person, is_paused: boolean) =>
      api.call('PATCH', '/api/profile/settings', { token: p.token, json: { is_paused } });
    expect((await pause(pick, true)).status).toBe(200);
    expect((await discover(viewer)).some((c) => c.daily_pick || c.user.id === pick.id)).toBe(false);
    expect((await pause(pick, false)).status).toBe(200);
    expect((await discover(viewer))[0]).toMatchObject({ user: { id: pick.id }, daily_pick: true });
    // Paused, the member is served nothing to act on, the pick included (decision 049).
    expect((await pause(viewer, true)).status).toBe(200);
    expect(await discover(viewer)).toEqual([]);
    expect((await pause(viewer, false)).status).toBe(200);
    expect((await discover(viewer))[0]).toMatchObject({ user: { id: pick.id }, daily_pick: true });
  });

  it('is gone once swiped, until the next day', async () => {
    const viewer = [...men, ...women].find((p) => picks.has(p.id))!;
    const pick = pairOf(viewer);
    expect((await swipe(viewer, pick, 'like')).status).toBe(200);
    const cards = await discover(viewer);
    expect(cards.map((c) => c.user.id)).not.toContain(pick);
    expect(cards.some((c) => c.daily_pick)).toBe(false);
  });

  it('is not shown after a block, nor after the other side passed', async () => {
    const rest = [...men, ...women].filter((p) => picks.has(p.id));
    const swiped = rest[0]!.id;
    const untouched = rest.filter((p) => p.id !== swiped && picks.get(p.id) !== swiped);
    const blocker = untouched[0]!;
    const passed = untouched.find((p) => p.id !== blocker.id && p.id !== picks.get(blocker.id));
    if (!passed) throw new Error('expected a second untouched pair');
    // One pair: the pick blocks the member. The other: the pick passes on the member.
    const blockingPick = pairOf(blocker);
    expect((await discover(blocker))[0]?.daily_pick).toBe(true);
    await server.app.database.db.insert(blocks).values([{ blockerId: blockingPick, blockedId: blocker.id }]);
    expect((await discover(blocker)).some((c) => c.daily_pick || c.user.id === blockingPick)).toBe(false);

    const passingPick = [...men, ...women].find((p) => p.id === pairOf(passed))!;
    expect((await discover(passed))[0]?.daily_pick).toBe(true);
    expect((await swipe(passingPick, passed.id, 'dislike')).status).toBe(200);
    expect((await discover(passed)).some((c) => c.daily_pick || c.user.id === passingPick.id)).toBe(false);
  });
});

describe('a member who arrives after the day’s run', () => {
  // A cohort of 40-year-olds seeking 40-year-olds: nobody in the 70-year-old community above can be
  // paired with them, so every pick here is one given on arrival.
  const AT_40 = { age: 40 } as const;
  let before: Map<string, string>;
  let paused: Person;
  let blocked: Person;
  let tooOld: Person;
  let passed: Person;
  let good: Person;
  let newcomer: Person;

  beforeAll(async () => {
    await newDay();
    expect(await server.app.dailyPicks.computeToday()).toBeGreaterThan(0);
    before = await storedPairs();
  });

  it('has no pick while nobody unpaired would have them', async () => {
    paused = await person({ gender: 'homme', ...AT_40 });
    expect((await discover(paused)).some((c) => c.daily_pick)).toBe(false);
    expect((await storedPairs()).has(paused.id)).toBe(false);
  });

  it('gets one at once, on the same rules: two-way filters, blocks, paused, passes', async () => {
    const pausing = await api.call('PATCH', '/api/profile/settings', {
      token: paused.token,
      json: { is_paused: true },
    });
    expect(pausing.status).toBe(200);
    blocked = await person({ gender: 'homme', ...AT_40 });
    tooOld = await person({ gender: 'homme', age: 40, ageMin: 30, ageMax: 35 });
    passed = await person({ gender: 'homme', ...AT_40 });
    good = await person({ gender: 'homme', ...AT_40 });
    newcomer = await signUp({ gender: 'femme', ...AT_40 });
    // Before she answers: he blocks her, another passed on her (as by a link to her card).
    await server.app.database.db.insert(blocks).values([{ blockerId: blocked.id, blockedId: newcomer.id }]);
    await server.app.database.db
      .insert(swipes)
      .values([{ swiperId: passed.id, swipedId: newcomer.id, action: 'dislike' }]);
    await complete(newcomer, { gender: 'femme', ...AT_40 });

    const cards = await discover(newcomer);
    expect(cards[0]?.user.id).toBe(good.id);
    expect(cards[0]?.daily_pick).toBe(true);
    // Picks pair people: he sees her first too.
    const his = await discover(good);
    expect(his[0]?.user.id).toBe(newcomer.id);
    expect(his[0]?.daily_pick).toBe(true);
    const now = await storedPairs();
    expect(now.get(newcomer.id)).toBe(good.id);
    expect(now.get(good.id)).toBe(newcomer.id);
    for (const other of [paused, blocked, tooOld, passed]) expect(now.has(other.id)).toBe(false);
  });

  it('changes nothing for those who had one, and a second save gives nobody a second pick', async () => {
    await complete(newcomer, { gender: 'femme', ...AT_40 });
    const now = await storedPairs();
    for (const [user, pick] of before) expect(now.get(user)).toBe(pick);
    expect(now.size).toBe(before.size + 2);
  });

  it('never gives the same member to two newcomers arriving at once', async () => {
    // Still unpaired and willing: the man who passed on the first newcomer, and the one who blocked her.
    const women = await Promise.all([0, 1, 2].map(() => signUp({ gender: 'femme', ...AT_40 })));
    await Promise.all(women.map((w) => complete(w, { gender: 'femme', ...AT_40 })));
    const now = await storedPairs();
    const given = women.map((w) => now.get(w.id)).filter((id) => id !== undefined);
    expect(given.sort()).toEqual([blocked.id, passed.id].sort());
    for (const [user, pick] of now) expect(now.get(pick)).toBe(user);
    expect(now.size).toBe(before.size + 6);
  });

  it('before the day’s run, waits for it: the run pairs everyone in discover', async () => {
    await newDay();
    // Two 50-year-olds made for each other, both arriving before the day's run: nothing yet.
    const him = await person({ gender: 'homme', age: 50 });
    const her = await person({ gender: 'femme', age: 50 });
    expect((await storedPairs()).size).toBe(0);
    expect(await server.app.dailyPicks.computeToday()).toBeGreaterThan(0);
    const run = await storedPairs();
    expect(run.get(her.id)).toBe(him.id);
    expect(run.get(him.id)).toBe(her.id);
  });
});
