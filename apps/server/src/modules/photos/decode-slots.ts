// At most a few image decodes at once in this process. Each decode holds up to ~100 MB of pixels and a
// CPU core; without a ceiling, 8 parallel uploads of large photos take the memory and the cores of the
// whole server. Extra decodes wait in a short queue; when it is full or the wait is too long, the
// upload is refused with 503 and Retry-After (the client tries again; nothing was stored).

import { apiError } from '../../http/errors.js';

export type DecodeSlotsOptions = {
  /** Decodes running at once. */
  concurrency: number;
  /** Uploads allowed to wait for a slot; one more is refused at once. */
  maxQueue: number;
  /** How long an upload may wait for a slot before it is refused. */
  maxWaitMs: number;
  /** Retry-After sent with the refusal. */
  retryAfterSeconds: number;
};

export const DEFAULT_DECODE_SLOTS: DecodeSlotsOptions = {
  concurrency: 2,
  maxQueue: 8,
  maxWaitMs: 5000,
  retryAfterSeconds: 5,
};

export type DecodeSlots = {
  /** Runs `task` once a slot is free; throws 503 (nothing run) when none frees up in time. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Decodes running now and the most that ever ran at once (what the tests and the bench check). */
  stats(): { active: number; waiting: number; peak: number };
};

export function createDecodeSlots(options: DecodeSlotsOptions = DEFAULT_DECODE_SLOTS): DecodeSlots {
  let active = 0;
  let peak = 0;
  const waiting: Array<() => void> = [];
  const busy = () =>
    apiError('photoProcessingBusy', {}, { headers: { 'retry-after': String(options.retryAfterSeconds) } });

  function acquire(): Promise<void> {
    if (active < options.concurrency) {
      active += 1;
      peak = Math.max(peak, active);
      return Promise.resolve();
    }
    if (waiting.length >= options.maxQueue) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        // The slot is handed over by release(): `active` already counts it.
        resolve();
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(grant);
        if (at >= 0) waiting.splice(at, 1);
        reject(busy());
      }, options.maxWaitMs);
      waiting.push(grant);
    });
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length, peak }),
  };
}

/** The one set of slots of this process (what "at most 2 decodes at once" is about). */
export const processDecodeSlots = createDecodeSlots();
