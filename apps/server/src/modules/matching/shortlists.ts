// A viewer's ranking kept between pages (issue 36 item 1, decision 074): discover ranks a few pages at
// once and serves the next pages from what is left, minus whom the viewer has swiped or blocked since
// (their signals are read fresh with every page). It ranks again when anything the ranking read may have
// changed: any member the index holds changed, joined or left (the index's generation, moved by the feed
// and by this process's own changes alike), the viewer's own row or filters, someone liked or passed on
// them or a block began, after SHORTLIST_TTL_MS (the viewer's own swipes teach their model: a minute's
// worth of learning is what a kept ranking leaves out), or when too few are left for a page (unless the
// ranking held everyone they could be shown: then what is left is the deck).
import { LruCache } from '../../lib/lru-cache.js';
import type { UserRow } from '../../db/schema.js';
import type { ViewerSignals } from './repository.js';

/** Pages ranked at once. */
export const SHORTLIST_PAGES = 3;
/** A kept ranking is ranked again after this, whatever happened. */
export const SHORTLIST_TTL_MS = 60_000;
/** Viewers whose ranking is kept per process (a few hundred bytes each: ids are shared strings). */
const SHORTLISTS_KEPT = 20_000;

/** `complete`: the ranking held everyone the viewer could be shown (fewer than were asked for). */
type Shortlist = { ids: string[]; complete: boolean; generation: number; key: string; until: number };

/** What, of the viewer, the ranking read beside the index: a change of any of it ranks again. */
const keyOf = (user: UserRow, signals: ViewerSignals) =>
  `${user.updatedAt.getTime()}|${user.verifiedOnly}|${signals.likedViewer.length}|${signals.dislikedViewer.length}|${signals.blocked.length}`;

export function createShortlists(now: () => number = Date.now) {
  const kept = new LruCache<string, Shortlist>(SHORTLISTS_KEPT);
  return {
    /**
     * The viewer's next `count` candidates from their kept ranking, or null when it must be ranked again.
     * `generation`: the index's, now.
     */
    next(user: UserRow, signals: ViewerSignals, generation: number, count: number): string[] | null {
      const list = kept.get(user.id);
      if (!list || list.generation !== generation || list.until <= now() || list.key !== keyOf(user, signals)) {
        return null;
      }
      const gone = new Set(signals.exclude);
      const left = list.ids.filter((id) => !gone.has(id));
      // A complete ranking (a small town's whole deck) serves what is left, however few.
      if (left.length < count && !list.complete) return null;
      list.ids = left;
      return left.slice(0, count);
    },

    /** Keeps a ranking just made (best first) of at most `limit`, for the pages after this one. */
    keep(user: UserRow, signals: ViewerSignals, generation: number, ids: string[], limit: number): void {
      const complete = ids.length < limit;
      kept.set(user.id, { ids, complete, generation, key: keyOf(user, signals), until: now() + SHORTLIST_TTL_MS });
    },
  };
}
