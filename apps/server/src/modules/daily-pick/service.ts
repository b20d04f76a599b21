// The daily pick ("coup de cœur du jour", issue 20 part 4): once a day, the first process whose
// housekeeping run claims the day computes a stable pairing over everyone discover may show, from
// discover's own ranking (affinity × predicted like both ways), and stores it. Discover shows each
// member their pick first, while the pick is still someone it could show them. A member who arrives
// after the day's run is paired at once with someone the run left unpaired (decision 045).
import { DAILY_PICK_CANDIDATES } from '@affinia/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import type { MatchingService } from '../matching/service.js';
import { pairCommunity } from './pairing.js';
import * as repo from './repository.js';

type Deps = {
  database: Database;
  matching: Pick<MatchingService, 'pickPreferences' | 'arrivalCandidates'>;
  log: Pick<FastifyBaseLogger, 'info'>;
  /** Each member's list is cut to their best this many (bounds the work: members × this). */
  candidates?: number;
};

export function createDailyPickService({ database, matching, log, candidates = DAILY_PICK_CANDIDATES }: Deps) {
  const { db } = database;
  return {
    /** Housekeeping: computes today's pairs if no process has yet; answers how many pairs it made. */
    async computeToday(): Promise<number> {
      const day = await repo.claimToday(db);
      if (!day) return 0;
      try {
        const started = performance.now();
        const preferences = await matching.pickPreferences(candidates);
        // Nobody yet (a fresh instance whose demo population is still being written): try next hour.
        if (preferences.size === 0) {
          await repo.releaseDay(db, day);
          return 0;
        }
        const pairs = pairCommunity(preferences);
        await repo.storePairs(db, day, pairs);
        log.info(
          { day, members: preferences.size, pairs: pairs.length, ms: Math.round(performance.now() - started) },
          'daily pick computed',
        );
        return pairs.length;
      } catch (err) {
        await repo.releaseDay(db, day);
        throw err;
      }
    },

    /**
     * A member who has just completed the questionnaire, after today's run: their pick at once, the
     * best of those discover would show them who are still unpaired today and have them in their own
     * list too (the run's rule). Before the run, nothing: the run reads the index, newcomer included.
     * Answers the pick's id, or null when there is none today.
     */
    async arrive(user: UserRow): Promise<string | null> {
      if (!(await repo.todayFinished(db))) return null;
      const taken = await repo.pairedToday(db);
      if (taken.has(user.id)) return null;
      for await (const candidate of matching.arrivalCandidates(user, candidates, taken)) {
        const claim = await repo.claimArrivalPair(db, user.id, candidate);
        if (claim === 'paired') {
          log.info({ userId: user.id }, 'daily pick given on arrival');
          return candidate;
        }
        // Taken meanwhile by another newcomer: the next one. Otherwise nothing more to do today.
        if (claim !== 'taken') return null;
      }
      return null;
    },
  };
}
export type DailyPickService = ReturnType<typeof createDailyPickService>;
