// Stable pairing for the daily "coup de cœur" (issue 20, part 4): Gale–Shapley deferred acceptance.
// Each side ranks the other by its own predicted like (or by the predicted mutual like); the result
// pairs people so that no two would both rather be with each other than with whom they were given
// (no blocking pair). Proposers get their best stable partner. Pure and deterministic: ties are
// broken by the order of the input lists.

/** Preference lists: for each id, the acceptable partners on the other side, best first. */
export type Preferences = ReadonlyMap<string, readonly string[]>;

/** Pairs proposer → receiver. Anyone absent was left unpaired (no acceptable, willing partner). */
export function stablePairing(proposers: Preferences, receivers: Preferences): Map<string, string> {
  // rank[r].get(p): position of p in r's list (lower is better); absent: unacceptable to r.
  const rank = new Map<string, Map<string, number>>();
  for (const [r, list] of receivers) rank.set(r, new Map(list.map((p, k) => [p, k])));
  const next = new Map<string, number>();
  const heldBy = new Map<string, string>(); // receiver → proposer currently held
  const free = [...proposers.keys()];
  while (free.length > 0) {
    const p = free.pop()!;
    const list = proposers.get(p)!;
    let k = next.get(p) ?? 0;
    while (k < list.length) {
      const r = list[k]!;
      k += 1;
      const theirs = rank.get(r);
      const mine = theirs?.get(p);
      if (mine === undefined) continue; // p is not acceptable to r
      const current = heldBy.get(r);
      if (current === undefined) {
        heldBy.set(r, p);
        break;
      }
      if (mine < theirs!.get(current)!) {
        heldBy.set(r, p);
        free.push(current);
        break;
      }
    }
    next.set(p, k);
  }
  const pairs = new Map<string, string>();
  for (const [r, p] of heldBy) pairs.set(p, r);
  return pairs;
}

/**
 * Preference lists from a score (e.g. the predicted chance of a mutual like): each id ranks the
 * candidates it can see with a score above `floor`, best first, ties by id for determinism.
 */
export function preferencesByScore(
  ids: readonly string[],
  candidatesOf: (id: string) => readonly string[],
  score: (id: string, candidate: string) => number,
  floor = 0,
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const id of ids) {
    const scored = candidatesOf(id)
      .map((c) => ({ c, s: score(id, c) }))
      .filter((x) => x.s > floor)
      .sort((a, b) => b.s - a.s || (a.c < b.c ? -1 : a.c > b.c ? 1 : 0));
    out.set(
      id,
      scored.map((x) => x.c),
    );
  }
  return out;
}
