// Photo verification over real HTTP with the real models (@vladmandic/human in the vision worker), on
// faces cut from the sample photos in @vladmandic/face-api's package (test/face-fixtures.ts). The poses
// are named by the test (buildApp's `verificationPoses`); everything else is what a member meets: consent,
// the 60 s single-use challenge, pose, liveness thresholds, the same person, their profile photos, replays,
// the badge in discover and its filter, the export, withdrawal, re-check when photos change, and the
// duplicate-face flag an admin reviews.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorDetail, type VerificationPose } from '@affinia/contract';
import { faceDescriptors, selfieFingerprints, verificationChallenges } from '../../db/schema.js';
import { completedMember, registerAdmin, registerUser, type TestUser } from '../../../test/fixtures.js';
import { facePicture, type FixturePerson, type FixtureShot } from '../../../test/face-fixtures.js';
import * as img from '../../../test/images.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { unzip } from '../../../test/zip.js';

const MODEL_TIMEOUT = 60_000;
let nextPoses: VerificationPose[] = ['straight', 'tilt_left'];

const lea = {
  straight: (width = 480) => facePicture('lea', { rotate: -40, width }),
  tiltLeft: (width = 400) => facePicture('lea', { width }),
};
const ines = {
  turnLeft: (width = 440) => facePicture('ines', { width }),
  tiltLeft: (width = 420) => facePicture('ines', { rotate: 25, width }),
};

function selfiesForm(challengeId: string, selfies: Buffer[]) {
  const form = new FormData();
  form.set('challenge_id', challengeId);
  selfies.forEach((s, i) => form.append('selfie', new Blob([new Uint8Array(s)], { type: 'image/jpeg' }), `s${i}.jpg`));
  return form;
}

describe('photo verification', () => {
  let server: TestServer;
  const api = () => apiClient(server.url);
  const db = () => server.app.database.db;

  beforeAll(async () => {
    server = await startTestServer({ overrides: { verificationPoses: () => nextPoses } });
  });
  afterAll(() => server.close());

  async function withPhoto(person: FixturePerson, shot: FixtureShot = {}, account: Record<string, unknown> = {}) {
    const member = await registerUser(server, account);
    await uploadPhoto(member, await facePicture(person, shot));
    return member;
  }

  async function uploadPhoto(member: TestUser, data: Buffer) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await api().post('/api/profile/photos', { form, token: member.token });
    expect(res.status).toBe(201);
    return res.data.id as string;
  }

  async function challenge(member: TestUser, poses: VerificationPose[]) {
    nextPoses = poses;
    const res = await api().post('/api/verification/challenge', { token: member.token, json: { consent: true } });
    expect(res.status).toBe(201);
    expect(res.data.poses).toEqual(poses);
    return res.data.challenge_id as string;
  }

  const submit = (member: TestUser, challengeId: string, selfies: Buffer[]) =>
    api().post('/api/verification/selfies', { token: member.token, form: selfiesForm(challengeId, selfies) });

  // Every verification sends files of its own: a file sent before is a replay, refused.
  let fresh = 540;
  async function verify(member: TestUser) {
    const id = await challenge(member, ['straight', 'tilt_left']);
    fresh += 2;
    const res = await submit(member, id, [await lea.straight(fresh), await lea.tiltLeft(fresh + 1)]);
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    return res;
  }

  it('asks for consent before anything, and a photo to compare with', async () => {
    const member = await registerUser(server);
    const none = await api().post('/api/verification/challenge', { token: member.token, json: {} });
    expect(none.status).toBe(400);
    expect(none.data.code).toBe('verificationConsentRequired');
    const refused = await api().post('/api/verification/challenge', {
      token: member.token,
      json: { consent: false },
    });
    expect(refused.data.code).toBe('verificationConsentRequired');
    const noPhoto = await api().post('/api/verification/challenge', { token: member.token, json: { consent: true } });
    expect(noPhoto.status).toBe(409);
    expect(noPhoto.data.code).toBe('verificationNeedsPhoto');
    expect(await db().select({ n: count() }).from(verificationChallenges)).toEqual([{ n: 0 }]);
  });

  it(
    'verifies a live selfie in each asked pose that matches the profile photo: badge, status, export',
    { timeout: MODEL_TIMEOUT },
    async () => {
      const member = await withPhoto('lea');
      expect((await api().get('/api/verification', { token: member.token })).data).toEqual({
        available: true,
        verified: false,
        verified_at: null,
      });
      const res = await verify(member);
      expect(res.data).toMatchObject({ available: true, verified: true });
      const me = await api().get('/api/profile/me', { token: member.token });
      expect(me.data.is_verified).toBe(true);
      // The selfies are not stored anywhere: only their fingerprints and one descriptor are.
      const [kept] = await db().select().from(faceDescriptors).where(eq(faceDescriptors.userId, member.id));
      expect(Buffer.from(kept!.descriptor, 'base64').length).toBe(1024 * 4);
      expect(
        await db().select({ n: count() }).from(selfieFingerprints).where(eq(selfieFingerprints.userId, member.id)),
      ).toEqual([{ n: 2 }]);

      const zip = await fetch(`${server.url}/api/profile/export`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      const data = JSON.parse(
        unzip(Buffer.from(await zip.arrayBuffer()))
          .get('data.json')!
          .toString('utf8'),
      );
      expect(data.verification.verified_at).toBe(res.data.verified_at);
      expect(data.verification.face_descriptor.values).toHaveLength(1024);
      expect(data.verification.challenges[0].poses).toEqual(['straight', 'tilt_left']);
      expect(data.verification.selfie_fingerprints_sha256).toHaveLength(2);
    },
  );

  it(
    'uses a challenge once: a second submission, even at the same time, is refused',
    { timeout: MODEL_TIMEOUT },
    async () => {
      const member = await withPhoto('lea');
      const id = await challenge(member, ['straight', 'tilt_left']);
      const [a, b] = await Promise.all([
        submit(member, id, [await lea.straight(470), await lea.tiltLeft(410)]),
        submit(member, id, [await lea.straight(460), await lea.tiltLeft(390)]),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 404]);
      const again = await submit(member, id, [await lea.straight(450), await lea.tiltLeft(380)]);
      expect(again.status).toBe(404);
      expect(again.data.code).toBe('verificationChallengeNotFound');
    },
  );

  it('refuses another member’s challenge and an unknown one like a missing one', async () => {
    const owner = await withPhoto('lea');
    const attacker = await withPhoto('lea');
    const id = await challenge(owner, ['straight', 'tilt_left']);
    const stolen = await submit(attacker, id, [await lea.straight(431), await lea.tiltLeft(371)]);
    expect(stolen.status).toBe(404);
    expect(stolen.data.code).toBe('verificationChallengeNotFound');
    const forged = await submit(attacker, 'not-a-uuid', [await lea.straight(432), await lea.tiltLeft(372)]);
    expect(forged.data.code).toBe('verificationChallengeNotFound');
  });

  it(
    'takes exactly one selfie per pose: too few is a clear 400, too many is refused unread',
    { timeout: MODEL_TIMEOUT },
    async () => {
      const member = await withPhoto('lea');
      const id = await challenge(member, ['straight', 'tilt_left']);
      const none = await submit(member, id, []);
      expect(none.status).toBe(400);
      expect(none.data.code).toBe('requiredFields');
      const one = await submit(member, id, [await lea.straight(437)]);
      expect(one.status).toBe(400);
      expect(one.data.code).toBe('verificationSelfiesMissing');
      const three = await submit(member, id, [
        await lea.straight(438),
        await lea.tiltLeft(438),
        await lea.straight(439),
      ]);
      expect(three.status).toBe(413);
      // None of those used the challenge up: the right pair is still judged.
      const right = await submit(member, id, [await lea.straight(440), await lea.tiltLeft(440)]);
      expect(right.status, JSON.stringify(right.data)).toBe(200);
    },
  );

  it('refuses selfies sent after the 60 seconds', async () => {
    const member = await withPhoto('lea');
    const id = await challenge(member, ['straight', 'tilt_left']);
    await db()
      .update(verificationChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verificationChallenges.id, id));
    const res = await submit(member, id, [await lea.straight(433), await lea.tiltLeft(373)]);
    expect(res.status).toBe(410);
    expect(res.data).toMatchObject({
      code: 'verificationChallengeExpired',
      detail: errorDetail('verificationChallengeExpired'),
    });
  });

  it('refuses a selfie that does not hold its pose, naming the step', { timeout: MODEL_TIMEOUT }, async () => {
    const member = await withPhoto('lea');
    const id = await challenge(member, ['turn_left', 'tilt_left']);
    const res = await submit(member, id, [await lea.straight(434), await lea.tiltLeft(374)]);
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({ code: 'verificationWrongPose', params: { step: 1 } });
    expect((await api().get('/api/profile/me', { token: member.token })).data.is_verified).toBe(false);
  });

  it('refuses a photo of a different person than the profile’s', { timeout: MODEL_TIMEOUT }, async () => {
    const member = await withPhoto('lea');
    const id = await challenge(member, ['turn_left', 'tilt_left']);
    const res = await submit(member, id, [await ines.turnLeft(), await ines.tiltLeft()]);
    expect(res.status).toBe(422);
    expect(res.data.code).toBe('verificationFaceMismatch');
  });

  it('refuses selfies of two different people', { timeout: MODEL_TIMEOUT }, async () => {
    const member = await withPhoto('lea');
    const id = await challenge(member, ['straight', 'turn_left']);
    const res = await submit(member, id, [await lea.straight(435), await ines.turnLeft(430)]);
    expect(res.data.code).toBe('verificationNotSamePerson');
  });

  it('refuses a selfie with no face, or with several', { timeout: MODEL_TIMEOUT }, async () => {
    const member = await withPhoto('lea');
    const first = await challenge(member, ['straight', 'tilt_left']);
    const blank = await submit(member, first, [await img.jpeg(640, 480), await lea.tiltLeft(375)]);
    expect(blank.data).toMatchObject({ code: 'verificationNoFace', params: { step: 1 } });
    const second = await challenge(member, ['straight', 'tilt_left']);
    const crowd = await submit(member, second, [await lea.straight(436), await facePicture('maya')]);
    expect(crowd.data).toMatchObject({ code: 'verificationSeveralFaces', params: { step: 2 } });
  });

  it(
    'refuses a replayed selfie: the same file again, or twice in one attempt',
    { timeout: MODEL_TIMEOUT },
    async () => {
      const member = await withPhoto('lea');
      const straight = await lea.straight(437);
      const tilt = await lea.tiltLeft(377);
      const first = await challenge(member, ['straight', 'tilt_left']);
      expect((await submit(member, first, [straight, tilt])).status).toBe(200);
      const replay = await submit(member, await challenge(member, ['straight', 'tilt_left']), [straight, tilt]);
      expect(replay.status).toBe(422);
      expect(replay.data.code).toBe('verificationSelfieReused');
      // Another account replaying them fares no better.
      const other = await withPhoto('lea');
      const stolen = await submit(other, await challenge(other, ['straight', 'tilt_left']), [straight, tilt]);
      expect(stolen.data.code).toBe('verificationSelfieReused');
      const twice = await submit(other, await challenge(other, ['tilt_left', 'tilt_left']), [tilt, tilt]);
      expect(twice.data.code).toBe('verificationSelfieReused');
    },
  );

  it('withdraws: the badge ends and the descriptor is deleted', { timeout: MODEL_TIMEOUT }, async () => {
    const member = await withPhoto('lea');
    await verify(member);
    const res = await api().delete('/api/verification', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ available: true, verified: false, verified_at: null });
    expect(await db().select().from(faceDescriptors).where(eq(faceDescriptors.userId, member.id))).toEqual([]);
  });

  it(
    'ends the badge when the verified face leaves the photos, keeps it while it stays',
    { timeout: MODEL_TIMEOUT },
    async () => {
      const member = await registerUser(server);
      const face = await uploadPhoto(member, await facePicture('lea'));
      const landscape = await uploadPhoto(member, await img.jpeg());
      await verify(member);
      expect((await api().delete(`/api/profile/photos/${landscape}`, { token: member.token })).status).toBe(200);
      const removedFace = await api().delete(`/api/profile/photos/${face}`, { token: member.token });
      expect(removedFace.status).toBe(200);
      await vi.waitFor(
        async () => expect((await api().get('/api/verification', { token: member.token })).data.verified).toBe(false),
        { timeout: 20_000, interval: 100 },
      );
      expect(await db().select().from(faceDescriptors).where(eq(faceDescriptors.userId, member.id))).toEqual([]);
    },
  );

  it(
    'flags the same face verified on two accounts to the admin, who can dismiss it',
    { timeout: MODEL_TIMEOUT },
    async () => {
      const admin = await registerAdmin(server);
      const first = await withPhoto('lea', {}, { name: 'Léa Un' });
      const second = await withPhoto('lea', { width: 520 }, { name: 'Léa Deux' });
      await verify(first);
      const id = await challenge(second, ['straight', 'tilt_left']);
      expect((await submit(second, id, [await lea.straight(520), await lea.tiltLeft(520)])).status).toBe(200);
      const flags = await api().get('/api/admin/face-duplicates', { token: admin.token });
      expect(flags.status).toBe(200);
      const flag = flags.data.find((f: { user: { id: string } }) => f.user.id === second.id);
      expect(flag).toMatchObject({ other_user: { id: first.id, name: 'Léa Un' }, user: { name: 'Léa Deux' } });
      expect(flag.similarity).toBeGreaterThan(0.8);
      expect((await api().get('/api/admin/face-duplicates', { token: second.token })).status).toBe(403);
      const dismissed = await api().post(`/api/admin/face-duplicates/${flag.id}/dismiss`, { token: admin.token });
      expect(dismissed.status).toBe(204);
      const after = await api().get('/api/admin/face-duplicates', { token: admin.token });
      expect(after.data.some((f: { id: string }) => f.id === flag.id)).toBe(false);
      expect((await api().post(`/api/admin/face-duplicates/${flag.id}/dismiss`, { token: admin.token })).status).toBe(
        404,
      );
    },
  );

  it(
    'shows the badge on discover cards and keeps only verified people under "profils vérifiés uniquement"',
    { timeout: MODEL_TIMEOUT },
    async () => {
      // A cohort of its own age: discover shows only this test's people.
      const age = 61;
      const viewer = await completedMember(server, { gender: 'homme', age });
      const verified = await completedMember(server, { gender: 'femme', age, name: 'Vérifiée' });
      const unverified = await completedMember(server, { gender: 'femme', age, name: 'Pas vérifiée' });
      await uploadPhoto(verified, await facePicture('lea', { width: 500 }));
      await verify(verified);
      const all = await api().get('/api/discover', { token: viewer.token });
      const cards = new Map(
        all.data.map((c: { user: { id: string; is_verified: boolean } }) => [c.user.id, c.user.is_verified]),
      );
      expect(cards.get(verified.id)).toBe(true);
      expect(cards.get(unverified.id)).toBe(false);
      const set = await api().call('PATCH', '/api/profile/settings', {
        token: viewer.token,
        json: { verified_only: true },
      });
      expect(set.status).toBe(200);
      expect(set.data.settings.verified_only).toBe(true);
      const only = await api().get('/api/discover', { token: viewer.token });
      expect(only.data.map((c: { user: { id: string } }) => c.user.id)).toEqual([verified.id]);
    },
  );

  it('deletes the descriptor, challenges and fingerprints with the account', { timeout: MODEL_TIMEOUT }, async () => {
    const member = await withPhoto('lea');
    await verify(member);
    expect((await api().delete('/api/profile/me', { token: member.token })).status).toBe(204);
    for (const table of [faceDescriptors, selfieFingerprints, verificationChallenges]) {
      expect(await db().select({ n: count() }).from(table).where(eq(table.userId, member.id))).toEqual([{ n: 0 }]);
    }
  });
});

describe('photo verification with strict liveness thresholds set by the operator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { PHOTO_VERIFICATION_REAL_AT: '0.99' },
      overrides: { verificationPoses: () => ['straight', 'tilt_left'] },
    });
  });
  afterAll(() => server.close());

  it('refuses a selfie the anti-spoof model does not score as real enough', { timeout: MODEL_TIMEOUT }, async () => {
    const api = apiClient(server.url);
    const member = await registerUser(server);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await facePicture('lea'))], { type: 'image/jpeg' }), 'p.jpg');
    expect((await api.post('/api/profile/photos', { form, token: member.token })).status).toBe(201);
    const id = (await api.post('/api/verification/challenge', { token: member.token, json: { consent: true } })).data
      .challenge_id;
    const res = await api.post('/api/verification/selfies', {
      token: member.token,
      form: selfiesForm(id, [await lea.straight(401), await lea.tiltLeft(361)]),
    });
    expect(res.status).toBe(422);
    expect(res.data).toMatchObject({ code: 'verificationNotLive', params: { step: 1 } });
  });
});

describe('photo verification turned off by the operator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PHOTO_VERIFICATION: 'false' } });
  });
  afterAll(() => server.close());

  it('says it is not offered and opens no challenge', async () => {
    const api = apiClient(server.url);
    const member = await registerUser(server);
    expect((await api.get('/api/verification', { token: member.token })).data.available).toBe(false);
    const res = await api.post('/api/verification/challenge', { token: member.token, json: { consent: true } });
    expect(res.status).toBe(404);
    expect(res.data.code).toBe('verificationDisabled');
  });
});
