// Where a member's photo is served from (its unguessable id under /api/profile/photos) and the
// narrower copies the server makes for `srcset`, so a phone downloads a card-sized picture.
import { PHOTO_MAX_SIDE, PHOTO_WIDTHS, photoUrl } from '@affinia/contract';

export { photoUrl };

/** Every served width, the stored original last (its `w` is an upper bound: never wider than this). */
export const photoSrcSet = (photoId: string) =>
  [
    ...PHOTO_WIDTHS.map((width) => `${photoUrl(photoId)}?w=${width} ${width}w`),
    `${photoUrl(photoId)} ${PHOTO_MAX_SIDE}w`,
  ].join(', ');

/** My photos others can see: those not held for review (a held photo's address answers 404, even to me). */
export function shownPhotos(me: { photos: string[]; held_photos?: string[] }): string[] {
  // A profile stored by an older version has no held_photos: none of its photos were held.
  const held = new Set(me.held_photos ?? []);
  return me.photos.filter((id) => !held.has(id));
}
