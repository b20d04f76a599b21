// Moderation decisions over real HTTP (issue 18 part 3, DSA Art. 17): the admin warns, suspends or bans
// with a ground and a statement; the member is mailed the statement in their language and sees their
// decisions; a suspension or ban ends every session, hides them from discover and refuses their
// sign-in with the statement (only to someone who knows the password); a suspension that is over is
// lifted at the next sign-in; a decision can close the report it answers. Admin-only, validated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorDetail } from '@affinia/contract';
import { mailOutbox, reports, users } from '../../db/schema.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import { completedMember, registerAdmin, registerUser, type TestUser } from '../../../test/fixtures.js';
import { renderMail } from '../mail/templates.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server.url);
  admin = await registerAdmin(server);
});
afterAll(() => server.close());

const STATEMENT = 'Messages insultants envoyés à plusieurs membres le 20 novembre, malgré un avertissement.';
const decide = (target: string, body: Record<string, unknown>, token = admin.token) =>
  api.post(`/api/admin/users/${target}/moderation`, { token, json: body });
const login = (who: TestUser) => api.post('/api/auth/login', { json: { email: who.email, password: who.password } });
const discoverIds = async (viewer: TestUser) =>
  ((await api.get('/api/discover', { token: viewer.token })).data as { user: { id: string } }[]).map((i) => i.user.id);
/** Statements of reasons queued for a member (their sign-up's confirmation mail aside). */
const mailsTo = async (userId: string) =>
  (await server.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId))).filter(
    (m) => m.template === 'moderation_decision',
  );

describe('moderation decisions', () => {
  it('warns: the member keeps their account, is mailed the statement and sees it', async () => {
    const member = await registerUser(server);
    const res = await decide(member.id, { action: 'warn', ground: 'terms', statement: STATEMENT });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ action: 'warn', ground: 'terms', statement: STATEMENT, suspended_until: null });
    expect((await login(member)).status).toBe(200);
    const mine = await api.get('/api/moderation/decisions', { token: member.token });
    expect(mine.data).toEqual([res.data]);
    expect(await mailsTo(member.id)).toHaveLength(1);
  });

  it('suspends: sessions end, discover forgets them, sign-in quotes the statement until the day it ends', async () => {
    const viewer = await completedMember(server, { gender: 'homme', age: 71 });
    const member = await completedMember(server, { gender: 'femme', age: 71 });
    expect(await discoverIds(viewer)).toContain(member.id);

    const res = await decide(member.id, { action: 'suspend', days: 7, ground: 'terms', statement: STATEMENT });
    expect(res.status).toBe(201);
    const until = res.data.suspended_until.slice(0, 10);
    expect((await api.get('/api/profile/me', { token: member.token })).status).toBe(401);
    expect(await discoverIds(viewer)).not.toContain(member.id);
    const refused = await login(member);
    expect(refused.status).toBe(403);
    expect(refused.data).toEqual({
      detail: errorDetail('accountSuspended', { until, statement: STATEMENT }),
      code: 'accountSuspended',
      params: { until, statement: STATEMENT },
    });
    // A wrong password learns nothing about the suspension.
    const guess = await api.post('/api/auth/login', { json: { email: member.email, password: 'pas le bon mot' } });
    expect(guess.status).toBe(401);

    // The day has passed: the next sign-in lifts it and the member is shown again.
    await server.app.database.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, member.id));
    const back = await login(member);
    expect(back.status).toBe(200);
    const [row] = await server.app.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.suspendedUntil).toBeNull();
    expect(await discoverIds(viewer)).toContain(member.id);
  });

  it('bans and closes the report it answers', async () => {
    const reporter = await registerUser(server);
    const member = await registerUser(server);
    const filed = await api.post('/api/reports', {
      token: reporter.token,
      json: { user_id: member.id, reason: 'harassment' },
    });
    expect(filed.status).toBe(201);
    const [report] = await server.app.database.db.select().from(reports).where(eq(reports.reportedId, member.id));
    const res = await decide(member.id, {
      action: 'ban',
      ground: 'illegal_content',
      statement: STATEMENT,
      report_id: report!.id,
    });
    expect(res.status).toBe(201);
    const refused = await login(member);
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe('accountBanned');
    const [closed] = await server.app.database.db.select().from(reports).where(eq(reports.id, report!.id));
    expect(closed?.status).toBe('resolved');
  });

  it('refuses what is not a decision, and a report about someone else, leaving nothing behind', async () => {
    const member = await registerUser(server);
    const other = await registerUser(server);
    const filed = await api.post('/api/reports', { token: member.token, json: { user_id: other.id, reason: 'scam' } });
    expect(filed.status).toBe(201);
    const [aboutOther] = await server.app.database.db.select().from(reports).where(eq(reports.reportedId, other.id));
    const cases: [Record<string, unknown>, number][] = [
      [{ action: 'suspend', ground: 'terms', statement: STATEMENT }, 400], // no duration
      [{ action: 'warn', days: 3, ground: 'terms', statement: STATEMENT }, 400], // a duration for a warning
      [{ action: 'suspend', days: 91, ground: 'terms', statement: STATEMENT }, 400],
      [{ action: 'warn', ground: 'terms', statement: 'trop court' }, 400],
      [{ action: 'delete', ground: 'terms', statement: STATEMENT }, 400],
      [{ action: 'warn', ground: 'vibes', statement: STATEMENT }, 400],
      [{ action: 'ban', ground: 'terms', statement: STATEMENT, report_id: aboutOther!.id }, 404],
    ];
    for (const [body, status] of cases)
      expect((await decide(member.id, body)).status, JSON.stringify(body)).toBe(status);
    expect((await api.get('/api/moderation/decisions', { token: member.token })).data).toEqual([]);
    expect((await login(member)).status).toBe(200);
    expect(await mailsTo(member.id)).toEqual([]);
    expect((await decide(admin.id, { action: 'warn', ground: 'terms', statement: STATEMENT })).status).toBe(400);
    expect(
      (await decide('0b6d1f2e-3c4a-4b5c-8d9e-0f1a2b3c4d5e', { action: 'warn', ground: 'terms', statement: STATEMENT }))
        .status,
    ).toBe(404);
  });

  it('is for admins only; a member reads only their own decisions', async () => {
    const member = await registerUser(server);
    const body = { action: 'warn', ground: 'terms', statement: STATEMENT };
    expect((await api.post(`/api/admin/users/${member.id}/moderation`, { json: body })).status).toBe(401);
    expect((await decide(member.id, body, 'not-a-token')).status).toBe(401);
    expect((await decide(member.id, body, member.token)).status).toBe(403);
    expect((await api.get('/api/moderation/decisions')).status).toBe(401);
    expect((await api.get('/api/moderation/decisions', { token: 'not-a-token' })).status).toBe(401);
    const warned = await registerUser(server);
    expect((await decide(warned.id, body)).status).toBe(201);
    expect((await api.get('/api/moderation/decisions', { token: member.token })).data).toEqual([]);
  });

  it('writes the statement of reasons in the member’s language, with the ground, human review and redress', () => {
    const params = { action: 'suspend', ground: 'illegal_content', statement: STATEMENT, until: '2026-12-02' };
    const ctx = { name: 'Lena', publicOrigin: 'https://affinia.example' };
    const de = renderMail('moderation_decision', params, { ...ctx, language: 'de' });
    expect(de.subject).toBe('Dein Konto ist gesperrt');
    expect(de.text).toContain('bis zum 2026-12-02 gesperrt');
    expect(de.text).toContain(STATEMENT);
    expect(de.text).toContain('ein nach dem Gesetz rechtswidriger Inhalt');
    expect(de.text).toContain('kein automatisiertes System');
    expect(de.text).toContain('anfechten');
    const fr = renderMail('moderation_decision', { ...params, statement: '<b>x</b> & y' }, { ...ctx, language: 'fr' });
    expect(fr.subject).toBe('Votre compte est suspendu');
    expect(fr.html).toContain('&lt;b&gt;x&lt;/b&gt; &amp; y');
  });
});
