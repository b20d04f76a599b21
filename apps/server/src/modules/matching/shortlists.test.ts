// A viewer's ranking kept between pages (decision 074): served minus whom they swiped or blocked since,
// and ranked again on anything the ranking read that changed; the index's generation it is checked
// against moves with the pool, not with every page.
import { describe, expect, it } from 'vitest';
import { completedMember, registerUser } from '../../../test/fixtures.js';
import { startTestServer } from '../../../test/test-server.js';
import { findUsersByIds } from '../users/repository.js';
import { createCandidateIndex } from './candidate-index.js';
import type { UserRow } from '../../db/schema.js';
import type { ViewerSignals } from './repository.js';
import { createShortlists, SHORTLIST_TTL_MS } from './shortlists.js';

const viewer = (over: Partial<UserRow> = {}) =>
  ({ id: 'viewer', updatedAt: new Date(1_000), verifiedOnly: false, ...over }) as UserRow;
const signals = (over: Partial<ViewerSignals> = {}): ViewerSignals => ({
  exclude: [],
  blocked: [],
  likedViewer: [],
  dislikedViewer: [],
  pick: null,
  ...over,
});
const ranking = Array.from({ length: 12 }, (_, i) => `c${i}`);

function kept(clock = { now: 0 }) {
  const lists = createShortlists(() => clock.now);
  lists.keep(viewer(), signals(), 7, [...ranking], 12);
  return lists;
}

describe('kept rankings', () => {
  it('serves the next page minus whom the viewer swiped or blocked since', () => {
    const lists = kept();
    expect(lists.next(viewer(), signals(), 7, 4)).toEqual(['c0', 'c1', 'c2', 'c3']);
    expect(lists.next(viewer(), signals({ exclude: ['c0', 'c2', 'c3'] }), 7, 4)).toEqual(['c1', 'c4', 'c5', 'c6']);
  });

  it('ranks again when too few are left for a page', () => {
    const lists = kept();
    expect(lists.next(viewer(), signals({ exclude: ranking.slice(0, 9) }), 7, 4)).toBeNull();
  });

  it('serves what is left of a complete ranking (a small deck), however few, down to none', () => {
    const lists = createShortlists(() => 0);
    lists.keep(viewer(), signals(), 7, ['c0', 'c1', 'c2'], 12);
    expect(lists.next(viewer(), signals({ exclude: ['c1'] }), 7, 4)).toEqual(['c0', 'c2']);
    expect(lists.next(viewer(), signals({ exclude: ['c0', 'c1', 'c2'] }), 7, 4)).toEqual([]);
  });

  it('ranks again when a member the index holds changed, joined or left', () => {
    expect(kept().next(viewer(), signals(), 8, 4)).toBeNull();
  });

  it('ranks again when the viewer’s row or filter changed, or someone liked, passed on or blocked them', () => {
    expect(kept().next(viewer({ updatedAt: new Date(2_000) }), signals(), 7, 4)).toBeNull();
    expect(kept().next(viewer({ verifiedOnly: true }), signals(), 7, 4)).toBeNull();
    expect(kept().next(viewer(), signals({ likedViewer: ['x'] }), 7, 4)).toBeNull();
    expect(kept().next(viewer(), signals({ dislikedViewer: ['x'] }), 7, 4)).toBeNull();
    expect(kept().next(viewer(), signals({ blocked: ['x'], exclude: ['x'] }), 7, 4)).toBeNull();
  });

  it('ranks again after a minute, whatever happened', () => {
    const clock = { now: 0 };
    const lists = kept(clock);
    clock.now = SHORTLIST_TTL_MS - 1;
    expect(lists.next(viewer(), signals(), 7, 4)).not.toBeNull();
    clock.now = SHORTLIST_TTL_MS;
    expect(lists.next(viewer(), signals(), 7, 4)).toBeNull();
  });

  it('keeps each viewer’s own', () => {
    const lists = kept();
    expect(lists.next(viewer({ id: 'someone-else' }), signals(), 7, 4)).toBeNull();
  });
});

describe('the discover index’s generation (what kept rankings are checked against)', () => {
  it('moves when a member of the pool joins, changes or leaves, not when someone outside it is read', async () => {
    const server = await startTestServer();
    try {
      const index = createCandidateIndex(server.app.database, { warn: () => {}, info: () => {} });
      const member = await completedMember(server, { gender: 'femme', age: 52 });
      // No questionnaire yet: outside the pool, however often their row is read.
      const outsider = await registerUser(server);
      const [row, outsiderRow] = await Promise.all(
        [member.id, outsider.id].map(async (id) => (await findUsersByIds(server.app.database.db, [id]))[0]!),
      );
      const start = index.generation;
      index.profileOf(outsiderRow!);
      index.profileOf(outsiderRow!);
      expect(index.generation).toBe(start);
      index.profileOf(row!);
      expect(index.generation).toBe(start + 1);
      index.profileOf(row!);
      expect(index.generation).toBe(start + 1);
      index.profileOf({ ...row!, bio: 'Nouvelle bio', updatedAt: new Date(row!.updatedAt.getTime() + 1000) });
      expect(index.generation).toBe(start + 2);
      index.remove(member.id);
      index.remove(member.id);
      index.remove(outsider.id);
      expect(index.generation).toBe(start + 3);
      index.close();
    } finally {
      await server.close();
    }
  });
});
