// Discover's cards kept per process (decision 074): a read that raced a change keeps nothing of it, a
// deleted member's tombstone drops their bucket, a load again drops everything; and through the real
// server, a change made by hand reaches the very next page although the card was kept.
// Storage: also on PostgreSQL — the events the cards wait for are written by the database's triggers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedMember } from '../../../test/fixtures.js';
import { apiClient, startTestServer, type TestServer } from '../../../test/test-server.js';
import type { UserRow } from '../../db/schema.js';
import { createCardCache } from './card-cache.js';
import type { CardRow } from './repository.js';

const card = (id: string, bio = 'bio'): CardRow => ({ row: { id, bio } as UserRow, photoIds: [], socialScore: null });
const A = 'aa000000-0000-4000-8000-000000000001';
const B = 'bb000000-0000-4000-8000-000000000002';

describe('the card cache', () => {
  it('serves what it kept and asks for the rest', () => {
    const cache = createCardCache();
    const first = cache.lookup([A, B]);
    expect(first.missing).toEqual([A, B]);
    cache.keep([card(A), card(B)], first.mark);
    const second = cache.lookup([B, A]);
    expect(second.missing).toEqual([]);
    expect([...second.held.keys()]).toEqual([B, A]);
  });

  it('keeps nothing of a member dropped while the read was in flight, and the others it read', () => {
    const cache = createCardCache();
    const { mark } = cache.lookup([A, B]);
    // The feed names A after the database answered with A's old row, before the answer is kept.
    cache.drop(A);
    cache.keep([card(A, 'old'), card(B)], mark);
    expect(cache.lookup([A, B]).missing).toEqual([A]);
    // A read that started after the drop keeps A's new row.
    const again = cache.lookup([A]);
    cache.keep([card(A, 'new')], again.mark);
    expect(cache.lookup([A]).held.get(A)?.row.bio).toBe('new');
  });

  it('drops a deleted member’s bucket, also from a read in flight', () => {
    const cache = createCardCache();
    cache.keep([card(A), card(B)], cache.lookup([A, B]).mark);
    const { mark } = cache.lookup([A]);
    cache.dropBucket('aa');
    cache.keep([card(A)], mark);
    expect(cache.lookup([A, B]).missing).toEqual([A]);
  });

  it('drops everything when the index loads again, and refuses reads from before', () => {
    const cache = createCardCache();
    const { mark } = cache.lookup([A, B]);
    cache.keep([card(B)], mark);
    cache.clear();
    cache.keep([card(A)], mark);
    expect(cache.size).toBe(0);
  });

  it('holds at most its capacity, the least recently shown going first', () => {
    const cache = createCardCache(2);
    const C = 'cc000000-0000-4000-8000-000000000003';
    cache.keep([card(A), card(B)], 0);
    cache.lookup([A]);
    cache.keep([card(C)], cache.lookup([C]).mark);
    expect(cache.lookup([A, B, C]).missing).toEqual([B]);
  });
});

describe('discover’s kept cards through the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('shows on the very next page a name, a score and a pause changed by hand, though the card was kept', async () => {
    const api = apiClient(server.url);
    const viewer = await completedMember(server, { gender: 'homme', age: 35 }, { age_min: 33, age_max: 33 });
    const shown = await completedMember(server, { gender: 'femme', age: 33 }, { age_min: 35, age_max: 35 });
    const db = server.app.database.db;
    type Card = { user: { id: string; name: string; social_score: { total_ratings: number } | null } };
    const cardOf = async () => {
      const res = await api.get('/api/discover', { token: viewer.token });
      expect(res.status).toBe(200);
      return (res.data as Card[]).find((c) => c.user.id === shown.id)?.user;
    };
    expect(await cardOf()).toBeDefined();
    await db.execute(sql`UPDATE users SET display_name = 'Inès' WHERE id = ${shown.id}`);
    expect((await cardOf())?.name).toBe('Inès');
    await db.execute(sql`INSERT INTO published_ratings (rated_id, total_ratings) VALUES (${shown.id}, 3)`);
    // A first rating's row shows nothing; the batch's update is what publishes (and tells the feed).
    await db.execute(sql`UPDATE published_ratings SET average_tenths = 45 WHERE rated_id = ${shown.id}`);
    expect((await cardOf())?.social_score?.total_ratings).toBe(3);
    await db.execute(sql`UPDATE users SET is_paused = true WHERE id = ${shown.id}`);
    expect(await cardOf()).toBeUndefined();
  });
});
