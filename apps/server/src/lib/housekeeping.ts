// Periodic maintenance every process runs: soon after start-up (what a crash left), then hourly.
// Tasks are idempotent, so several processes running them at once is harmless.
import type { FastifyInstance } from 'fastify';

export type HousekeepingTask = {
  name: string;
  /** Answers how many things it removed or fixed (logged when not zero). */
  run(): Promise<number>;
};

const FIRST_RUN_DELAY_MS = 1000;
const INTERVAL_MS = 3600_000;

/** `firstRun` settles once the run soon after start-up is over (tests wait on it, never on a clock). */
export function scheduleHousekeeping(app: FastifyInstance, tasks: HousekeepingTask[]): { firstRun: Promise<void> } {
  let firstRunDone: () => void = () => {};
  const firstRun = new Promise<void>((resolve) => (firstRunDone = resolve));
  const runAll = async () => {
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
      setTimeout(() => void runAll().finally(firstRunDone), FIRST_RUN_DELAY_MS).unref(),
      setInterval(() => void runAll(), INTERVAL_MS).unref(),
    );
  });
  app.addHook('onClose', async () => timers.forEach(clearTimeout));
  return { firstRun };
}
