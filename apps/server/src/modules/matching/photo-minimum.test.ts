// At least one photo to appear in others' decks (issue 35 item 4), over real HTTP with the operator's
// default MIN_PHOTOS_TO_APPEAR=1: a member without a photo others can see is in nobody's discover, cannot
// be liked by id, and may still browse; their first photo shows them on the very next discover of
// another member (the photos write the member's event, decision 057), a photo held for review does not
// count until an admin publishes it, and removing the last photo hides them again. Their profile says how
// many photos the instance asks for, so the app can tell them why nobody sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PHOTOS_TO_APPEAR_DEFAULT, MSG } from '@affinia/contract';
import { completedMember, registerAdmin, type TestUser } from '../../../test/fixtures.js';
import * as img from '../../../test/images.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer({
    // Test servers ask for no photo by default (most tests' members have none): the operator's default here.
    env: { MIN_PHOTOS_TO_APPEAR: String(MIN_PHOTOS_TO_APPEAR_DEFAULT) },
  });
  api = apiClient(server.url);
});
afterAll(() => server.close());

async function upload(member: TestUser, width = 400): Promise<string[]> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(await img.jpeg(width, 500))], { type: 'image/jpeg' }), 'p.jpg');
  const res = await api.post('/api/profile/photos', { form, token: member.token });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.photos as string[];
}

/** The ids on `viewer`'s discover page now (one request: the index reads the feed before answering). */
async function deckOf(viewer: TestUser): Promise<string[]> {
  const res = await api.get('/api/discover', { token: viewer.token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return (res.data as { user: { id: string } }[]).map((card) => card.user.id);
}

describe('MIN_PHOTOS_TO_APPEAR (1 by default)', () => {
  it('the default is one photo, and the member’s profile says so', async () => {
    expect(MIN_PHOTOS_TO_APPEAR_DEFAULT).toBe(1);
    const me = await completedMember(server, { gender: 'femme', age: 84 });
    const profile = await api.get('/api/profile/me', { token: me.token });
    expect(profile.data).toMatchObject({ photos: [], held_photos: [], min_photos_to_appear: 1 });
  });

  it('a member with no photo is in nobody’s deck and cannot be liked by id, yet browses; the first photo shows them at once, the last one removed hides them', async () => {
    const her = await completedMember(server, { gender: 'femme', age: 85 });
    const him = await completedMember(server, { gender: 'homme', age: 85 });
    await upload(him);

    // She has no photo: not in his deck, and a like sent by id answers like an unknown person.
    expect(await deckOf(him)).not.toContain(her.id);
    const like = await api.post('/api/swipe', { json: { swiped_id: her.id, action: 'like' }, token: him.token });
    expect(like.status).toBe(404);
    expect(like.data.detail).toBe(MSG.userNotFound);
    // She may still look: he has a photo, so he is in her deck.
    expect(await deckOf(her)).toContain(him.id);

    // Her first photo: his very next discover shows her, with the photo.
    const [photo] = await upload(her);
    const deck = (await api.get('/api/discover', { token: him.token })).data as {
      user: { id: string; photos: string[] };
    }[];
    expect(deck.find((card) => card.user.id === her.id)?.user.photos).toEqual([photo]);

    // Removed: gone from his next page again, and still not likeable.
    expect((await api.delete(`/api/profile/photos/${photo}`, { token: her.token })).status).toBe(200);
    expect(await deckOf(him)).not.toContain(her.id);
    const again = await api.post('/api/swipe', { json: { swiped_id: her.id, action: 'like' }, token: him.token });
    expect(again.status).toBe(404);
  });
});

describe('a photo held for review', () => {
  let strict: TestServer;
  beforeAll(async () => {
    // The stand-in model scores every picture 0.005: at this threshold, every upload is held.
    strict = await startTestServer({
      env: { MIN_PHOTOS_TO_APPEAR: '1', PHOTO_SCREENING_HOLD_AT: '0.004', PHOTO_SCREENING_REFUSE_AT: '0.95' },
    });
  });
  afterAll(() => strict.close());

  it('does not count until the admin publishes it', async () => {
    const own = apiClient(strict.url);
    const admin = await registerAdmin(strict);
    const her = await completedMember(strict, { gender: 'femme', age: 86 });
    const him = await completedMember(strict, { gender: 'homme', age: 86 });
    const deck = async () =>
      ((await own.get('/api/discover', { token: him.token })).data as { user: { id: string } }[]).map((c) => c.user.id);

    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await img.jpeg(410, 500))], { type: 'image/jpeg' }), 'p.jpg');
    const uploaded = await own.post('/api/profile/photos', { form, token: her.token });
    expect(uploaded.status, JSON.stringify(uploaded.data)).toBe(201);
    const [held] = uploaded.data.photos as string[];
    const me = (await own.get('/api/profile/me', { token: her.token })).data as { held_photos: string[] };
    expect(me.held_photos).toEqual([held]);
    expect(await deck()).not.toContain(her.id);

    const approved = await own.post(`/api/admin/photos/${held}/approve`, { token: admin.token });
    expect(approved.status, JSON.stringify(approved.data)).toBe(204);
    expect(await deck()).toContain(her.id);
  });
});
