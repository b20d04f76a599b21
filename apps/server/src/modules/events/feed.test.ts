// The domain event feed (decision 057): member rows tell their own changes, a deleted member leaves only
// a tombstone that names no one, and a reader never skips an event whose transaction commits after a
// later one's — the case an "events after id N" reader gets wrong — nor holds back one committed
// before it read while another transaction still runs.
// Storage: also on PostgreSQL — only there do transactions commit out of id order. Decision 055.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { completedMember, registerUser } from '../../../test/fixtures.js';
import { apiClient, startTestServer, usingPostgres, type TestServer } from '../../../test/test-server.js';
import * as img from '../../../test/images.js';
import { rowsOf } from '../../db/rows.js';
import {
  cursorNow,
  cursorParams,
  eventsAfter,
  feedMovedSince,
  pruneEvents,
  type Cursor,
  type DomainEvent,
} from './feed.js';

let server: TestServer;
const db = () => server.app.database.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Everything the feed has after `cursor`, and where it stands then. */
async function readFrom(cursor: Cursor): Promise<{ events: DomainEvent[]; next: Cursor }> {
  return eventsAfter(db(), cursor);
}
const about = (events: DomainEvent[], id: string) =>
  events.filter((e) => e.type !== 'member.deleted' && e.subjectId === id).map((e) => e.type);

describe('member rows write their own events', () => {
  it('a sign-up, a profile save, a pause and a learned model each write one; a language or a credential change does not', async () => {
    const start = await cursorNow(db());
    const member = await registerUser(server);
    let read = await readFrom(start);
    expect(about(read.events, member.id)).toEqual(['member.joined']);

    const other = await completedMember(server, { gender: 'homme', age: 33 });
    read = await readFrom(read.next);
    expect(about(read.events, other.id)).toEqual(['member.joined', 'member.changed']);

    // Columns neither discover's index nor its cards read: no event.
    await db().execute(sql`UPDATE users SET language = 'de', token_version = token_version + 1 WHERE id = ${other.id}`);
    expect(about((await readFrom(read.next)).events, other.id)).toEqual([]);
    // What only a card shows (decision 074): the name others see, a published score.
    await db().execute(sql`UPDATE users SET display_name = 'Zoé' WHERE id = ${other.id}`);
    await db().execute(sql`INSERT INTO published_ratings (rated_id) VALUES (${other.id})`);
    read = await readFrom(read.next);
    expect(about(read.events, other.id)).toEqual(['member.changed']);
    await db().execute(sql`UPDATE published_ratings SET total_ratings = 3 WHERE rated_id = ${other.id}`);
    read = await readFrom(read.next);
    expect(about(read.events, other.id)).toEqual(['member.changed']);

    await db().execute(sql`UPDATE users SET is_paused = true WHERE id = ${other.id}`);
    await db().execute(
      sql`INSERT INTO preference_models (user_id, weights, swipe_count) VALUES (${other.id}, '{0.5}', 1)`,
    );
    await db().execute(sql`INSERT INTO discover_alerts (user_id, enabled) VALUES (${other.id}, true)`);
    const after = await readFrom(read.next);
    expect(about(after.events, other.id)).toEqual(['member.changed', 'model.learned', 'alert.changed']);
    // A learned model's event says how many swipes it learnt from (a process holding it at that count
    // does not read it again, decision 074).
    expect(after.events.find((e) => e.type === 'model.learned' && e.subjectId === other.id)).toMatchObject({
      swipes: 1,
    });
    // Read once: the next read from there has nothing of it.
    expect(about((await readFrom(after.next)).events, other.id)).toEqual([]);
  });

  it('a deletion erases the member’s events and leaves a tombstone with two hex digits of the id, no more', async () => {
    const start = await cursorNow(db());
    const member = await completedMember(server, { gender: 'femme', age: 41 });
    expect((await apiClient(server.url).delete('/api/profile/me', { token: member.token })).status).toBe(204);
    const { events } = await readFrom(start);
    expect(about(events, member.id)).toEqual([]);
    expect(events).toContainEqual({ type: 'member.deleted', bucket: member.id.slice(0, 2) });
    const rows = await rowsOf<{ row: string }>(db(), sql`SELECT row_to_json(e)::text AS row FROM domain_events e`);
    expect(rows.filter((r) => r.row.includes(member.id))).toEqual([]);
  });

  it('a photo added, put in another order, published after review or removed writes the member’s change', async () => {
    const member = await completedMember(server, { gender: 'femme', age: 42 });
    const api = apiClient(server.url);
    const start = await cursorNow(db());
    const ids: string[] = [];
    for (const width of [400, 401]) {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await img.jpeg(width, 500))], { type: 'image/jpeg' }), 'p.jpg');
      const res = await api.post('/api/profile/photos', { form, token: member.token });
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      ids.splice(0, ids.length, ...(res.data.photos as string[]));
    }
    let read = await readFrom(start);
    expect(about(read.events, member.id)).toEqual(['member.changed', 'member.changed']);

    expect(
      (await api.put('/api/profile/photos/order', { json: { photos: [...ids].reverse() }, token: member.token }))
        .status,
    ).toBe(200);
    // A card shows the photos in order (decision 074): each photo moved tells it.
    read = await readFrom(read.next);
    expect(about(read.events, member.id)).toEqual(['member.changed', 'member.changed']);

    // Held for review, then published by the admin: the count others see changes twice.
    await db().execute(sql`UPDATE photos SET screening = 'held' WHERE id = ${ids[0]}`);
    await db().execute(sql`UPDATE photos SET screening = 'visible' WHERE id = ${ids[0]}`);
    read = await readFrom(read.next);
    expect(about(read.events, member.id)).toEqual(['member.changed', 'member.changed']);

    expect((await api.delete(`/api/profile/photos/${ids[1]}`, { token: member.token })).status).toBe(200);
    expect(about((await readFrom(read.next)).events, member.id)).toEqual(['member.changed']);
  });

  it('a member deleted with their photos leaves no event naming them (the photos go after the member)', async () => {
    const start = await cursorNow(db());
    const member = await completedMember(server, { gender: 'homme', age: 42 });
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await img.jpeg(402, 500))], { type: 'image/jpeg' }), 'p.jpg');
    const api = apiClient(server.url);
    expect((await api.post('/api/profile/photos', { form, token: member.token })).status).toBe(201);
    expect((await api.delete('/api/profile/me', { token: member.token })).status).toBe(204);
    const { events } = await readFrom(start);
    expect(about(events, member.id)).toEqual([]);
    const rows = await rowsOf<{ row: string }>(db(), sql`SELECT row_to_json(e)::text AS row FROM domain_events e`);
    expect(rows.filter((r) => r.row.includes(member.id))).toEqual([]);
  });

  it('housekeeping prunes events older than a day, and only those', async () => {
    const member = await registerUser(server);
    await db().execute(
      sql`UPDATE domain_events SET created_at = now() - interval '25 hours' WHERE subject_id = ${member.id}`,
    );
    const fresh = await registerUser(server);
    expect(await pruneEvents(db())).toBeGreaterThanOrEqual(1);
    const left = await rowsOf<{ subject_id: string }>(
      db(),
      sql`SELECT subject_id FROM domain_events WHERE subject_id IN (${member.id}, ${fresh.id})`,
    );
    expect(left.map((r) => r.subject_id)).toEqual([fresh.id]);
  });
});

describe.runIf(usingPostgres())('a reader on PostgreSQL, with transactions that commit out of order', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: server.config.databaseUrl, max: 4 });
  });
  afterAll(async () => {
    await pool.end();
  });

  it('reads an event whose transaction committed after a later one’s, once, where "after id N" skips it', async () => {
    const [early, late] = [await registerUser(server), await registerUser(server)];
    const start = await cursorNow(db());
    const [lastId] = await rowsOf<{ id: string }>(
      db(),
      sql`SELECT coalesce(max(id), 0)::text AS id FROM domain_events`,
    );

    // The early transaction writes first (lower event id) and stays open; the late one commits.
    const slow = await pool.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(`UPDATE users SET bio = 'Écrit en premier, validé en dernier.' WHERE id = $1`, [early.id]);
      await pool.query(`UPDATE users SET bio = 'Écrit en second, validé tout de suite.' WHERE id = $1`, [late.id]);

      // While the early one runs, the reader takes what has committed (the late one), not what has not.
      const during = await readFrom(start);
      expect(about(during.events, late.id)).toEqual(['member.changed']);
      expect(about(during.events, early.id)).toEqual([]);
      expect(about((await readFrom(during.next)).events, late.id)).toEqual([]);
      // A reader by id alone takes the late event now, moves past the early one's id, and never sees it.
      const byId = await pool.query(`SELECT subject_id, id FROM domain_events WHERE id > $1 ORDER BY id`, [lastId!.id]);
      expect(byId.rows.map((r) => r.subject_id)).toEqual([late.id]);

      await slow.query('COMMIT');
      const after = await readFrom(during.next);
      expect(about(after.events, early.id)).toEqual(['member.changed']);
      expect(about(after.events, late.id)).toEqual([]);
      expect(about((await readFrom(after.next)).events, early.id)).toEqual([]);
    } finally {
      await slow.query('ROLLBACK').catch(() => {});
      slow.release();
    }
  });

  it('a change committed while another transaction runs reaches the very next discover (CI found it held back)', async () => {
    const api = apiClient(server.url);
    const [me, them] = [
      await completedMember(server, { gender: 'femme', age: 57 }),
      await completedMember(server, { gender: 'homme', age: 57 }),
    ];
    const discoverIds = async () =>
      ((await api.get('/api/discover', { token: me.token })).data as { user: { id: string } }[]).map((c) => c.user.id);
    expect(await discoverIds()).toContain(them.id);
    // A transaction with an id, left open elsewhere in the cluster: the feed's xmin stays behind it.
    const open = await pool.connect();
    try {
      await open.query('BEGIN');
      await open.query('SELECT pg_current_xact_id()');
      expect(
        (await api.call('PATCH', '/api/profile/settings', { token: them.token, json: { is_paused: true } })).status,
      ).toBe(200);
      expect(await discoverIds()).not.toContain(them.id);
      expect(
        (await api.call('PATCH', '/api/profile/settings', { token: them.token, json: { is_paused: false } })).status,
      ).toBe(200);
      expect(await discoverIds()).toContain(them.id);
    } finally {
      await open.query('ROLLBACK').catch(() => {});
      open.release();
    }
  });

  it('loses nothing and repeats nothing with 40 writers at once and a reader going on meanwhile', async () => {
    const members = await Promise.all(Array.from({ length: 8 }, () => registerUser(server)));
    const start = await cursorNow(db());
    const seen: string[] = [];
    let cursor = start;
    let writing = true;
    const reader = (async () => {
      while (writing) {
        const read = await readFrom(cursor);
        for (const e of read.events) if (e.type === 'member.changed') seen.push(e.subjectId);
        cursor = read.next;
      }
    })();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        pool.query(`UPDATE users SET bio = $2 WHERE id = $1`, [members[i % 8]!.id, `Version ${i}`]),
      ),
    );
    writing = false;
    await reader;
    const rest = await readFrom(cursor);
    for (const e of rest.events) if (e.type === 'member.changed') seen.push(e.subjectId);
    const ids = new Set(members.map((m) => m.id));
    const ours = seen.filter((id) => ids.has(id));
    expect(ours).toHaveLength(40);
    for (const m of members) expect(ours.filter((id) => id === m.id)).toHaveLength(5);
  });
});

describe('whether the feed moved since a cursor (decision 074)', () => {
  const moved = async (cursor: Cursor) =>
    (await rowsOf<{ moved: boolean }>(db(), sql`SELECT ${feedMovedSince(cursorParams(cursor))} AS moved`))[0]!.moved;

  it('says no once a reader has read everything, yes after any event, and no again once it is read', async () => {
    const read = await readFrom(await cursorNow(db()));
    expect(await moved(read.next)).toBe(false);
    const member = await registerUser(server);
    expect(await moved(read.next)).toBe(true);
    const after = await readFrom(read.next);
    expect(about(after.events, member.id)).toEqual(['member.joined']);
    expect(await moved(after.next)).toBe(false);
  });
});
