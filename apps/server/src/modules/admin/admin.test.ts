// The admin API over real HTTP: who may call it, the statistics across deletions and the free-tier
// boundary, the suspicious-locations list, user deletion, moderation, and the admin command.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@affinia/contract';
import { reports, testimonials, users } from '../../db/schema.js';
import { registerAdmin, registerUser, type TestUser } from '../../../test/fixtures.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { verifyPassword } from '../auth/passwords.js';
import { grantAdmin } from './admin-cli.js';

const UNKNOWN_ID = '0b6d1f2e-3c4a-4b5c-8d9e-0f1a2b3c4d5e';

describe('authorization of every admin endpoint', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    api = apiClient(server.url);
    admin = await registerAdmin(server);
    member = await registerUser(server);
  });
  afterAll(() => server.close());

  // [method, path, what the admin gets]
  const endpoints: Array<[string, string, number]> = [
    ['GET', '/api/admin/stats', 200],
    ['GET', '/api/admin/overview', 200],
    ['POST', '/api/admin/demo/reset', 200],
    ['GET', '/api/admin/suspicious-locations', 200],
    ['DELETE', `/api/admin/users/${UNKNOWN_ID}`, 404],
    ['GET', '/api/admin/testimonials', 200],
    ['POST', `/api/admin/testimonials/${UNKNOWN_ID}/approve`, 404],
    ['POST', `/api/admin/testimonials/${UNKNOWN_ID}/reject`, 404],
    ['GET', '/api/admin/reports', 200],
    ['GET', '/api/admin/scam-signals', 200],
    ['POST', `/api/admin/reports/${UNKNOWN_ID}/resolve`, 404],
    ['POST', `/api/admin/reports/${UNKNOWN_ID}/dismiss`, 404],
  ];

  it.each(endpoints)(
    '%s %s: 401 without or with a bad token, 403 for a member, allowed for an admin',
    async (method, path, adminStatus) => {
      const none = await api.call(method, path);
      expect(none.status).toBe(401);
      expect(none.data).toMatchObject({ detail: MSG.notAuthenticated });

      const bad = await api.call(method, path, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.forged' });
      expect(bad.status).toBe(401);
      expect(bad.data).toMatchObject({ detail: MSG.invalidToken });

      const forbidden = await api.call(method, path, { token: member.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.data).toMatchObject({ detail: MSG.adminOnly });

      const allowed = await api.call(method, path, { token: admin.token });
      expect(allowed.status).toBe(adminStatus);
      expect(allowed.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('stops a demoted admin at once (the role is read on every request)', async () => {
    const former = await registerAdmin(server);
    expect((await api.get('/api/admin/stats', { token: former.token })).status).toBe(200);
    await server.app.database.db.update(users).set({ role: 'user' }).where(eq(users.id, former.id));
    expect((await api.get('/api/admin/stats', { token: former.token })).status).toBe(403);
  });

  it('checks the session before looking at the request (a member learns nothing from validation)', async () => {
    const res = await api.get('/api/admin/testimonials?status=bogus', { token: member.token });
    expect(res.status).toBe(403);
    const asAdmin = await api.get('/api/admin/testimonials?status=bogus', { token: admin.token });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.data).toMatchObject({ detail: MSG.invalidField('status') });
  });
});

describe('statistics across deletions and the free-tier boundary', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    server = await startTestServer({ env: { FREE_SIGNUP_LIMIT: '3' } });
    api = apiClient(server.url);
  });
  afterAll(() => server.close());

  it('counts accounts, free places used and left, and never gives a place back', async () => {
    // The first admin is an operator account made by the command: it takes no free place.
    const created = await grantAdmin(server.app.database, {
      email: 'boss@example.com',
      password: 'Une phrase de passe solide 42',
    });
    expect(created.outcome).toBe('created');
    const login = await api.post('/api/auth/login', {
      json: { email: 'boss@example.com', password: 'Une phrase de passe solide 42' },
    });
    const token = login.data.token as string;
    // The counts only: test_payments is the payment provider's (security/payments-fail-closed.test.ts).
    const stats = async () => {
      const { test_payments: _provider, ...counts } = (await api.get('/api/admin/stats', { token })).data;
      return counts;
    };

    expect(await stats()).toEqual({
      total_users: 1,
      free_signups: 0,
      remaining_free: 3,
      suspicious_locations: 0,
      confirmed_emails: 0,
    });
    const a = await registerUser(server);
    const b = await registerUser(server);
    expect(await stats()).toEqual({
      total_users: 3,
      free_signups: 2,
      remaining_free: 1,
      suspicious_locations: 0,
      confirmed_emails: 0,
    });

    // Deleting an account removes it from the total; its free place stays used (decision 001/004).
    expect((await api.delete(`/api/admin/users/${a.id}`, { token })).status).toBe(204);
    expect(await stats()).toEqual({
      total_users: 2,
      free_signups: 2,
      remaining_free: 1,
      suspicious_locations: 0,
      confirmed_emails: 0,
    });

    await registerUser(server);
    expect(await stats()).toEqual({
      total_users: 3,
      free_signups: 3,
      remaining_free: 0,
      suspicious_locations: 0,
      confirmed_emails: 0,
    });

    // Past the limit a registration asks for payment and creates nothing.
    const refused = await api.post('/api/auth/register', { json: newUser() });
    expect(refused.status).toBe(200);
    expect(refused.data.needs_payment).toBe(true);
    expect(await stats()).toEqual({
      total_users: 3,
      free_signups: 3,
      remaining_free: 0,
      suspicious_locations: 0,
      confirmed_emails: 0,
    });

    // A member deleting their own account counts the same way.
    expect((await api.delete('/api/profile/me', { token: b.token })).status).toBe(204);
    expect(await stats()).toEqual({
      total_users: 2,
      free_signups: 3,
      remaining_free: 0,
      suspicious_locations: 0,
      confirmed_emails: 0,
    });
  });
});

describe('suspicious locations and deleting users', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    api = apiClient(server.url);
    admin = await registerAdmin(server);
  });
  afterAll(() => server.close());

  const registerFrom = async (location: string, ip: string, name: string) =>
    registerUser(server, { location, name, age: 34 }).then(async (u) => {
      // Log in again from the given address: the check is refreshed at login.
      const res = await api.post('/api/auth/login', {
        json: { email: u.email, password: u.password },
        headers: { 'x-forwarded-for': ip },
      });
      expect(res.status).toBe(200);
      return u;
    });

  it('lists medium and high verdicts only, most suspicious first, with e-mail and verification', async () => {
    const honest = await registerFrom('Paris, France', '80.67.169.12', 'Honnête');
    const border = await registerFrom('Genève', '80.67.169.12', 'Frontalière');
    const farAway = await registerFrom('Paris', '212.217.0.1', 'Lointaine');
    const fartherAway = await registerFrom('Lyon', '8.8.8.8', 'Très lointaine');

    const res = await api.get('/api/admin/suspicious-locations', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.data.map((u: any) => u.name)).toEqual(['Très lointaine', 'Lointaine', 'Frontalière']);
    const [first] = res.data;
    expect(first).toEqual({
      id: fartherAway.id,
      name: 'Très lointaine',
      email: fartherAway.email,
      age: 34,
      location: 'Lyon',
      declared_country: 'FR',
      location_verification: { ip_country: 'US', distance: expect.any(Number), suspicion_level: 'high' },
      checked_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(res.data[1].location_verification.distance).toBeLessThan(first.location_verification.distance);
    expect(res.data[2].location_verification).toMatchObject({ ip_country: 'FR', suspicion_level: 'medium' });
    // Coordinates stay private even here.
    expect(JSON.stringify(res.data)).not.toMatch(/lat|lon/);
    expect(res.data.some((u: any) => u.id === honest.id)).toBe(false);

    const stats = await api.get('/api/admin/stats', { token: admin.token });
    expect(stats.data.suspicious_locations).toBe(3);

    // Deleting a flagged user removes them from the list and the count.
    expect((await api.delete(`/api/admin/users/${farAway.id}`, { token: admin.token })).status).toBe(204);
    const after = await api.get('/api/admin/suspicious-locations', { token: admin.token });
    expect(after.data.map((u: any) => u.id)).not.toContain(farAway.id);
    expect((await api.get('/api/admin/stats', { token: admin.token })).data.suspicious_locations).toBe(2);
    expect(border.id).toBeTruthy();
  });

  it('deletes a user exactly as account deletion does: the row, their session, their e-mail freed', async () => {
    const victim = await registerUser(server);
    const res = await api.delete(`/api/admin/users/${victim.id}`, { token: admin.token });
    expect(res.status).toBe(204);
    expect(await server.app.database.db.select().from(users).where(eq(users.id, victim.id))).toEqual([]);
    expect((await api.get('/api/profile/me', { token: victim.token })).status).toBe(401);
    expect(
      (await api.post('/api/auth/login', { json: { email: victim.email, password: victim.password } })).status,
    ).toBe(401);
    expect((await api.delete(`/api/admin/users/${victim.id}`, { token: admin.token })).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id and 409 for the admin themselves', async () => {
    for (const id of [UNKNOWN_ID, 'abc', '1', `${UNKNOWN_ID}x`]) {
      const res = await api.delete(`/api/admin/users/${id}`, { token: admin.token });
      expect(res.status).toBe(404);
      expect(res.data).toMatchObject({ detail: MSG.userNotFound });
    }
    const self = await api.delete(`/api/admin/users/${admin.id}`, { token: admin.token });
    expect(self.status).toBe(409);
    expect(self.data).toMatchObject({ detail: MSG.adminCannotDeleteSelf });
    expect((await api.get('/api/admin/stats', { token: admin.token })).status).toBe(200);
  });
});

describe('moderation', () => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_TESTIMONIALS_PER_IP: '10000' } });
    api = apiClient(server.url);
    admin = await registerAdmin(server);
  });
  afterAll(() => server.close());

  const story = 'Une belle rencontre, des discussions passionnantes et un premier rendez-vous réussi.';
  const submit = async (name: string, allow = true) =>
    (
      await api.post('/api/testimonials/submit', {
        json: { name, age: 40, location: 'Bruxelles', story, rating: 4, allow_publication: allow },
      })
    ).data.id as string;

  it('lists pending testimonials oldest first; approving publishes, rejecting does not', async () => {
    const first = await submit('Première');
    const second = await submit('Seconde');
    const third = await submit('Troisième', false);

    const pending = await api.get('/api/admin/testimonials', { token: admin.token });
    expect(pending.data.map((t: any) => t.id)).toEqual([first, second, third]);
    expect(pending.data[2]).toMatchObject({
      name: 'Troisième',
      allow_publication: false,
      status: 'pending',
      user_id: null,
      reviewed_at: null,
    });

    const approved = await api.post(`/api/admin/testimonials/${first}/approve`, { token: admin.token });
    expect(approved.status).toBe(200);
    expect(approved.data).toMatchObject({ id: first, status: 'approved', reviewed_at: expect.any(String) });
    expect((await api.post(`/api/admin/testimonials/${second}/reject`, { token: admin.token })).data.status).toBe(
      'rejected',
    );
    // Approved without consent: kept approved, never public.
    await api.post(`/api/admin/testimonials/${third}/approve`, { token: admin.token });

    expect((await api.get('/api/admin/testimonials', { token: admin.token })).data).toEqual([]);
    const published = await api.get('/api/testimonials');
    expect(published.data.map((t: any) => t.id)).toEqual([first]);
    const approvedList = await api.get('/api/admin/testimonials?status=approved', { token: admin.token });
    expect(approvedList.data.map((t: any) => t.id).sort()).toEqual([first, third].sort());

    // A decision can be reversed: withdrawing takes it off the public page.
    await api.post(`/api/admin/testimonials/${first}/reject`, { token: admin.token });
    expect((await api.get('/api/testimonials')).data).toEqual([]);
    expect((await api.post('/api/admin/testimonials/nope/approve', { token: admin.token })).data).toMatchObject({
      detail: MSG.testimonialNotFound,
    });
  });

  it('lists open reports with both parties, and resolves or dismisses them', async () => {
    const reporter = await registerUser(server, { name: 'Alice' });
    const reported = await registerUser(server, { name: 'Bob' });
    const other = await registerUser(server, { name: 'Chloé' });
    const { db } = server.app.database;
    // Reports are written by the safety feature; here they are inserted as it would, a second apart
    // (PGlite's clock has millisecond resolution: three inserts in one millisecond would tie).
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    const [r1] = await db
      .insert(reports)
      .values({
        reporterId: reporter.id,
        reportedId: reported.id,
        reason: 'harassment',
        details: 'Messages insistants',
        createdAt: at(3),
      })
      .returning();
    const [r2] = await db
      .insert(reports)
      .values({ reporterId: other.id, reportedId: reported.id, reason: 'fake_profile', createdAt: at(2) })
      .returning();
    const [r3] = await db
      .insert(reports)
      .values({ reporterId: reported.id, reportedId: other.id, reason: 'scam', createdAt: at(1) })
      .returning();

    const open = await api.get('/api/admin/reports', { token: admin.token });
    expect(open.status).toBe(200);
    expect(open.data.map((r: any) => r.id)).toEqual([r1!.id, r2!.id, r3!.id]);
    expect(open.data[0]).toEqual({
      id: r1!.id,
      reason: 'harassment',
      details: 'Messages insistants',
      status: 'open',
      created_at: expect.any(String),
      reporter: { id: reporter.id, name: 'Alice', email: reporter.email },
      reported: { id: reported.id, name: 'Bob', email: reported.email },
      message: null,
      reported_flagged_messages: 0,
    });

    const resolved = await api.post(`/api/admin/reports/${r1!.id}/resolve`, { token: admin.token });
    expect(resolved.data).toMatchObject({ id: r1!.id, status: 'resolved' });
    expect((await api.post(`/api/admin/reports/${r2!.id}/dismiss`, { token: admin.token })).data.status).toBe(
      'dismissed',
    );
    expect((await api.get('/api/admin/reports', { token: admin.token })).data.map((r: any) => r.id)).toEqual([r3!.id]);
    expect(
      (await api.get('/api/admin/reports?status=resolved', { token: admin.token })).data.map((r: any) => r.id),
    ).toEqual([r1!.id]);

    // The reporter deleting their account leaves the report, without them; reports about a deleted user go.
    await api.delete(`/api/admin/users/${other.id}`, { token: admin.token });
    const dismissed = await api.get('/api/admin/reports?status=dismissed', { token: admin.token });
    expect(dismissed.data[0]).toMatchObject({ id: r2!.id, reporter: null });
    expect((await api.get('/api/admin/reports', { token: admin.token })).data).toEqual([]);
    expect((await api.post('/api/admin/reports/nope/resolve', { token: admin.token })).status).toBe(404);
  });

  it('removes a not yet published testimonial when an admin deletes its author (decision 004)', async () => {
    const author = await registerUser(server);
    const res = await api.post('/api/testimonials/submit', {
      json: { name: 'Auteur', age: 30, location: 'Namur', story, rating: 5, allow_publication: true },
      token: author.token,
    });
    await api.delete(`/api/admin/users/${author.id}`, { token: admin.token });
    const rows = await server.app.database.db.select().from(testimonials).where(eq(testimonials.id, res.data.id));
    expect(rows).toEqual([]);
  });
});

describe('the admin command (grantAdmin)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('promotes an existing account, once', async () => {
    const user = await registerUser(server);
    expect(await grantAdmin(server.app.database, { email: user.email.toUpperCase() })).toEqual({
      outcome: 'promoted',
      email: user.email,
    });
    expect(await grantAdmin(server.app.database, { email: user.email })).toMatchObject({ outcome: 'already-admin' });
    expect((await apiClient(server.url).get('/api/admin/stats', { token: user.token })).status).toBe(200);
  });

  it('creates a paused operator account with a generated password that works', async () => {
    const result = await grantAdmin(server.app.database, { email: 'ops@example.com', name: 'Équipe' });
    expect(result.outcome).toBe('created');
    const password = result.outcome === 'created' ? result.generatedPassword! : '';
    const [row] = await server.app.database.db.select().from(users).where(eq(users.email, 'ops@example.com'));
    expect(row).toMatchObject({ role: 'admin', name: 'Équipe', isPaused: true, questionnaireCompletedAt: null });
    expect(await verifyPassword(row!.passwordHash, password)).toBe(true);
  });

  it('refuses a bad e-mail or a weak password', async () => {
    await expect(grantAdmin(server.app.database, { email: 'pas-une-adresse' })).rejects.toThrow(/Invalid e-mail/);
    await expect(grantAdmin(server.app.database, { email: 'weak@example.com', password: 'password' })).rejects.toThrow(
      /Password refused/,
    );
  });
});
