// Deletion leaves nothing (issue 13, item 10; decision 004). A member with one of everything —
// profile, photo, match and conversation, swipe, block, ratings given, testimonials in every state,
// reports open and closed — deletes their account; the test then reads every row of every table, as
// someone holding a copy of the database would, and looks for anything that still points at them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, reports, testimonials } from '../../db/schema.js';
import { madeUpPushService } from '../../../test/push-endpoint.js';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { createMatch, registerAdmin, registerUser, type TestUser } from '../../../test/fixtures.js';
import * as img from '../../../test/images.js';

let server: TestServer;
let api: ReturnType<typeof apiClient>;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer(madeUpPushService);
  api = apiClient(server.url);
  admin = await registerAdmin(server);
});
afterAll(() => server.close());

/** Every row of every table of the application's schema, as JSON text, one string per row. */
async function everyRow(): Promise<string[]> {
  const { db } = server.app.database;
  const tables = (await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const rows: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const result = (await db.execute(
      sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table)} t`,
    )) as unknown as { rows: { row: string }[] };
    rows.push(...result.rows.map((r) => `${table}: ${r.row}`));
  }
  return rows;
}

const submitTestimonial = async (author: TestUser, story: string, allowPublication = true) => {
  const res = await api.post('/api/testimonials/submit', {
    token: author.token,
    json: { name: 'Éloïse', age: 41, location: 'Quimperlé', story, rating: 4, allow_publication: allowPublication },
  });
  expect(res.status).toBe(201);
  return res.data.id as string;
};
const review = (id: string, action: 'approve' | 'reject') =>
  api.post(`/api/admin/testimonials/${id}/${action}`, { token: admin.token });
const report = (from: TestUser, about: TestUser, details: string) =>
  api.post('/api/reports', { token: from.token, json: { user_id: about.id, reason: 'harassment', details } });

describe('deleting an account', () => {
  it('leaves no row that names, describes or links to the member', async () => {
    const body = newUser({ name: 'Éloïse Kerbrat', location: 'Quimperlé, France' });
    const registered = await api.post('/api/auth/register', { json: body });
    const me: TestUser = {
      id: registered.data.user.id,
      token: registered.data.token,
      email: body.email,
      password: body.password,
      name: body.name,
      displayName: registered.data.user.display_name,
    };
    const [partner, blocked, reportedOpen, reportedClosed] = (await Promise.all(
      [1, 2, 3, 4].map(() => registerUser(server)),
    )) as [TestUser, TestUser, TestUser, TestUser];

    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await img.jpeg(200, 200))]), 'moi.jpg');
    expect((await api.post('/api/profile/photos', { form, token: me.token })).status).toBe(201);
    const matchId = await createMatch(server, me, partner);
    const message = new FormData();
    message.set('content', 'Je vis à Quimperlé depuis toujours');
    expect((await api.post(`/api/chat/${matchId}/messages`, { token: me.token, form: message })).status).toBe(201);
    // An answer: a rating needs a conversation (decision 049).
    const answer = new FormData();
    answer.set('content', 'Enchanté !');
    expect((await api.post(`/api/chat/${matchId}/messages`, { token: partner.token, form: answer })).status).toBe(201);
    const rated = await api.post('/api/ratings/submit', {
      token: me.token,
      json: {
        rated_user_id: partner.id,
        match_id: matchId,
        confiance: 5,
        serieux: 5,
        generosite: 5,
        comportement: 5,
        communication: 5,
      },
    });
    expect(rated.status).toBe(201);
    await api.post('/api/blocks', { token: me.token, json: { user_id: blocked.id } });

    // Testimonials in every state: published, pending, rejected, approved without consent.
    const published = await submitTestimonial(
      me,
      'Histoire publiée : nous avons marché ensemble sur les quais de Quimperlé.',
    );
    const pending = await submitTestimonial(
      me,
      'Histoire en attente : un premier rendez-vous réussi au bord de la Laïta.',
    );
    const rejected = await submitTestimonial(
      me,
      'Histoire refusée : un texte que l’équipe a choisi de ne pas publier du tout.',
    );
    const noConsent = await submitTestimonial(
      me,
      'Histoire privée : approuvée mais sans accord de publication de l’auteur.',
      false,
    );
    expect((await review(published, 'approve')).status).toBe(200);
    expect((await review(rejected, 'reject')).status).toBe(200);
    expect((await review(noConsent, 'approve')).status).toBe(200);

    // Reports: one still open, one already closed. The details name the reporter, as people write them.
    expect((await report(me, reportedOpen, 'Signalé par Éloïse : insultes répétées')).status).toBe(201);
    expect((await report(me, reportedClosed, 'Signalé par Éloïse : faux profil')).status).toBe(201);
    const [openRow] = await server.app.database.db
      .select()
      .from(reports)
      .where(eq(reports.reportedId, reportedOpen.id));
    const [closedRow] = await server.app.database.db
      .select()
      .from(reports)
      .where(eq(reports.reportedId, reportedClosed.id));
    expect((await api.post(`/api/admin/reports/${closedRow!.id}/resolve`, { token: admin.token })).status).toBe(200);

    // A notification about her still waiting to go out to her partner (the mail worker may have sent
    // the real one already, so one is queued for later by hand): it must not outlive her account.
    await server.app.database.db.insert(mailOutbox).values({
      userId: partner.id,
      toAddress: partner.email,
      template: 'new_message',
      params: { match_id: matchId, sender_name: me.name },
      nextAttemptAt: new Date(Date.now() + 3600_000),
    });
    // Her browser's push subscription, and a push about her waiting for her partner's browser.
    const pushKeys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    for (const who of [me, partner]) {
      const subscribed = await api.post('/api/notifications/push-subscriptions', {
        token: who.token,
        json: { endpoint: `https://push.example.com/send/${who.id}`, keys: pushKeys },
      });
      expect(subscribed.status).toBe(201);
    }
    await server.app.database.db.execute(sql`
      INSERT INTO push_outbox (user_id, subscription_id, kind, params, next_attempt_at)
      SELECT user_id, id, 'new_message', jsonb_build_object('match_id', ${matchId}::text), now() + interval '1 hour'
      FROM push_subscriptions WHERE user_id = ${partner.id}`);
    expect((await api.delete('/api/profile/me', { token: me.token })).status).toBe(204);
    const pushesAboutHer = await server.app.database.db.execute(
      sql`SELECT id FROM push_outbox WHERE params->>'match_id' = ${matchId}`,
    );
    expect((pushesAboutHer as unknown as { rows: unknown[] }).rows).toEqual([]);

    // Published: a first initial and the stars, nothing else; every other testimonial is gone.
    const publicList = (await api.get('/api/testimonials')).data as { id: string }[];
    expect(publicList.find((t) => t.id === published)).toEqual({
      id: published,
      name: 'É.',
      age: null,
      location: null,
      story: null,
      rating: 4,
      created_at: expect.any(String),
    });
    const remaining = await server.app.database.db.select().from(testimonials);
    for (const id of [pending, rejected, noConsent]) expect(remaining.some((t) => t.id === id)).toBe(false);

    // Reports: the open one keeps what moderation needs to act (reason, details), without the reporter;
    // the closed one keeps only the fact and the decision.
    const queue = (await api.get('/api/admin/reports', { token: admin.token })).data as any[];
    expect(queue.find((r) => r.id === openRow!.id)).toMatchObject({
      reason: 'harassment',
      details: 'Signalé par Éloïse : insultes répétées',
      reporter: null,
      reported: { id: reportedOpen.id },
    });
    const resolved = (await api.get('/api/admin/reports?status=resolved', { token: admin.token })).data as any[];
    expect(resolved.find((r) => r.id === closedRow!.id)).toMatchObject({
      reason: 'harassment',
      details: '',
      reporter: null,
    });

    // Closing the open one now erases its details too.
    const closed = await api.post(`/api/admin/reports/${openRow!.id}/dismiss`, { token: admin.token });
    expect(closed.data).toMatchObject({ status: 'dismissed', details: '', reporter: null });

    // And in the whole database, nothing left that identifies or links to the member.
    const rows = await everyRow();
    for (const needle of [me.id, me.email, 'Éloïse', 'Kerbrat', 'Quimperlé', 'Laïta', 'Histoire'])
      expect(
        rows.filter((r) => r.includes(needle)),
        `rows still holding "${needle}"`,
      ).toEqual([]);
  });

  it('an admin deleting an author does the same as the author’s own deletion', async () => {
    const author = await registerUser(server);
    const id = await submitTestimonial(author, 'Une histoire encore en attente de relecture par l’équipe Affinia.');
    expect((await api.delete(`/api/admin/users/${author.id}`, { token: admin.token })).status).toBe(204);
    const rows = await server.app.database.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(rows).toEqual([]);
  });
});
