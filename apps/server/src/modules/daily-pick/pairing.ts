// The community's stable pairing for the daily pick, from each member's preference list (discover's
// own ranking, best first). Gale–Shapley needs two sides: the members seeking the other gender are
// paired first, men proposing to women; those left over who seek their own gender are then paired
// among themselves, split into two sides by their id (so a same-gender pair is stable within that
// split, not over every possible split: the stable-roommates problem may have no solution at all);
// last, everyone still unpaired, whatever their gender — non-binary members (decision 054) and those
// the earlier rounds left over — split the same way.
// A pair needs each to be in the other's list, so it is always allowed both ways.
import { stablePairing, type Preferences } from '@affinia/matching';
import type { PickPreferences } from '../matching/service.js';

/** Pairs [a, b] with a < b; each member appears in at most one. */
export function pairCommunity(preferences: PickPreferences): [string, string][] {
  const pairs: [string, string][] = [];
  const paired = new Set<string>();
  const take = (result: Map<string, string>) => {
    for (const [p, r] of result) {
      paired.add(p);
      paired.add(r);
      pairs.push(p < r ? [p, r] : [r, p]);
    }
  };
  const listsOf = (side: (id: string) => boolean, other: (id: string) => boolean): Preferences => {
    const out = new Map<string, string[]>();
    for (const [id, { candidates }] of preferences) {
      if (side(id) && !paired.has(id))
        out.set(
          id,
          candidates.filter((c) => other(c) && !paired.has(c)),
        );
    }
    return out;
  };
  const genderOf = (id: string) => preferences.get(id)?.gender;
  const isMan = (id: string) => genderOf(id) === 'homme';
  const isWoman = (id: string) => genderOf(id) === 'femme';
  take(stablePairing(listsOf(isMan, isWoman), listsOf(isWoman, isMan)));
  // Same gender: the halves are fixed by the id's last hex digit (ids are random uuids).
  const half = (id: string) => parseInt(id.slice(-1), 16) % 2 === 0;
  const anyone = () => true;
  for (const same of [isMan, isWoman, anyone]) {
    const a = (id: string) => same(id) && half(id);
    const b = (id: string) => same(id) && !half(id);
    take(stablePairing(listsOf(a, b), listsOf(b, a)));
  }
  return pairs;
}
