// Periodic maintenance: soon after start-up (what a crash left), then hourly — once per deployment.
// The run after start-up is every process's own: a process that starts after another was killed sweeps
// what the killed one left at once. The hourly rounds are claimed: with several processes on one
// PostgreSQL, the one that claims a round runs it and the others skip it (decision 058); PGlite is one
// process by construction, and always runs it. Tasks stay idempotent.
import type { FastifyInstance } from 'fastify';

export type HousekeepingTask = {
  name: string;
  /** Answers how many things it removed or fixed (logged when not zero). */
  run(): Promise<number>;
};

export const FIRST_RUN_DELAY_MS = 1000;
export const HOUSEKEEPING_INTERVAL_MS = 3600_000;
/** A round claimed this long ago is another process's current one: a little less than the interval, for timer drift. */
const CLAIM_WINDOW_MS = HOUSEKEEPING_INTERVAL_MS * 0.9;

/**
 * `firstRun` settles once the run soon after start-up is over (tests wait on it, never on a clock).
 * `claim` answers whether this process runs an hourly round (absent: always). `firstRunDelayMs`: how
 * long after start-up the first run waits (test servers: none, and they wait for it before any member exists).
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  tasks: HousekeepingTask[],
  claim?: (windowMs: number) => Promise<boolean>,
  firstRunDelayMs = FIRST_RUN_DELAY_MS,
): { firstRun: Promise<void> } {
  let firstRunDone: () => void = () => {};
  const firstRun = new Promise<void>((resolve) => (firstRunDone = resolve));
  const runAll = async (afterStartUp: boolean) => {
    try {
      // After start-up the round runs whatever the claim says; claiming it still spares the others'
      // next hourly round.
      if (claim && !(await claim(CLAIM_WINDOW_MS)) && !afterStartUp) return;
    } catch (err) {
      app.log.error({ err }, 'housekeeping round not claimed');
      if (!afterStartUp) return;
    }
    for (const task of tasks) {
      try {
        const count = await task.run();
        if (count > 0) app.log.info({ task: task.name, count }, 'housekeeping');
      } catch (err) {
        app.log.error({ err, task: task.name }, 'housekeeping task failed');
      }
    }
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onListen', async () => {
    timers.push(
      setTimeout(() => void runAll(true).finally(firstRunDone), firstRunDelayMs).unref(),
      setInterval(() => void runAll(false), HOUSEKEEPING_INTERVAL_MS).unref(),
    );
  });
  app.addHook('onClose', async () => timers.forEach(clearTimeout));
  return { firstRun };
}
