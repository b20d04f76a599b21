// The main side of the nudity model: one worker thread per process (nudity-worker.mjs), started on
// first use, fed one 224×224 picture at a time through a bounded queue. A full queue refuses at once
// with 503 and Retry-After (the upload is retried; nothing was stored); a worker that dies fails the
// pictures it held and is started again for the next one.
import { Worker } from 'node:worker_threads';
import sharp, { type Sharp } from 'sharp';
import { apiError } from '../../http/errors.js';

/** nsfwjs's five classes; each probability is in [0, 1] and they sum to 1. */
export type NudityScores = { Drawing: number; Hentai: number; Neutral: number; Porn: number; Sexy: number };

export const MODEL_SIDE = 224;

export type NudityClassifierOptions = {
  /** Pictures allowed to wait for the model (beyond the one it is working on). */
  maxQueue: number;
  /** Retry-After sent with the refusal when the queue is full. */
  retryAfterSeconds: number;
};

export const DEFAULT_CLASSIFIER_OPTIONS: NudityClassifierOptions = { maxQueue: 8, retryAfterSeconds: 5 };

type Pending = { resolve: (scores: NudityScores) => void; reject: (err: Error) => void };

export type NudityClassifier = {
  /** Scores a photo: a file sharp reads, or a pipeline already reading one (the upload's own decode). */
  classify(image: Buffer | Sharp): Promise<NudityScores>;
  /** Starts the worker and loads the model now (start-up warm-up); resolves when it can answer. */
  warm(): Promise<void>;
  stats(): { queued: number; started: boolean };
  close(): Promise<void>;
};

/** The model sees the whole picture squeezed to 224×224 RGB, as nsfwjs itself feeds it. */
export async function modelPixels(image: Buffer | Sharp): Promise<Uint8Array> {
  const { data } = await (Buffer.isBuffer(image) ? sharp(image) : image)
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A copy of its own: its buffer is handed over to the worker (a Buffer may share a pooled one).
  return new Uint8Array(data);
}

export function createNudityClassifier(
  options: NudityClassifierOptions = DEFAULT_CLASSIFIER_OPTIONS,
): NudityClassifier {
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
    const w = new Worker(new URL('./nudity-worker.mjs', import.meta.url));
    // The model must not keep a finished process (or test run) alive.
    w.unref();
    worker = w;
    ready = new Promise<void>((resolve, reject) => {
      w.on('message', (msg: { ready?: boolean; error?: string; id?: number; scores?: NudityScores }) => {
        if (msg.ready === true) return resolve();
        if (msg.ready === false) return reject(new Error(`nudity model could not load: ${msg.error}`));
        const p = msg.id === undefined ? undefined : pending.get(msg.id);
        if (!p) return;
        pending.delete(msg.id!);
        if (msg.scores) p.resolve(msg.scores);
        else p.reject(new Error(`nudity model failed: ${msg.error}`));
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
      w.on('exit', (code) => gone(new Error(`nudity worker exited (code ${code})`)));
    });
    // A failed start is reported to the caller that asked; the next call starts afresh.
    ready.catch(() => undefined);
    return ready;
  }

  return {
    async classify(image) {
      if (pending.size > options.maxQueue) {
        throw apiError('photoProcessingBusy', {}, { headers: { 'retry-after': String(options.retryAfterSeconds) } });
      }
      const id = nextId++;
      const result = new Promise<NudityScores>((resolve, reject) => pending.set(id, { resolve, reject }));
      // Counted as queued from here on, so the bound holds while the pixels are being prepared.
      try {
        const pixels = await modelPixels(image);
        await start();
        worker!.postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer]);
      } catch (err) {
        pending.delete(id);
        throw err;
      }
      return result;
    },
    warm: () => start(),
    stats: () => ({ queued: pending.size, started: worker !== undefined }),
    async close() {
      const w = worker;
      worker = undefined;
      ready = undefined;
      failAll(new Error('nudity classifier closed'));
      if (w) await w.terminate();
    },
  };
}

/** The one model queue of this process. */
export const processNudityClassifier = createNudityClassifier();
