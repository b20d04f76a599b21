// The loop both outboxes (mail, push) run, written once: claim due rows in batches until none is left,
// deliver each, and look once more when a kick came during a drain. A poll picks up what no kick told
// this process of (retries, rows queued by another process, a dead process's leases). What a delivery
// does, and how rows are claimed and marked, stays with each outbox (db/outbox-queue.ts for what they share).
import type { FastifyBaseLogger } from 'fastify';

export type QueueDrain = {
  /** Drains now; a kick during a drain makes it look once more when done. */
  kick(): Promise<void>;
  /** Polls every `pollMs`, and drains once at once. */
  start(): void;
  /** Stops polling and waits for the delivery under way, so a clean shutdown never cuts one in half. */
  stop(): Promise<void>;
};

export function createQueueDrain<Row>(deps: {
  /** Rows now due, leased to this process (at most a batch). */
  claim: () => Promise<Row[]>;
  deliver: (row: Row) => Promise<void>;
  /** A batch's rows go out side by side (one slow push service is not all of them), or one by one. */
  parallel: boolean;
  pollMs: number;
  /** For the log line of a drain that failed. */
  name: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}): QueueDrain {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function drain(): Promise<void> {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const rows = await deps.claim();
        if (rows.length === 0) break;
        if (deps.parallel) await Promise.all(rows.map((row) => deps.deliver(row)));
        else for (const row of rows) await deps.deliver(row);
      }
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err) => deps.log.error({ err }, `${deps.name} queue drain failed`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    kick,
    start() {
      stopped = false;
      timer = setInterval(() => void kick(), deps.pollMs);
      timer.unref();
      void kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
