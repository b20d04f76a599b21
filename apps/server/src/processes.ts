// Several server processes behind one port (SERVER_PROCESSES, issue 36 item 4). Node's cluster module:
// this primary process only forks the workers and hands each new connection to the next of them in turn;
// each worker is a whole server (src/main.ts's `serve`). They share what must be shared through
// PostgreSQL (the event feed keeps every discover index current, decision 057; periodic work is claimed
// once per deployment, decision 058) and Redis (chat fan-out, rate limits), which config.ts requires.
import cluster, { type Worker } from 'node:cluster';

/** A worker that dies this soon after its start counts as failing to start. */
const EARLY_EXIT_MS = 10_000;
/** Workers failing to start in a row before the primary gives up (a broken deployment, not a crash). */
const MAX_EARLY_EXITS = 3;

export function isWorkerProcess(): boolean {
  return !cluster.isPrimary;
}

/**
 * Forks `count` workers and keeps that many running: one that crashes is replaced; one that keeps dying
 * at start-up stops everything (exit 1). SIGTERM/SIGINT pass the signal to every worker, each closes
 * gracefully (main.ts), and the primary exits once all have, 0 when all exited cleanly.
 */
export function runPrimary(count: number, log: (message: string) => void): void {
  let stopping: NodeJS.Signals | null = null;
  let earlyExits = 0;
  let failed = false;
  const started = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    log(`server process ${worker.process.pid ?? '?'} started`);
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = signal;
    log(`${signal}: stopping ${started.size} server processes`);
    for (const worker of started.keys()) worker.process.kill(signal);
    if (started.size === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      // Killed by the very signal passed on: a process still starting, before main.ts handles it (nothing
      // in flight yet). Any other way out but exit code 0 is a failed stop.
      if (code !== 0 && signal !== stopping) failed = true;
      if (started.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    log(`server process ${worker.process.pid ?? '?'} exited (${signal ?? `code ${code}`}); starting another`);
    earlyExits = Date.now() - since < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= MAX_EARLY_EXITS) {
      log(`server processes keep exiting at start-up (${earlyExits} in a row): stopping`);
      failed = true;
      stop('SIGTERM');
      return;
    }
    fork();
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < count; i++) fork();
  log(`Affinia: ${count} server processes on one port`);
}
