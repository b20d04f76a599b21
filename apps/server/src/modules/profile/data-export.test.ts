// The personal data export (GDPR art. 15 and 20) over real HTTP: a member with one of everything the
// service stores downloads a ZIP, the test unzips it and finds each item — and finds nothing private
// of anyone else (e-mails, password hashes, who rated them, the other side's swipes or reports).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentSessions, users } from '../../db/schema.js';
import { madeUpPushService } from '../../../test/push-endpoint.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import {
  completedMember,
  createConversation,
  createMatch,
  registerUser,
  type TestUser,
} from '../../../test/fixtures.js';
import * as img from '../../../test/images.js';
import { unzip } from '../../../test/zip.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  server = await startTestServer(madeUpPushService);
  api = apiClient(server.url);
});
afterAll(() => server.close());

/** A member who completed the questionnaire, in a cohort of one age so discover shows only this test's people. */
const member = (gender: 'homme' | 'femme', age: number, overrides: Record<string, unknown> = {}) =>
  completedMember(server, { gender, age, ...overrides });

async function download(token: string) {
  const res = await fetch(`${server.url}/api/profile/export`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const files = unzip(Buffer.from(await res.arrayBuffer()));
  const data = JSON.parse(files.get('data.json')!.toString('utf8'));
  return { res, files, data, text: files.get('data.json')!.toString('utf8') };
}

const sendMessage = (from: TestUser, matchId: string, content: string) => {
  const form = new FormData();
  form.set('content', content);
  return api.post(`/api/chat/${matchId}/messages`, { token: from.token, form });
};

describe('GET /api/profile/export', () => {
  it('is a ZIP with data.json and the photo files, holding one of everything stored about me', async () => {
    const age = 66;
    const me = await member('femme', age, { location: 'Lyon, France' });
    const partner = await member('homme', age, { name: 'Bastien' });
    const swiped = await member('homme', age, { name: 'Cyril' });
    const blocked = await registerUser(server, { name: 'Damien' });
    const reported = await registerUser(server, { name: 'Étienne' });
    const raters = await Promise.all([1, 2, 3].map(() => registerUser(server)));
    const { db } = server.app.database;

    // A photo, as uploaded.
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await img.jpeg(320, 320))]), 'moi.jpg');
    const photo = (await api.post('/api/profile/photos', { form, token: me.token })).data;
    const photoBytes = Buffer.from(await (await fetch(server.url + photo.url)).arrayBuffer());

    // A match with a conversation both ways, and my rating of them.
    const matchId = await createMatch(server, me, partner);
    expect((await sendMessage(me, matchId, 'Bonjour Bastien, envie d’un café ?')).status).toBe(201);
    expect((await sendMessage(partner, matchId, 'Avec plaisir, samedi ?')).status).toBe(201);
    const rating = { confiance: 5, serieux: 4, generosite: 3, comportement: 5, communication: 2 };
    expect(
      (
        await api.post('/api/ratings/submit', {
          token: me.token,
          json: { rated_user_id: partner.id, match_id: matchId, ...rating },
        })
      ).status,
    ).toBe(201);

    // A swipe, a block, a report and a testimonial, through the API.
    const swipeForm = new FormData();
    swipeForm.set('swiped_id', swiped.id);
    swipeForm.set('action', 'dislike');
    expect((await api.post('/api/swipe', { token: me.token, form: swipeForm })).status).toBe(200);
    expect((await api.post('/api/blocks', { token: me.token, json: { user_id: blocked.id } })).status).toBe(201);
    expect(
      (
        await api.post('/api/reports', {
          token: me.token,
          json: { user_id: reported.id, reason: 'scam', details: 'Demande de l’argent' },
        })
      ).status,
    ).toBe(201);
    const story = 'Nous nous sommes rencontrés grâce à Affinia et depuis nous voyageons ensemble partout.';
    const testimonial = await api.post('/api/testimonials/submit', {
      token: me.token,
      json: { name: 'Camille', age, location: 'Lyon', story, rating: 5, allow_publication: true },
    });
    expect(testimonial.status).toBe(201);

    // Ratings received: three, so one batch is published.
    for (const r of raters) {
      const id = await createConversation(server, r, me);
      await api.post('/api/ratings/submit', {
        token: r.token,
        json: {
          rated_user_id: me.id,
          match_id: id,
          confiance: 4,
          serieux: 4,
          generosite: 4,
          comportement: 4,
          communication: 4,
        },
      });
    }

    // A notification switch turned off: the export carries the stored choice, not the default.
    expect(
      (await api.put('/api/notifications/settings', { token: me.token, json: { mail: { message: false } } })).status,
    ).toBe(200);
    // "Préviens-moi" switched on from the empty deck.
    expect((await api.put('/api/discover/alert', { token: me.token, json: { enabled: true } })).status).toBe(200);
    // A browser subscribed to web push: its push service address is the member's data too.
    const pushEndpoint = 'https://push.example.com/send/export-test';
    const subscribed = await api.post('/api/notifications/push-subscriptions', {
      token: me.token,
      json: { endpoint: pushEndpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
    });
    expect(subscribed.status).toBe(201);

    // Location verification and the payment record, written as the geo and payment features write them.
    await db
      .update(users)
      .set({
        declaredCountry: 'FR',
        declaredLat: 45.76,
        declaredLon: 4.84,
        ipCountry: 'BE',
        locationDistanceKm: 560,
        suspicionLevel: 'medium',
        locationCheckedAt: new Date(),
      })
      .where(eq(users.id, me.id));
    await db.insert(paymentSessions).values({
      id: 'cs_test_export_reference',
      provider: 'sandbox',
      status: 'complete',
      paymentStatus: 'paid',
      amountCents: 1000,
      currency: 'usd',
      expiresAt: new Date(Date.now() + 3600_000),
      paidAt: new Date(),
      redeemedAt: new Date(),
      redeemedBy: me.id,
    });

    const { res, files, data, text } = await download(me.token);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="affinia-mes-donnees.zip"');
    expect(res.headers.get('cache-control')).toContain('no-store');

    expect(data.account).toMatchObject({ id: me.id, email: me.email, name: me.name, age, location: 'Lyon, France' });
    expect(data.profile.interests).toEqual(['music', 'travel', 'cooking']);
    expect(data.account).toMatchObject({ language: 'fr', email_verified_at: null });
    expect(data.settings).toMatchObject({ seeking_genders: ['homme'], age_min: age, age_max: age, is_paused: false });
    // The town discover measures from (declared as "Lyon, France"), the distance limit, no trip.
    expect(data.settings.place).toMatchObject({ id: expect.any(Number), centre: { lat: expect.any(Number) } });
    expect(data.settings).toMatchObject({ max_distance_km: 100, travel: null });
    expect(data.notification_settings).toEqual({
      mail: { match: true, message: false, reply_waiting: true, rated: true },
      push: { match: true, message: true, reply_waiting: false, rated: false },
      message_frequency: 'each',
    });
    expect(data.discover_alert).toEqual({ enabled: true, updated_at: expect.any(String) });
    expect(data.push_subscriptions).toEqual([
      { id: subscribed.data.id, endpoint: pushEndpoint, created_at: expect.any(String), last_success_at: null },
    ]);
    expect(data.pushes).toEqual([]);
    // The confirmation mail queued at sign-up: its kind and outcome, never the link it carried.
    expect(data.mails).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'confirm_email', to: me.email })]),
    );
    expect(text).not.toMatch(/confirm-email\?token=/);

    // The photo is in the archive, byte for byte what the app serves.
    expect(data.photos).toHaveLength(1);
    expect(data.photos[0]).toMatchObject({
      id: photo.id,
      content_type: expect.stringMatching(/^image\//),
      screening: 'visible',
      nudity_score: expect.any(Number),
    });
    expect(files.get(data.photos[0].file)).toEqual(photoBytes);

    // Four matches: Bastien, and the three people who rated me (rating needs a match).
    expect(data.matches).toHaveLength(4);
    expect(data.matches.find((m: { id: string }) => m.id === matchId)).toEqual(
      expect.objectContaining({
        id: matchId,
        with: { id: partner.id, name: 'Bastien', age, location: expect.any(String) },
        messages: [
          expect.objectContaining({ from_me: true, content: 'Bonjour Bastien, envie d’un café ?' }),
          expect.objectContaining({ from_me: false, content: 'Avec plaisir, samedi ?' }),
        ],
      }),
    );
    expect(data.swipes).toEqual([
      expect.objectContaining({ user: { id: swiped.id, name: 'Cyril' }, action: 'dislike' }),
    ]);
    expect(data.blocks).toEqual([expect.objectContaining({ user: { id: blocked.id, name: 'Damien' } })]);
    expect(data.reports_filed).toEqual([
      expect.objectContaining({
        user: { id: reported.id, name: 'Étienne' },
        reason: 'scam',
        details: 'Demande de l’argent',
      }),
    ]);
    expect(data.ratings_given).toEqual([
      expect.objectContaining({ match_id: matchId, user: { id: partner.id, name: 'Bastien' }, ...rating }),
    ]);
    expect(data.ratings_received).toEqual((await api.get('/api/ratings/my-scores', { token: me.token })).data);
    expect(data.ratings_received.total_ratings).toBe(3);
    expect(data.testimonials).toEqual([
      expect.objectContaining({
        id: testimonial.data.id,
        story,
        rating: 5,
        status: 'pending',
        allow_publication: true,
      }),
    ]);
    expect(data.location_verification).toMatchObject({
      declared_location: 'Lyon, France',
      declared_country: 'FR',
      ip_country: 'BE',
      distance_km: 560,
      suspicion_level: 'medium',
    });
    expect(data.payments).toEqual([
      expect.objectContaining({ reference: 'cs_test_export_reference', payment_status: 'paid', amount_cents: 1000 }),
    ]);

    // Nothing private of anyone else: no other e-mail, no password hash, not who rated me.
    const others = [partner, swiped, blocked, reported, ...raters];
    for (const other of others) expect(text).not.toContain(other.email);
    // The raters are matches like any other: nothing in the export says which of them rated me.
    for (const match of data.matches)
      expect(Object.keys(match).sort()).toEqual(['affinity_score', 'created_at', 'id', 'messages', 'with']);
    for (const rater of raters) expect(JSON.stringify(data.ratings_received)).not.toContain(rater.id);
    expect(text).not.toMatch(/argon2|\$scrypt|password/i);
    // My own hash is not there either: a password is not data I gave in a usable form.
    const [stored] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
    expect(text).not.toContain(stored!.hash);
  });

  it('gives the other side of the match only what they could already see of me', async () => {
    const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
    const matchId = await createMatch(server, a, b);
    await sendMessage(a, matchId, 'Salut !');
    await api.post('/api/reports', { token: a.token, json: { user_id: b.id, reason: 'other', details: 'Privé' } });
    const { data, text } = await download(b.token);
    expect(text).not.toContain(a.email);
    expect(data.reports_filed).toEqual([]);
    expect(data.matches[0].with).toEqual({ id: a.id, name: a.displayName, age: 29, location: 'Lyon, France' });
    expect(data.matches[0].messages).toEqual([expect.objectContaining({ from_me: false, content: 'Salut !' })]);
  });

  it('needs a valid token, and a token only ever exports its own account', async () => {
    expect((await api.get('/api/profile/export')).status).toBe(401);
    expect((await api.get('/api/profile/export', { token: 'bad.token' })).status).toBe(401);
    expect((await api.get('/api/profile/export', { token: 'x', headers: { authorization: 'Basic abc' } })).status).toBe(
      401,
    );
    const [a, b] = await Promise.all([registerUser(server), registerUser(server)]);
    const { data, text } = await download(b.token);
    expect(data.account.id).toBe(b.id);
    expect(text).not.toContain(a.email);
    // A forged query or header does not point the export at someone else.
    const forged = await fetch(`${server.url}/api/profile/export?user_id=${a.id}`, {
      headers: { authorization: `Bearer ${b.token}`, 'x-user-id': a.id },
    });
    const forgedData = JSON.parse(
      unzip(Buffer.from(await forged.arrayBuffer()))
        .get('data.json')!
        .toString('utf8'),
    );
    expect(forgedData.account.id).toBe(b.id);
  });
});
