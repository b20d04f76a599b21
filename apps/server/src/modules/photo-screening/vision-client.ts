// The main side of the process's one vision worker (vision-worker.mjs): started on first use, fed one
// task at a time through one bounded queue shared by every model it runs (nudity screening of uploads,
// face analysis of verification selfies). A full queue refuses at once with 503 and Retry-After (the
// request is retried; nothing was stored); a worker that dies fails the tasks it held and is started
// again for the next one.
import { Worker } from 'node:worker_threads';
import type { ErrorCode } from '@affinia/contract';
import { apiError } from '../../http/errors.js';

export type VisionTask = 'nudity' | 'faces' | 'load';

export type VisionClientOptions = {
  /** Tasks allowed to wait (beyond the one the worker is running). */
  maxQueue: number;
  /** Retry-After sent with the refusal when the queue is full. */
  retryAfterSeconds: number;
};

export const DEFAULT_VISION_OPTIONS: VisionClientOptions = { maxQueue: 8, retryAfterSeconds: 5 };

/** What a full queue answers, per task: 503 with the task's own message and Retry-After. */
const BUSY: Record<VisionTask, ErrorCode> = {
  nudity: 'photoProcessingBusy',
  faces: 'verificationBusy',
  load: 'photoProcessingBusy',
};

export type VisionClient = {
  /**
   * Runs a task. `prepare` builds its input (decoding the picture) once the task holds its place in the
   * queue, so the bound counts pictures being decoded too; its transferables are moved, not copied.
   * A full queue refuses at once: 503 with the task's error code and Retry-After.
   */
  run<T>(task: VisionTask, prepare: () => Promise<{ input: object; transfer: ArrayBuffer[] }>): Promise<T>;
  /** Starts the worker and loads a model now (start-up warm-up); resolves when it can answer. */
  warm(model: 'nudity' | 'faces'): Promise<void>;
  stats(): { queued: number; started: boolean };
  close(): Promise<void>;
};

type Pending = { resolve: (result: unknown) => void; reject: (err: Error) => void };

export function createVisionClient(options: VisionClientOptions = DEFAULT_VISION_OPTIONS): VisionClient {
  let worker: Worker | undefined;
  let ready: Promise<void> | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(err: Error) {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  }

  function start(): Promise<void> {
    if (ready) return ready;
    const w = new Worker(new URL('./vision-worker.mjs', import.meta.url));
    worker = w;
    ready = new Promise<void>((resolve, reject) => {
      w.on('message', (msg: { ready?: boolean; error?: string; id?: number; result?: unknown }) => {
        if (msg.ready === true) return resolve();
        if (msg.ready === false) return reject(new Error(`vision worker could not start: ${msg.error}`));
        const p = msg.id === undefined ? undefined : pending.get(msg.id);
        if (!p) return;
        pending.delete(msg.id!);
        if (msg.error === undefined) p.resolve(msg.result);
        else p.reject(new Error(`vision model failed: ${msg.error}`));
      });
      const gone = (err: Error) => {
        reject(err);
        failAll(err);
        if (worker === w) {
          worker = undefined;
          ready = undefined;
        }
      };
      w.on('error', gone);
      w.on('exit', (code) => gone(new Error(`vision worker exited (code ${code})`)));
    });
    // The models must not keep a finished process (or test run) alive. After the listeners: adding a
    // 'message' listener refs the worker's port again, which kept every process using it from exiting.
    w.unref();
    // A failed start is reported to the caller that asked; the next call starts afresh.
    ready.catch(() => undefined);
    return ready;
  }

  return {
    async run<T>(task: VisionTask, prepare: () => Promise<{ input: object; transfer: ArrayBuffer[] }>) {
      if (pending.size > options.maxQueue) {
        throw apiError(BUSY[task], {}, { headers: { 'retry-after': String(options.retryAfterSeconds) } });
      }
      const id = nextId++;
      const result = new Promise<T>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (r: unknown) => void, reject }),
      );
      try {
        const { input, transfer } = await prepare();
        await start();
        worker!.postMessage({ id, task, ...input }, transfer);
      } catch (err) {
        pending.delete(id);
        throw err;
      }
      return result;
    },
    async warm(model) {
      await this.run('load', async () => ({ input: { name: model }, transfer: [] }));
    },
    stats: () => ({ queued: pending.size, started: worker !== undefined }),
    async close() {
      const w = worker;
      worker = undefined;
      ready = undefined;
      failAll(new Error('vision worker closed'));
      if (w) await w.terminate();
    },
  };
}

/** The one vision worker and queue of this process. */
export const processVisionClient = createVisionClient();
