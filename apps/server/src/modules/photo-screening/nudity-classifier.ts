// The nudity model's side of the vision worker (vision-client.ts): each picture squeezed to 224×224 RGB
// and scored there. A full queue answers 503 `photoProcessingBusy` with Retry-After.
import sharp, { type Sharp } from 'sharp';
import { createVisionClient, processVisionClient, type VisionClient } from './vision-client.js';

/** nsfwjs's five classes; each probability is in [0, 1] and they sum to 1. */
export type NudityScores = { Drawing: number; Hentai: number; Neutral: number; Porn: number; Sexy: number };

export const MODEL_SIDE = 224;

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

export function createNudityClassifier(vision: VisionClient = createVisionClient()): NudityClassifier {
  return {
    classify: (image) =>
      vision.run<NudityScores>('nudity', async () => {
        const pixels = await modelPixels(image);
        return { input: { pixels }, transfer: [pixels.buffer as ArrayBuffer] };
      }),
    warm: () => vision.warm('nudity'),
    stats: () => vision.stats(),
    close: () => vision.close(),
  };
}

/** Nudity screening on the process's one vision worker. */
export const processNudityClassifier = createNudityClassifier(processVisionClient);
