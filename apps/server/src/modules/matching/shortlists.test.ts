// A viewer's ranking kept between pages (decision 074): served minus whom they swiped or blocked since,
// and ranked again on anything the ranking read that changed.
import { describe, expect, it } from 'vitest';
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
  lists.keep(viewer(), signals(), 7, [...ranking]);
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
