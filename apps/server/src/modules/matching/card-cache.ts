// Discover's cards kept between requests (issue 36 item 1, decision 074): a member's row as others see
// it, their visible photos in order and their published score, read once and then served from memory
// until the event feed names the member (every column and table a card shows writes their event,
// migration 0030). The discover index drops them as it reads the feed, before any request that began
// after the change is served, so a cached card is never older than the last event about its member.
//
// A read races the feed: rows read from the database before a change commits may arrive after the feed
// has dropped that member. Each drop is numbered; a read notes the number when it starts and keeps only
// the rows of members not dropped since.
import { LruCache } from '../../lib/lru-cache.js';
import type { CardRow } from './repository.js';

/** Cards held per process: a few kilobytes each (bio, answers, traits), so tens of megabytes at most. */
export const CARD_CACHE_SIZE = 10_000;
/** Drops remembered for reads in flight; past this they are forgotten and older reads keep nothing. */
const DROPS_REMEMBERED = 50_000;

export type CardCache = ReturnType<typeof createCardCache>;

export function createCardCache(capacity = CARD_CACHE_SIZE) {
  const cards = new LruCache<string, CardRow>(capacity);
  /** The number of the last drop; `droppedAt` says each member's last. */
  let drops = 0;
  const droppedAt = new Map<string, number>();
  /** The same for deleted members, by the two hex digits their tombstone keeps. */
  const bucketDroppedAt = new Map<string, number>();
  /** Reads that started before this drop keep nothing (their drops were forgotten). */
  let floor = 0;

  function forgetDrops(): void {
    floor = drops;
    droppedAt.clear();
    bucketDroppedAt.clear();
  }

  return {
    /** The cards held for `ids`, the ids to read from the database, and the mark `keep` needs. */
    lookup(ids: readonly string[]): { held: Map<string, CardRow>; missing: string[]; mark: number } {
      const held = new Map<string, CardRow>();
      const missing: string[] = [];
      for (const id of ids) {
        const card = cards.get(id);
        if (card) held.set(id, card);
        else missing.push(id);
      }
      return { held, missing, mark: drops };
    },

    /** Keeps the cards a read that started at `mark` returned, but those whose member changed since. */
    keep(rows: readonly CardRow[], mark: number): void {
      if (mark < floor) return;
      for (const card of rows) {
        const id = card.row.id;
        if ((droppedAt.get(id) ?? 0) > mark || (bucketDroppedAt.get(id.slice(0, 2)) ?? 0) > mark) continue;
        cards.set(id, card);
      }
    },

    /** The feed named this member (or they left the index): their card is read again when next shown. */
    drop(id: string): void {
      drops += 1;
      cards.delete(id);
      droppedAt.set(id, drops);
      if (droppedAt.size > DROPS_REMEMBERED) forgetDrops();
    },

    /** A deleted member's tombstone names the first two hex digits of their id (erasure). */
    dropBucket(bucket: string): void {
      drops += 1;
      bucketDroppedAt.set(bucket, drops);
      for (const id of [...cards.keys()]) if (id.startsWith(bucket)) cards.delete(id);
    },

    /** The index loaded again: nothing held can be trusted. */
    clear(): void {
      drops += 1;
      cards.clear();
      forgetDrops();
    },

    get size(): number {
      return cards.size;
    },
  };
}
