// Screens a processed photo before it is stored: refused (422, nothing stored), held for review, or
// visible. When the model cannot run (it failed to load, or crashed on this picture) the photo is held
// rather than shown: nobody sees a picture the model has not passed, and the admin's queue gets it.
// A full model queue is not such a failure: it answers 503 with Retry-After and the member retries.
import type { FastifyBaseLogger } from 'fastify';
import type { Sharp } from 'sharp';
import type { PhotoScreening } from '@affinia/contract';
import { HttpError, apiError } from '../../http/errors.js';
import type { NudityClassifier } from './nudity-classifier.js';
import { nudityScore, screeningVerdict, type ScreeningThresholds } from './verdict.js';

export type ScreeningResult = { screening: PhotoScreening; nudityScore: number | null; sexyScore: number | null };

export type PhotoScreener = {
  /** Throws `photoRefusedNudity` (422) for a refused photo, `photoProcessingBusy` (503) when the queue is full. */
  screen(image: Buffer | Sharp): Promise<ScreeningResult>;
};

export type PhotoScreeningOptions = ScreeningThresholds & { enabled: boolean };

/** Counts of what screening decided, for the metrics endpoint. */
export type ScreeningCounter = (outcome: PhotoScreening | 'refused' | 'unscreened') => void;

export function createPhotoScreener(
  options: PhotoScreeningOptions,
  classifier: NudityClassifier,
  log: FastifyBaseLogger,
  count: ScreeningCounter = () => undefined,
): PhotoScreener {
  return {
    async screen(image) {
      if (!options.enabled) return { screening: 'visible', nudityScore: null, sexyScore: null };
      let scores;
      try {
        scores = await classifier.classify(image);
      } catch (err) {
        if (err instanceof HttpError) throw err;
        log.error({ err }, 'nudity screening failed: the photo is held for review');
        count('unscreened');
        return { screening: 'held', nudityScore: null, sexyScore: null };
      }
      const verdict = screeningVerdict(scores, options);
      count(verdict);
      if (verdict === 'refused') throw apiError('photoRefusedNudity');
      return { screening: verdict, nudityScore: nudityScore(scores), sexyScore: scores.Sexy };
    },
  };
}
