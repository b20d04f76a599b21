// Whether the signed-in member appears in others' decks yet (issue 35 item 4): the instance asks for
// `min_photos_to_appear` photos others can see, and a photo held for review is not one until an admin
// publishes it. A profile stored by an older version carries no minimum: nothing is asked then.
import type { Me } from '@affinia/contract';

export type PhotoMinimum =
  /** Enough photos others can see: the member appears. */
  | { state: 'met' }
  /** Enough once the photos held for review are published: nothing to add, only to wait. */
  | { state: 'inReview'; held: number }
  /** `missing` more photos to add (beyond those held for review). */
  | { state: 'missing'; missing: number };

export function photoMinimumOf(profile: Pick<Me, 'photos' | 'held_photos' | 'min_photos_to_appear'>): PhotoMinimum {
  const required = profile.min_photos_to_appear ?? 0;
  const held = profile.held_photos?.length ?? 0;
  const visible = profile.photos.length - held;
  if (visible >= required) return { state: 'met' };
  if (visible + held >= required) return { state: 'inReview', held };
  return { state: 'missing', missing: required - visible - held };
}
