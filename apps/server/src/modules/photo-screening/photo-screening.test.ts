// Nudity screening over real HTTP with the real model (nsfwjs in its worker thread): what the default
// thresholds do with an ordinary picture, and — with thresholds set by the operator so that the
// model's own score lands on each side — refusal (nothing stored), holding (shown to nobody, its owner
// told), and the admin's review: the held image, approval, and removal as a decision with its statement.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDetail } from '@affinia/contract';
import { mailOutbox, photos } from '../../db/schema.js';
import { createMatch, registerAdmin, registerUser, type TestUser } from '../../../test/fixtures.js';
import { countFiles } from '../../../test/files.js';
import * as img from '../../../test/images.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { processNudityClassifier } from './nudity-classifier.js';
import { unzip } from '../../../test/zip.js';

// The real model, not the test servers' stand-in (decision 039): this file is about it.
const realModel = { nudityClassifier: processNudityClassifier };

const upload = (server: TestServer, token: string, data: Buffer) => {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  return apiClient(server.url).post('/api/profile/photos', { form, token });
};

const rowsOf = async (server: TestServer, userId: string) =>
  (await server.app.database.db.select({ n: count() }).from(photos).where(eq(photos.userId, userId)))[0]!.n;

describe('photo screening with the default thresholds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: realModel });
  });
  afterAll(() => server.close());

  it('shows an ordinary picture at once and keeps the model’s low score', { timeout: 30_000 }, async () => {
    const member = await registerUser(server);
    const res = await upload(server, member.token, await img.jpeg());
    expect(res.status).toBe(201);
    expect(res.data.screening).toBe('visible');
    const [row] = await server.app.database.db.select().from(photos).where(eq(photos.id, res.data.id));
    expect(row!.screening).toBe('visible');
    // Scored by the model (not skipped): a flat colour is far from explicit.
    expect(row!.nudityScore).not.toBeNull();
    expect(row!.nudityScore!).toBeLessThan(0.2);
    expect((await apiClient(server.url).get(`/api/profile/photos/${res.data.id}`)).status).toBe(200);
  });
});

describe('a photo at or above the refusal threshold', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Every score is ≥ 0: the operator's thresholds put any picture in the refused band.
    server = await startTestServer({
      env: { PHOTO_SCREENING_REFUSE_AT: '0', PHOTO_SCREENING_HOLD_AT: '0' },
      overrides: realModel,
    });
  });
  afterAll(() => server.close());

  it('is refused with 422 and its reason, and nothing is stored', { timeout: 30_000 }, async () => {
    const member = await registerUser(server);
    const filesBefore = countFiles(server.config.photosDir);
    const res = await upload(server, member.token, await img.jpeg());
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({ code: 'photoRefusedNudity', detail: errorDetail('photoRefusedNudity') });
    expect(await rowsOf(server, member.id)).toBe(0);
    expect(countFiles(server.config.photosDir)).toBe(filesBefore);
    const me = await apiClient(server.url).get('/api/profile/me', { token: member.token });
    expect(me.data.photos).toEqual([]);
  });
});

describe('a photo in the grey zone', () => {
  let server: TestServer;
  let owner: TestUser;
  let viewer: TestUser;
  let admin: TestUser;
  const api = () => apiClient(server.url);

  beforeAll(async () => {
    server = await startTestServer({
      env: { PHOTO_SCREENING_REFUSE_AT: '1', PHOTO_SCREENING_HOLD_AT: '0' },
      overrides: realModel,
    });
    owner = await registerUser(server, { name: 'Camille' });
    viewer = await registerUser(server, { gender: 'homme' });
    admin = await registerAdmin(server);
    await createMatch(server, owner, viewer);
  });
  afterAll(() => server.close());

  const decisionMails = async () =>
    (
      await server.app.database.db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, owner.id), eq(mailOutbox.template, 'moderation_decision')))
    )[0]!.n;

  const heldPhoto = async () => {
    const res = await upload(server, owner.token, await img.jpeg());
    expect(res.status).toBe(201);
    expect(res.data.screening).toBe('held');
    return res.data.id as string;
  };

  it('is shown to nobody, and its owner sees it waits', { timeout: 30_000 }, async () => {
    const id = await heldPhoto();
    const me = await api().get('/api/profile/me', { token: owner.token });
    expect(me.data.photos).toContain(id);
    expect(me.data.held_photos).toEqual([id]);
    // Its address answers like a missing photo, to anyone, the owner included, at every width.
    expect((await api().get(`/api/profile/photos/${id}`)).status).toBe(404);
    expect((await api().get(`/api/profile/photos/${id}`, { token: owner.token })).status).toBe(404);
    expect((await api().get(`/api/profile/photos/${id}?w=320`)).status).toBe(404);
    // The match card others see leaves it out.
    const matches = await api().get('/api/matches', { token: viewer.token });
    const card = matches.data.find((m: { user: { id: string } }) => m.user.id === owner.id);
    expect(card.user.photos).not.toContain(id);
    // The owner's data export holds it, with what screening decided.
    const exported = await fetch(`${server.url}/api/profile/export`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const files = unzip(Buffer.from(await exported.arrayBuffer()));
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    const entry = data.photos.find((p: { id: string }) => p.id === id);
    expect(entry).toMatchObject({ screening: 'held', nudity_score: expect.any(Number) });
    expect(files.get(entry.file)?.length).toBe(entry.bytes);
    // The owner can still delete it.
    expect((await api().delete(`/api/profile/photos/${id}`, { token: owner.token })).status).toBe(200);
  });

  it(
    'reaches the admin’s queue with its scores and image; members cannot see the queue',
    { timeout: 30_000 },
    async () => {
      const id = await heldPhoto();
      for (const [token, status] of [
        [undefined, 401],
        ['not-a-token', 401],
        [owner.token, 403],
        [viewer.token, 403],
      ] as const) {
        expect((await api().get('/api/admin/held-photos', { token })).status).toBe(status);
        expect((await api().get(`/api/admin/photos/${id}/image`, { token })).status).toBe(status);
        expect((await api().post(`/api/admin/photos/${id}/approve`, { token })).status).toBe(status);
        expect(
          (
            await api().post(`/api/admin/photos/${id}/remove`, {
              token,
              json: { ground: 'terms', statement: 'x'.repeat(40) },
            })
          ).status,
        ).toBe(status);
      }
      const queue = await api().get('/api/admin/held-photos', { token: admin.token });
      expect(queue.status).toBe(200);
      const entry = queue.data.find((p: { id: string }) => p.id === id);
      expect(entry).toMatchObject({ owner: { id: owner.id, name: 'Camille' } });
      expect(entry.nudity_score).toBeGreaterThanOrEqual(0);
      expect(entry.nudity_score).toBeLessThanOrEqual(1);
      const image = await fetch(`${server.url}/api/admin/photos/${id}/image`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toBe('no-store');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(0);
    },
  );

  it('once approved, is shown like any other photo and leaves the queue', { timeout: 30_000 }, async () => {
    const id = await heldPhoto();
    const approved = await api().post(`/api/admin/photos/${id}/approve`, { token: admin.token });
    expect(approved.status).toBe(204);
    expect((await api().get(`/api/profile/photos/${id}`)).status).toBe(200);
    const me = await api().get('/api/profile/me', { token: owner.token });
    expect(me.data.held_photos).not.toContain(id);
    const card = (await api().get('/api/matches', { token: viewer.token })).data.find(
      (m: { user: { id: string } }) => m.user.id === owner.id,
    );
    expect(card.user.photos).toContain(id);
    const queue = await api().get('/api/admin/held-photos', { token: admin.token });
    expect(queue.data.map((p: { id: string }) => p.id)).not.toContain(id);
    // Approving twice finds nothing held.
    expect((await api().post(`/api/admin/photos/${id}/approve`, { token: admin.token })).status).toBe(404);
  });

  it(
    'a shown photo can be removed too: the admin lists a member’s photos and removes one',
    { timeout: 30_000 },
    async () => {
      const id = await heldPhoto();
      await api().post(`/api/admin/photos/${id}/approve`, { token: admin.token });
      for (const [token, status] of [
        [undefined, 401],
        ['not-a-token', 401],
        [owner.token, 403],
      ] as const) {
        expect((await api().get(`/api/admin/users/${owner.id}/photos`, { token })).status).toBe(status);
      }
      expect((await api().get('/api/admin/users/not-a-uuid/photos', { token: admin.token })).status).toBe(404);
      const listed = await api().get(`/api/admin/users/${owner.id}/photos`, { token: admin.token });
      expect(listed.status).toBe(200);
      expect(listed.data).toContainEqual(expect.objectContaining({ id, screening: 'visible' }));
      const image = await fetch(`${server.url}/api/admin/photos/${id}/image`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(image.status).toBe(200);
      const statement =
        'Cette photo montre une autre personne que le titulaire du compte, contrairement à nos conditions.';
      const removed = await api().post(`/api/admin/photos/${id}/remove`, {
        token: admin.token,
        json: { ground: 'terms', statement },
      });
      expect(removed.status).toBe(200);
      expect((await api().get(`/api/profile/photos/${id}`)).status).toBe(404);
      expect((await api().get(`/api/admin/photos/${id}/image`, { token: admin.token })).status).toBe(404);
    },
  );

  it(
    'removed, is gone with its file, and its owner is told why by mail and on the dashboard',
    { timeout: 30_000 },
    async () => {
      const id = await heldPhoto();
      const filesBefore = countFiles(server.config.photosDir);
      const mailsBefore = await decisionMails();
      // A statement too short to explain anything is refused, and the photo stays waiting.
      const short = await api().post(`/api/admin/photos/${id}/remove`, {
        token: admin.token,
        json: { ground: 'terms', statement: 'non' },
      });
      expect(short.status).toBe(400);
      expect((await api().get('/api/profile/me', { token: owner.token })).data.held_photos).toContain(id);

      const statement =
        'Cette photo montre de la nudité, ce que nos conditions d’utilisation interdisent sur un profil.';
      const removed = await api().post(`/api/admin/photos/${id}/remove`, {
        token: admin.token,
        json: { ground: 'terms', statement },
      });
      expect(removed.status).toBe(200);
      expect(removed.data).toMatchObject({ action: 'remove_photo', ground: 'terms', statement });
      expect((await server.app.database.db.select().from(photos).where(eq(photos.id, id))).length).toBe(0);
      expect(countFiles(server.config.photosDir)).toBe(filesBefore - 1);
      const me = await api().get('/api/profile/me', { token: owner.token });
      expect(me.data.photos).not.toContain(id);
      const decisions = await api().get('/api/moderation/decisions', { token: owner.token });
      expect(decisions.data[0]).toMatchObject({ action: 'remove_photo', statement });
      expect(await decisionMails()).toBe(mailsBefore + 1);
      // Removing it again finds nothing.
      const again = await api().post(`/api/admin/photos/${id}/remove`, {
        token: admin.token,
        json: { ground: 'terms', statement },
      });
      expect(again.status).toBe(404);
    },
  );

  it('an admin’s own held photo is not theirs to judge', { timeout: 30_000 }, async () => {
    const res = await upload(server, admin.token, await img.jpeg());
    expect(res.data.screening).toBe('held');
    const statement = 'Cette photo montre de la nudité, ce que nos conditions d’utilisation interdisent sur un profil.';
    const own = await api().post(`/api/admin/photos/${res.data.id}/remove`, {
      token: admin.token,
      json: { ground: 'terms', statement },
    });
    expect(own.status).toBe(400);
    expect(own.data.code).toBe('cannotTargetSelf');
    expect(await rowsOf(server, admin.id)).toBe(1);
  });
});
