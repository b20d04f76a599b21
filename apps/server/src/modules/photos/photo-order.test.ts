// My photos in the order I choose (issue 35 item 4), over real HTTP: `PUT /api/profile/photos/order`
// takes all my photos, each once; the first is my main photo, the one my card and my match row open on.
// Anything else — a list that leaves one out, repeats one, names another member's or an unknown photo —
// is refused with nothing changed, and a reorder racing a delete or another reorder leaves a real order.
// Storage: also on PostgreSQL — a reorder racing an upload, a delete and another reorder on pooled connections. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@affinia/contract';
import { completedMember, createMatch, type TestUser } from '../../../test/fixtures.js';
import * as img from '../../../test/images.js';
import { forgedEnding } from '../../../test/forgery.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
});
afterAll(() => server.close());

async function withPhotos(member: TestUser, n: number): Promise<string[]> {
  let ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await img.jpeg(400 + i, 500))], { type: 'image/jpeg' }), 'p.jpg');
    const res = await api.post('/api/profile/photos', { form, token: member.token });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    ids = res.data.photos;
  }
  return ids;
}

const order = (member: Pick<TestUser, 'token'> | null, photos: unknown, token = member?.token) =>
  api.put('/api/profile/photos/order', { json: { photos }, token });
const photosOf = async (member: TestUser): Promise<string[]> =>
  (await api.get('/api/profile/me', { token: member.token })).data.photos;

describe('PUT /api/profile/photos/order', () => {
  it('puts my photos in my order: my profile, my match’s list and their discover card open on the main one', async () => {
    const me = await completedMember(server, { gender: 'femme', age: 93 });
    const other = await completedMember(server, { gender: 'homme', age: 93 });
    const [a, b, c] = await withPhotos(me, 3);
    const res = await order(me, [c, a, b]);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toEqual({ photos: [c, a, b] });
    expect(await photosOf(me)).toEqual([c, a, b]);

    // Someone who sees me in discover: my card's photos in my order. (An age of their own keeps other
    // files' members out of this deck; on PostgreSQL the index may take its sync interval to see me.)
    const myCard = async () => {
      const deck = (await api.get('/api/discover', { token: other.token })).data as {
        user: { id: string; photos: string[] };
      }[];
      return deck.find((card) => card.user.id === me.id)?.user.photos;
    };
    await expect.poll(myCard).toEqual([c, a, b]);

    // And once we match, the matches list shows the new main photo first.
    await createMatch(server, me, other);
    expect((await order(me, [b, c, a])).status).toBe(200);
    const matches = (await api.get('/api/matches', { token: other.token })).data as {
      user: { id: string; photos: string[] };
    }[];
    expect(matches.find((m) => m.user.id === me.id)?.user.photos).toEqual([b, c, a]);
  });

  it('refuses any list that is not all my photos once each, and changes nothing', async () => {
    const me = await completedMember(server, { gender: 'femme', age: 94 });
    const stranger = await completedMember(server, { gender: 'homme', age: 94 });
    const [a, b, c] = await withPhotos(me, 3);
    const [theirs] = await withPhotos(stranger, 1);
    for (const wrong of [
      [a, b], // one left out
      [a, b, c, a], // one twice
      [a, a, b], // a repeat standing in for one left out
      [a, b, theirs], // another member's photo
      [a, b, 'xxxxxxxxxxxxxxxxxxxxxx'], // an unknown id
      [], // nothing
      [a, b, c, theirs, a, b, c], // more than a member may have
      'a,b,c', // not a list
      [a, b, 7], // not an id
      [a, b, 'x'.repeat(65)], // longer than any id
    ]) {
      const res = await order(me, wrong);
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect(res.data.detail, JSON.stringify(wrong)).toBe(MSG.photoOrderInvalid);
    }
    const extra = await api.put('/api/profile/photos/order', { json: { photos: [c, b, a], main: c }, token: me.token });
    expect(extra.status).toBe(400);
    expect(await photosOf(me)).toEqual([a, b, c]);
    expect(await photosOf(stranger)).toEqual([theirs]);
  });

  it('needs my token: none or a bad one is a 401; another member’s token cannot order my photos', async () => {
    const me = await completedMember(server, { gender: 'femme', age: 95 });
    const intruder = await completedMember(server, { gender: 'homme', age: 95 });
    const [a, b] = await withPhotos(me, 2);
    expect((await order(null, [b, a])).status).toBe(401);
    expect((await order(null, [b, a], 'not.a.token')).status).toBe(401);
    const forged = forgedEnding(me.token, 4);
    expect((await order(null, [b, a], forged)).status).toBe(401);
    // With their own token my ids are not their photos: refused, as any wrong list.
    const res = await order(intruder, [b, a]);
    expect(res.status).toBe(400);
    expect(await photosOf(me)).toEqual([a, b]);
  });

  it('stays a real order when a reorder races a delete, an upload and another reorder', async () => {
    const me = await completedMember(server, { gender: 'femme', age: 96 });
    const [a, b, c, d] = await withPhotos(me, 4);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await img.jpeg(640, 480))], { type: 'image/jpeg' }), 'p.jpg');
    const [first, second, removal, added] = await Promise.all([
      order(me, [d, c, b, a]),
      order(me, [b, a, d, c]),
      api.delete(`/api/profile/photos/${d}`, { token: me.token }),
      api.post('/api/profile/photos', { form, token: me.token }),
    ]);
    expect(removal.status).toBe(200);
    expect(added.status).toBe(201);
    // Each reorder either happened before the list changed or was refused for naming a list no longer mine.
    for (const res of [first, second]) expect([200, 400]).toContain(res.status);
    const final = await photosOf(me);
    expect([...final].sort()).toEqual([a, b, c, added.data.id].sort());
    expect(new Set(final).size).toBe(4);
    // And a reorder of what is there now works.
    const now = [...final].reverse();
    expect((await order(me, now)).data).toEqual({ photos: now });
  });
});
