// Testimonials over real HTTP: the spec's checks in the spec's order, storage as pending, the optional
// bearer link, rate limiting, and what the public list shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, testimonialProblem } from '@affinia/contract';
import { testimonials, users } from '../../db/schema.js';
import { registerUser } from '../../../test/fixtures.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_TESTIMONIALS_PER_IP: '10000' } });
  api = apiClient(server.url);
});
afterAll(() => server.close());

const STORY = 'Nous nous sommes rencontrés grâce à Affinia et depuis nous ne nous quittons plus. Merci !';
const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Camille',
  age: 31,
  location: 'Lyon',
  story: STORY,
  rating: 5,
  allow_publication: true,
  ...overrides,
});

async function rowOf(id: string) {
  const [row] = await server.app.database.db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

describe('POST /api/testimonials/submit', () => {
  it('stores a valid testimonial as pending and thanks the author', async () => {
    const res = await api.post('/api/testimonials/submit', { json: valid({ name: '  Camille  ' }) });
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ id: expect.any(String), status: 'pending', message: MSG.testimonialSubmitted });
    expect(await rowOf(res.data.id)).toMatchObject({
      name: 'Camille',
      age: 31,
      location: 'Lyon',
      story: STORY,
      rating: 5,
      allowPublication: true,
      status: 'pending',
      userId: null,
    });
  });

  // Each case breaks several rules at once: the message must be the first one in the spec's order.
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['everything empty', { name: '', age: 0, location: '', story: '', rating: 0 }, MSG.requiredFields],
    ['no name, and an age of 10', { name: undefined, age: 10 }, MSG.requiredFields],
    ['a blank city, an age of 10 and a short story', { location: '   ', age: 10, story: 'court' }, MSG.requiredFields],
    ['no story, and no rating', { story: undefined, rating: 0 }, MSG.requiredFields],
    ['no age', { age: undefined }, MSG.requiredFields],
    ['an age given as text', { age: '31' }, MSG.requiredFields],
    ['an age of 17 and a short story', { age: 17, story: 'court' }, MSG.testimonialAgeRange],
    ['an age of 101 and no rating', { age: 101, rating: 0 }, MSG.testimonialAgeRange],
    ['an age of 30.5', { age: 30.5 }, MSG.ageNotInteger],
    ['a 49-character story and no rating', { story: 'a'.repeat(49), rating: 0 }, MSG.testimonialStoryTooShort],
    ['a story that is short once trimmed', { story: `  ${'a'.repeat(49)}   ` }, MSG.testimonialStoryTooShort],
    ['a 1001-character story and no rating', { story: 'a'.repeat(1001), rating: 0 }, MSG.testimonialStoryTooLong],
    ['a rating of 0', { rating: 0 }, MSG.testimonialRatingRequired],
    ['no rating', { rating: undefined }, MSG.testimonialRatingRequired],
    ['a rating of 6', { rating: 6 }, MSG.testimonialRatingRange],
    ['a rating of 4.5', { rating: 4.5 }, MSG.testimonialRatingRange],
    ['an 81-character name', { name: 'n'.repeat(81) }, MSG.tooLong('name', 80)],
    ['a consent flag that is not a boolean', { allow_publication: 'oui' }, MSG.invalidField('allow_publication')],
  ];
  it.each(cases)('refuses %s with the right message, and stores nothing', async (_label, patch, detail) => {
    const before = (await server.app.database.db.select().from(testimonials)).length;
    const body: Record<string, unknown> = valid(patch);
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete body[key];
    const res = await api.post('/api/testimonials/submit', { json: body });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail });
    expect((await server.app.database.db.select().from(testimonials)).length).toBe(before);
    // The web form uses the same function, so it shows the same message.
    expect(testimonialProblem(body)).toBe(detail);
  });

  it('refuses a body that is not an object', async () => {
    for (const json of [[], 'texte', 42, null]) {
      const res = await api.post('/api/testimonials/submit', { json });
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ detail: MSG.requiredFields });
    }
  });

  it('accepts the limits themselves: ages 18 and 100, stories of 50 and 1000 characters, 1 and 5 stars', async () => {
    for (const patch of [
      { age: 18 },
      { age: 100 },
      { story: 'é'.repeat(50) },
      { story: 'b'.repeat(1000) },
      { rating: 1 },
    ]) {
      expect((await api.post('/api/testimonials/submit', { json: valid(patch) })).status).toBe(201);
    }
  });

  it('publishes nothing without explicit consent', async () => {
    const body: Record<string, unknown> = valid();
    delete body.allow_publication;
    const res = await api.post('/api/testimonials/submit', { json: body });
    expect(res.status).toBe(201);
    expect((await rowOf(res.data.id))?.allowPublication).toBe(false);
  });

  it('links the testimonial to a valid session, and ignores an invalid one', async () => {
    const member = await registerUser(server);
    const linked = await api.post('/api/testimonials/submit', { json: valid(), token: member.token });
    expect(linked.status).toBe(201);
    expect((await rowOf(linked.data.id))?.userId).toBe(member.id);

    const stale = await api.post('/api/testimonials/submit', { json: valid(), token: 'not.a.token' });
    expect(stale.status).toBe(201);
    expect((await rowOf(stale.data.id))?.userId).toBeNull();
  });

  it('removes a testimonial not yet published when its author deletes their account (decision 004)', async () => {
    const member = await registerUser(server);
    const res = await api.post('/api/testimonials/submit', { json: valid(), token: member.token });
    expect((await api.delete('/api/profile/me', { token: member.token })).status).toBe(204);
    expect(await server.app.database.db.select().from(users).where(eq(users.id, member.id))).toEqual([]);
    expect(await rowOf(res.data.id)).toBeUndefined();
  });
});

describe('GET /api/testimonials', () => {
  it('lists only approved testimonials whose authors allowed publication, with only public fields', async () => {
    const { db } = server.app.database;
    const submit = async (patch: Record<string, unknown>) =>
      (await api.post('/api/testimonials/submit', { json: valid(patch) })).data.id as string;
    const approved = await submit({ name: 'Inès', location: 'Dakar' });
    const approvedPrivate = await submit({ name: 'Privé', allow_publication: false });
    const rejected = await submit({ name: 'Refusé' });
    await submit({ name: 'En attente' });
    for (const [id, status] of [
      [approved, 'approved'],
      [approvedPrivate, 'approved'],
      [rejected, 'rejected'],
    ] as const) {
      await db.update(testimonials).set({ status }).where(eq(testimonials.id, id));
    }

    const res = await api.get('/api/testimonials');
    expect(res.status).toBe(200);
    expect(res.data.map((t: any) => t.name)).toEqual(['Inès']);
    expect(res.data[0]).toEqual({
      id: approved,
      name: 'Inès',
      age: 31,
      location: 'Dakar',
      rating: 5,
      story: STORY,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe('GET /api/testimonials/summary (decision 041)', () => {
  it('counts and averages the published testimonials only, and says none honestly', async () => {
    const { db } = server.app.database;
    await db.delete(testimonials);
    const empty = await api.get('/api/testimonials/summary');
    expect(empty).toMatchObject({ status: 200, data: { count: 0, average: null } });

    const submit = async (patch: Record<string, unknown>) =>
      (await api.post('/api/testimonials/submit', { json: valid(patch) })).data.id as string;
    const published = [await submit({ rating: 5 }), await submit({ rating: 4 }), await submit({ rating: 4 })];
    const hidden = await submit({ rating: 1, allow_publication: false });
    const rejected = await submit({ rating: 1 });
    await submit({ rating: 1 });
    for (const id of [...published, hidden]) {
      await db.update(testimonials).set({ status: 'approved' }).where(eq(testimonials.id, id));
    }
    await db.update(testimonials).set({ status: 'rejected' }).where(eq(testimonials.id, rejected));

    const res = await api.get('/api/testimonials/summary');
    // 13 / 3 = 4.33…, given to one decimal as the page shows it.
    expect(res.data).toEqual({ count: 3, average: 4.3 });
    expect(res.data.count).toBe((await api.get('/api/testimonials')).data.length);
  });
});

describe('rate limiting', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_TESTIMONIALS_PER_IP: '2' } });
  });
  afterAll(() => limited.close());

  it('counts stored testimonials per IP and answers 429 in French past the limit', async () => {
    const client = apiClient(limited.url);
    // Refused submissions are not stored and do not use up the allowance.
    expect((await client.post('/api/testimonials/submit', { json: valid({ rating: 0 }) })).status).toBe(400);
    expect((await client.post('/api/testimonials/submit', { json: valid() })).status).toBe(201);
    expect((await client.post('/api/testimonials/submit', { json: valid() })).status).toBe(201);
    const third = await client.post('/api/testimonials/submit', { json: valid() });
    expect(third.status).toBe(429);
    expect(third.data).toMatchObject({ code: 'tooManyTestimonials' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
