// What a photo's nudity scores mean for it. The score that decides is P(porn) + P(hentai): the two
// classes of explicit content (nsfwjs's "sexy" covers swimwear and lingerie, which a dating profile
// may show). Thresholds are operator settings; their defaults and how they were chosen: decision 026.
import type { PhotoScreening } from '@affinia/contract';
import type { NudityScores } from './nudity-classifier.js';

export type ScreeningThresholds = {
  /** At or above: the upload is refused. */
  refuseAt: number;
  /** At or above (and below refuseAt): the photo is held for the admin's review. */
  holdAt: number;
};

export const nudityScore = (scores: NudityScores): number => scores.Porn + scores.Hentai;

export function screeningVerdict(scores: NudityScores, thresholds: ScreeningThresholds): PhotoScreening | 'refused' {
  const score = nudityScore(scores);
  if (score >= thresholds.refuseAt) return 'refused';
  if (score >= thresholds.holdAt) return 'held';
  return 'visible';
}
