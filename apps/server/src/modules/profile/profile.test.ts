// The profile API over real HTTP: questionnaire save and its validation, settings, account deletion
// that leaves nothing behind, and the first questionnaire's draft (decision 052). The data export has
// its own file (data-export.test.ts).
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MSG } from '@affinia/contract';
import { photos, questionnaireDrafts, users } from '../../db/schema.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import * as img from '../../../test/images.js';
import { questionnaireBody } from '../../../test/fixtures.js';
import { unzip } from '../../../test/zip.js';
import { keepDraft } from './questionnaire-draft-repository.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

const signUp = async (overrides = {}) => {
  const body = newUser(overrides);
  const res = await api.post('/api/auth/register', { json: body });
  return { token: res.data.token as string, id: res.data.user.id as string, body };
};

const validQuestionnaire = () =>
  questionnaireBody({
    bio: '  J’aime les randonnées et les marchés du dimanche.  ',
    type_preference: 'Quelqu’un de curieux',
    beauty_score: 50,
  });

describe('PUT /api/profile/me', () => {
  it('saves the questionnaire, trims texts, and GET gives it back', async () => {
    const { token } = await signUp();
    const res = await api.put('/api/profile/me', { token, json: validQuestionnaire() });
    expect(res.status).toBe(200);
    expect(res.data.bio).toBe('J’aime les randonnées et les marchés du dimanche.');
    expect(res.data.settings.questionnaire_completed).toBe(true);
    const me = await api.get('/api/profile/me', { token });
    expect(me.data).toMatchObject({
      interests: ['music', 'travel', 'cooking'],
      personality_traits: validQuestionnaire().personality_traits,
      type_preference: 'Quelqu’un de curieux',
      beauty_score: 50,
    });
  });

  it('keeps emoji and accents exactly', async () => {
    const { token } = await signUp();
    const bio = 'Café ☕, vélo 🚲 et crème brûlée — «\u00a0toujours\u00a0»';
    const res = await api.put('/api/profile/me', { token, json: { ...validQuestionnaire(), bio } });
    expect(res.data.bio).toBe(bio);
  });

  type Patch = (q: any) => void;
  const cases: Array<[string, Patch, string]> = [
    ['2 interests', (q) => (q.interests = ['music', 'travel']), MSG.minInterests],
    ['no interests field', (q) => delete q.interests, MSG.minInterests],
    ['an unknown interest', (q) => (q.interests = ['music', 'travel', 'knitting']), MSG.unknownInterest('knitting')],
    ['a repeated interest', (q) => (q.interests = ['music', 'music', 'travel']), MSG.duplicateInterest],
    ['a slider at 101', (q) => (q.personality_traits.aventure = 101), MSG.sliderRange],
    ['a slider at -1', (q) => (q.personality_traits.social = -1), MSG.sliderRange],
    ['a slider at 50.5', (q) => (q.personality_traits.emotion = 50.5), MSG.sliderRange],
    ['a slider as a string', (q) => (q.personality_traits.emotion = '50'), MSG.sliderRange],
    ['a missing slider', (q) => delete q.personality_traits.extraversion, MSG.sliderRange],
    ['a missing answer', (q) => delete q.personality_traits.compatibility_answers.values, MSG.answerAllQuestions],
    ['no answers at all', (q) => delete q.personality_traits.compatibility_answers, MSG.answerAllQuestions],
    [
      'an answer not among the options',
      (q) => (q.personality_traits.compatibility_answers.future = 'yacht'),
      MSG.invalidAnswer('future'),
    ],
    [
      'an unknown question',
      (q) => (q.personality_traits.compatibility_answers.pets = 'cats'),
      MSG.unknownField('pets'),
    ],
    ['an unknown top-level field', (q) => (q.is_premium = true), MSG.unknownField('is_premium')],
    ['an unknown trait', (q) => (q.personality_traits.humour = 50), MSG.unknownField('humour')],
    ['a 1001-character bio', (q) => (q.bio = 'a'.repeat(1001)), MSG.tooLong('bio', 1000)],
    ['a 301-character type sought', (q) => (q.type_preference = 'b'.repeat(301)), MSG.tooLong('type_preference', 300)],
    ['a bio that is a number', (q) => (q.bio = 12), MSG.invalidField('bio')],
    ['an age range upside down', (q) => Object.assign(q, { age_min: 40, age_max: 30 }), MSG.ageRangeInvalid],
    ['an age range under 18', (q) => (q.age_min = 16), MSG.ageRangeInvalid],
    ['no gender sought', (q) => (q.seeking_genders = []), MSG.seekingAtLeastOne],
  ];
  it.each(cases)('refuses %s with a French detail and saves nothing', async (_label, patch, detail) => {
    const { token } = await signUp();
    await api.put('/api/profile/me', { token, json: validQuestionnaire() });
    const before = (await api.get('/api/profile/me', { token })).data;
    const body = validQuestionnaire();
    body.bio = 'changed';
    patch(body);
    const res = await api.put('/api/profile/me', { token, json: body });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ detail });
    expect((await api.get('/api/profile/me', { token })).data).toEqual(before);
  });

  it('needs a valid token, and a token only ever changes its own profile', async () => {
    expect((await api.put('/api/profile/me', { json: validQuestionnaire() })).status).toBe(401);
    expect((await api.put('/api/profile/me', { token: 'x.y.z', json: validQuestionnaire() })).status).toBe(401);
    const a = await signUp();
    const b = await signUp();
    await api.put('/api/profile/me', { token: b.token, json: { ...validQuestionnaire(), bio: 'profil de B' } });
    expect((await api.get('/api/profile/me', { token: a.token })).data.bio).toBe('');
  });
});

describe('PATCH /api/profile/settings', () => {
  it('defaults to the other gender and a wide age range, and changes them', async () => {
    const { token } = await signUp({ gender: 'homme' });
    const me = (await api.get('/api/profile/me', { token })).data;
    expect(me.settings).toEqual({
      seeking_genders: ['femme'],
      age_min: 18,
      age_max: 99,
      is_paused: false,
      questionnaire_completed: false,
      verified_only: false,
      place: expect.objectContaining({ name: 'Lyon', country: 'FR' }),
      max_distance_km: 100,
      travel: null, // Nothing stated yet (issue 34).
      compatibility_preferences: {},
      relationship_goal: null,
    });
    const res = await api.call('PATCH', '/api/profile/settings', {
      token,
      json: { seeking_genders: ['femme', 'homme'], age_min: 25, age_max: 40 },
    });
    expect(res.status).toBe(200);
    expect(res.data.settings).toMatchObject({ seeking_genders: ['femme', 'homme'], age_min: 25, age_max: 40 });
  });

  it('pauses and resumes the profile', async () => {
    const { token } = await signUp();
    expect(
      (await api.call('PATCH', '/api/profile/settings', { token, json: { is_paused: true } })).data.settings.is_paused,
    ).toBe(true);
    expect(
      (await api.call('PATCH', '/api/profile/settings', { token, json: { is_paused: false } })).data.settings.is_paused,
    ).toBe(false);
  });

  it('refuses a range that a partial change would turn upside down', async () => {
    const { token } = await signUp();
    await api.call('PATCH', '/api/profile/settings', { token, json: { age_min: 30, age_max: 40 } });
    const res = await api.call('PATCH', '/api/profile/settings', { token, json: { age_min: 45 } });
    expect(res).toMatchObject({ status: 400, data: expect.objectContaining({ detail: MSG.ageRangeInvalid }) });
    expect((await api.get('/api/profile/me', { token })).data.settings).toMatchObject({ age_min: 30, age_max: 40 });
  });

  it.each([
    [{ is_paused: 'yes' }, MSG.invalidField('is_paused')],
    [{ seeking_genders: ['autre'] }, MSG.invalidGender],
    [{ age_max: 120 }, MSG.ageRangeInvalid],
    [{ role: 'admin' }, MSG.unknownField('role')],
  ])('refuses %o', async (json, detail) => {
    const { token } = await signUp();
    expect(await api.call('PATCH', '/api/profile/settings', { token, json })).toMatchObject({
      status: 400,
      data: expect.objectContaining({ detail }),
    });
  });

  it('needs a valid token', async () => {
    expect((await api.call('PATCH', '/api/profile/settings', { json: { is_paused: true } })).status).toBe(401);
    expect((await api.call('PATCH', '/api/profile/settings', { token: 'bad', json: { is_paused: true } })).status).toBe(
      401,
    );
  });
});

describe('DELETE /api/profile/me', () => {
  it('removes the account, its rows and its photo files, and the token stops working', async () => {
    const { token, id, body } = await signUp();
    await api.put('/api/profile/me', { token, json: validQuestionnaire() });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await img.jpeg(300, 300))]), 'me.jpg');
    const photo = (await api.post('/api/profile/photos', { form, token })).data;
    const filesBefore = readdirSync(server.config.photosDir, { recursive: true }).length;

    expect((await api.delete('/api/profile/me', { token })).status).toBe(204);

    const db = server.app.database.db;
    expect((await db.select({ n: count() }).from(users).where(eq(users.id, id)))[0]!.n).toBe(0);
    expect((await db.select({ n: count() }).from(photos).where(eq(photos.userId, id)))[0]!.n).toBe(0);
    expect(readdirSync(server.config.photosDir, { recursive: true }).length).toBeLessThan(filesBefore);
    expect((await fetch(server.url + photo.url)).status).toBe(404);
    expect((await api.get('/api/profile/me', { token })).status).toBe(401);
    expect((await api.post('/api/auth/login', { json: { email: body.email, password: body.password } })).status).toBe(
      401,
    );
    // the address is free again
    expect((await api.post('/api/auth/register', { json: body })).status).toBe(201);
  });

  it('needs a valid token and only ever deletes the caller', async () => {
    const bystander = await signUp();
    expect((await api.delete('/api/profile/me')).status).toBe(401);
    expect((await api.delete('/api/profile/me', { token: 'bad' })).status).toBe(401);
    const other = await signUp();
    expect((await api.delete('/api/profile/me', { token: other.token })).status).toBe(204);
    expect((await api.get('/api/profile/me', { token: bystander.token })).status).toBe(200);
  });
});

// The first questionnaire kept step by step (issue 35 item 3): who may read and write it, what a partial
// draft may hold and what is refused, and that completing the questionnaire clears it.
const PATH = '/api/profile/questionnaire-draft';

/** Question 3 reached: three interests, sliders moved, two of the eight questions answered. */
const atQuestion3 = () => ({
  step: 3,
  answers: {
    interests: ['music', 'travel', 'yoga'],
    personality_traits: {
      extraversion: 70,
      aventure: 35,
      emotion: 50,
      planification: 50,
      social: 90,
      compatibility_answers: { weekend: 'cozy', conflict: 'talk_now' },
    },
  },
});

const draftRows = async (userId: string) =>
  (
    await server.app.database.db
      .select({ n: count() })
      .from(questionnaireDrafts)
      .where(eq(questionnaireDrafts.userId, userId))
  )[0]!.n;

describe('/api/profile/questionnaire-draft', () => {
  it('refuses no token and a bad token; another member neither reads nor changes it', async () => {
    const lea = await signUp();
    const sam = await signUp();
    expect((await api.put(PATH, { token: lea.token, json: atQuestion3() })).status).toBe(200);

    for (const token of [undefined, 'not-a-token', `${lea.token}x`]) {
      const read = await api.get(PATH, { token });
      expect(read.status).toBe(401);
      expect(read.data.detail).toBe(token ? MSG.invalidToken : MSG.notAuthenticated);
      expect((await api.put(PATH, { token, json: { step: 1, answers: {} } })).status).toBe(401);
    }

    // Sam's token reaches Sam's own draft only: none yet, and his save leaves Léa's as it was.
    expect((await api.get(PATH, { token: sam.token })).data).toEqual({ draft: null });
    expect((await api.put(PATH, { token: sam.token, json: { step: 1, answers: { interests: ['art'] } } })).status).toBe(
      200,
    );
    const leas = await api.get(PATH, { token: lea.token });
    expect(leas.data.draft).toMatchObject(atQuestion3());
    expect((await api.get(PATH, { token: sam.token })).data.draft).toMatchObject({
      step: 1,
      answers: { interests: ['art'] },
    });
  });

  it('keeps the step and partial answers, each save replacing the last', async () => {
    const { token } = await signUp();
    expect((await api.get(PATH, { token })).data).toEqual({ draft: null });

    // Nothing chosen yet is a valid draft: the first step shown.
    expect((await api.put(PATH, { token, json: { step: 1, answers: {} } })).data.draft).toMatchObject({
      step: 1,
      answers: {},
    });
    const saved = await api.put(PATH, { token, json: atQuestion3() });
    expect(saved.status).toBe(200);
    expect(saved.data.draft).toMatchObject(atQuestion3());
    expect(Date.parse(saved.data.draft.updated_at)).not.toBeNaN();
    expect((await api.get(PATH, { token })).data.draft).toEqual(saved.data.draft);

    // Step 4 with what a half-filled form holds: no gender sought yet, a bio being typed.
    const step4 = {
      step: 4,
      answers: {
        interests: ['music'],
        seeking_genders: [],
        bio: '  Randonnées, marchés du dimanche… ',
        type_preference: '',
        age_min: 25,
        max_distance_km: 50,
        location: 'Lyon, France',
        place_id: null,
      },
    };
    const replaced = await api.put(PATH, { token, json: step4 });
    expect(replaced.status).toBe(200);
    // Replaced, not merged: the sliders and answers of the previous save are gone; texts are trimmed.
    expect((await api.get(PATH, { token })).data.draft.answers).toEqual({
      ...step4.answers,
      bio: 'Randonnées, marchés du dimanche…',
    });
  });

  it('refuses what no form could hold, with the catalogue’s detail and nothing written', async () => {
    const { token, id } = await signUp();
    type Patch = (d: any) => void;
    const cases: Array<[string, Patch, string]> = [
      ['no step', (d) => delete d.step, MSG.invalidField('step')],
      ['step 0', (d) => (d.step = 0), MSG.invalidField('step')],
      ['step 5', (d) => (d.step = 5), MSG.invalidField('step')],
      ['step as text', (d) => (d.step = '3'), MSG.invalidField('step')],
      ['step 2.5', (d) => (d.step = 2.5), MSG.invalidField('step')],
      ['an unknown top-level field', (d) => (d.completed = true), MSG.unknownField('completed')],
      ['an unknown answer field', (d) => (d.answers.is_premium = true), MSG.unknownField('is_premium')],
      ['an unknown interest', (d) => (d.answers.interests = ['music', 'knitting']), MSG.unknownInterest('knitting')],
      ['a repeated interest', (d) => (d.answers.interests = ['music', 'music']), MSG.duplicateInterest],
      ['a slider at 101', (d) => (d.answers.personality_traits.aventure = 101), MSG.sliderRange],
      ['a slider as text', (d) => (d.answers.personality_traits.social = '50'), MSG.sliderRange],
      [
        'an answer not among the options',
        (d) => (d.answers.personality_traits.compatibility_answers.future = 'yacht'),
        MSG.invalidAnswer('future'),
      ],
      [
        'an unknown question',
        (d) => (d.answers.personality_traits.compatibility_answers.pets = 'cats'),
        MSG.unknownField('pets'),
      ],
      ['a bio too long', (d) => (d.answers.bio = 'a'.repeat(1001)), MSG.tooLong('bio', 1000)],
      ['a bio with a control character', (d) => (d.answers.bio = 'a\u0000b'), MSG.controlCharacters('bio')],
      ['an unknown gender sought', (d) => (d.answers.seeking_genders = ['robot']), MSG.invalidGender],
      ['an age sought under 18', (d) => (d.answers.age_min = 17), MSG.ageRangeInvalid],
      ['a distance not offered', (d) => (d.answers.max_distance_km = 7), MSG.maxDistanceInvalid],
      ['answers that are not an object', (d) => (d.answers = 'tout'), MSG.invalidField('answers')],
      ['no answers', (d) => delete d.answers, MSG.invalidField('answers')],
      [
        'answers to the questions that are not an object',
        (d) => (d.answers.personality_traits.compatibility_answers = ['cozy']),
        MSG.invalidField('compatibility_answers'),
      ],
    ];
    for (const [label, patch, detail] of cases) {
      const body = atQuestion3();
      patch(body);
      const res = await api.put(PATH, { token, json: body });
      expect(res.status, label).toBe(400);
      expect(res.data.detail, label).toBe(detail);
    }
    const malformed = await api.put(PATH, {
      token,
      body: '{"step": 1,',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.data.detail).toBe(MSG.invalidJson);
    expect(await draftRows(id)).toBe(0);
  });

  it('is cleared by the completed questionnaire, which then ignores late saves', async () => {
    const { token, id } = await signUp();
    await api.put(PATH, { token, json: atQuestion3() });
    expect(await draftRows(id)).toBe(1);

    const done = await api.put('/api/profile/me', { token, json: questionnaireBody() });
    expect(done.status).toBe(200);
    expect(done.data.settings.questionnaire_completed).toBe(true);
    expect(await draftRows(id)).toBe(0);
    expect((await api.get(PATH, { token })).data).toEqual({ draft: null });

    // A save sent from another tab after that: accepted, not kept.
    const late = await api.put(PATH, { token, json: atQuestion3() });
    expect(late.status).toBe(200);
    expect(late.data).toEqual({ draft: null });
    // One that read the member before the completion and writes after it: the statement itself refuses.
    expect(await keepDraft(server.app.database.db, id, { step: 2, answers: {} })).toBeNull();
    expect(await draftRows(id)).toBe(0);
  });

  it('is in the member’s data export, and goes with the account', async () => {
    const { token, id } = await signUp();
    await api.put(PATH, { token, json: atQuestion3() });
    const exported = await fetch(`${server.url}/api/profile/export`, { headers: { authorization: `Bearer ${token}` } });
    const data = JSON.parse(
      unzip(Buffer.from(await exported.arrayBuffer()))
        .get('data.json')!
        .toString('utf8'),
    );
    expect(data.questionnaire_draft).toEqual({ ...atQuestion3(), updated_at: expect.any(String) });

    expect((await api.delete('/api/profile/me', { token })).status).toBe(204);
    expect(await draftRows(id)).toBe(0);
  });
});
