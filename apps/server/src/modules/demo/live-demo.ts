// The living demo of a first run: on the first start of an empty embedded database (outside
// production), a demo population is created in the background while the server already answers;
// demo members then reply to first messages (their likes are decided in simulated-members.ts), and
// the whole population can be removed again (admin button, `npm run seed -- --reset`).
//
// A marker file in DATA_DIR records that the first-run population was made, so removing it (with no
// real member yet) does not bring it back at the next start. docs/decisions/012-first-run-and-operations.md
// While it stands, demo people are also added around each new member's place (top-up.ts, decision 044).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { ChatService, SentMessage } from '../chat/service.js';
import type { PhotoStorage } from '../photos/storage.js';
import { countSimulatedMembers, findUsersByIds } from '../users/repository.js';
import { hasFirstRunMarker, markDemoRemoved, writeFirstRunMarker } from './marker.js';
import * as repo from './repository.js';
import type { FirstRunOutcome, SimulatedMembers } from '../../simulated-members.js';
import { removeDemoPopulation, type RemovedDemoPopulation } from './removal.js';
import { seedDemoPopulation } from './seed.js';
import { demoLikesBack, demoReplyText } from './simulated-members.js';
import { createDemoTopUps, DEMO_TOP_UP_LIMITS, type TopUpLimits } from './top-up.js';

/** A demo member answers after a short pause, as a person typing would (and over the live stream). */
export const DEMO_REPLY_DELAY_MS = 1500;

type Deps = {
  database: Database;
  storage: PhotoStorage;
  chat: ChatService;
  dataDir: string;
  /** Demo people to create on a first start; 0 turns the first-run population off. */
  firstRunUsers: number;
  /** Counted by the metrics. */
  onReplied?: () => void;
  /** Top-ups' deck size and caps (tests use small ones). */
  topUpLimits?: TopUpLimits;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

export function createLiveDemo(deps: Deps): SimulatedMembers {
  const { database, storage, chat, log } = deps;
  const { db } = database;
  const pendingReplies = new Set<NodeJS.Timeout>();
  let closed = false;
  let firstRun: Promise<FirstRunOutcome> | null = null;

  async function createFirstRunPopulation(): Promise<FirstRunOutcome> {
    if (deps.firstRunUsers === 0) return { kind: 'skipped', reason: 'disabled' };
    // PostgreSQL is an operator's deliberate setup: never fill it with demo people on their behalf.
    if (database.kind !== 'pglite') return { kind: 'skipped', reason: 'postgres' };
    if (hasFirstRunMarker(deps.dataDir)) return { kind: 'skipped', reason: 'already-made' };
    if ((await repo.countAllUsers(db)) > 0) return { kind: 'skipped', reason: 'not-empty' };
    const result = await seedDemoPopulation(database, storage, { users: deps.firstRunUsers, anyDistance: true });
    writeFirstRunMarker(deps.dataDir, {
      created_at: new Date().toISOString(),
      people: result.created,
      seed: result.seed,
    });
    return { kind: 'created', people: result.created, ms: result.timings.totalMs };
  }

  const topUps = createDemoTopUps({
    database,
    storage,
    dataDir: deps.dataDir,
    enabled: deps.firstRunUsers > 0 && database.kind === 'pglite',
    limits: deps.topUpLimits ?? DEMO_TOP_UP_LIMITS,
    firstRunSettled: async () => {
      await firstRun?.catch(() => {});
    },
    log,
  });

  async function replyOnce(sent: SentMessage): Promise<void> {
    // Both rows in one round trip: this runs after every message sent on the instance.
    const rows = await findUsersByIds(db, [sent.otherUserId, sent.senderId]);
    const demo = rows.find((r) => r.id === sent.otherUserId);
    const sender = rows.find((r) => r.id === sent.senderId);
    if (!demo || !sender || !demo.simulated || sender.simulated) return;
    const written = await chat.sendOnce(sent.matchId, demo.id, sender.id, demoReplyText(demo, sender));
    if (written) deps.onReplied?.();
  }

  return {
    likesBack: demoLikesBack,

    /** Starts the first-run population in the background; resolves with what happened (tests await it). */
    startFirstRun(): Promise<FirstRunOutcome> {
      firstRun ??= createFirstRunPopulation().then(
        (outcome) => {
          if (outcome.kind === 'created') log.info(outcome, 'demo population created for this first run');
          return outcome;
        },
        (err: unknown) => {
          log.error({ err }, 'demo population could not be created');
          throw err;
        },
      );
      return firstRun;
    },

    /** Resolves once a first-run population or top-up being written is finished (or failed): shutdown waits for it. */
    async firstRunSettled(): Promise<void> {
      await firstRun?.catch(() => {});
      await topUps.settled();
    },

    /** Every saved profile: a real member's new deck criteria may queue a top-up of demo people near them. */
    profileChanged: topUps.profileChanged,

    /** Resolves once queued top-ups have run (tests await it). */
    topUpsSettled: topUps.settled,

    /** Sent messages reach a demo member: the first one in a match gets their one reply. */
    messageSent(sent: SentMessage): void {
      // Only a real member writing to a demo member gets a reply: nothing to read otherwise.
      if (closed || !sent.toSimulated || sent.fromSimulated) return;
      const timer = setTimeout(() => {
        pendingReplies.delete(timer);
        replyOnce(sent).catch((err: unknown) => log.warn({ err }, 'demo reply not sent'));
      }, DEMO_REPLY_DELAY_MS);
      timer.unref();
      pendingReplies.add(timer);
    },

    async countDemoMembers(): Promise<number> {
      return countSimulatedMembers(db);
    },

    /**
     * Removes every demo member, their photos and (by cascade) their swipes, matches and messages. The
     * marker says so first, so no top-up starts after this; one under way finishes and is removed too.
     */
    async removeAll(): Promise<RemovedDemoPopulation> {
      markDemoRemoved(deps.dataDir);
      await topUps.settled();
      const removed = await removeDemoPopulation(database, storage);
      return removed;
    },

    close(): void {
      closed = true;
      topUps.stop();
      for (const timer of pendingReplies) clearTimeout(timer);
      pendingReplies.clear();
    },
  };
}
