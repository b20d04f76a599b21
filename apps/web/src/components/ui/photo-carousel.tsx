// All of a member's photos in one frame (discover and match cards): one shown at a time, tap zones on
// the left and right thirds to move between them (real buttons, so keys and screen readers reach them
// too) and dots that say where you are. Only the shown photo and its neighbours are fetched; each is
// sized by `srcset`, so a phone downloads a card-sized copy. With no photo, the member's initials.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { photoSrcSet, photoUrl } from '../../lib/photo-sources';
import { initials } from '../../lib/initials';

type PhotoCarouselProps = {
  photos: readonly string[];
  name: string;
  /** The `alt` of each photo ("Photo de Léa"). */
  alt: string;
  /** The displayed width, for `srcset` (CSS `sizes`). */
  sizes: string;
  /** Fetch the first photo at once (the card on screen, the next one in the deck). */
  priority?: boolean;
};

const zoneClasses =
  'absolute inset-y-0 z-10 w-1/3 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-white';

export function PhotoCarousel({ photos, name, alt, sizes, priority = false }: PhotoCarouselProps) {
  const { t } = useTranslation('common');
  const [shown, setShown] = useState(0);
  const total = photos.length;
  if (total === 0) {
    return (
      <div
        aria-hidden="true"
        className="flex size-full items-center justify-center bg-linear-to-br from-brand-600 to-accent-600 text-6xl font-bold text-white select-none"
      >
        {initials(name)}
      </div>
    );
  }
  const current = Math.min(shown, total - 1);
  return (
    <div className="relative size-full">
      {photos.map((photo, index) =>
        // The shown photo and its neighbours are in the page (the next tap shows a picture already
        // there); the others are fetched when they come near.
        Math.abs(index - current) <= 1 ? (
          <img
            key={photo}
            src={photoUrl(photo)}
            srcSet={photoSrcSet(photo)}
            sizes={sizes}
            alt={index === current ? alt : ''}
            aria-hidden={index === current ? undefined : true}
            loading={priority && index === 0 ? 'eager' : 'lazy'}
            fetchPriority={priority && index === 0 ? 'high' : undefined}
            decoding="async"
            draggable={false}
            className={`absolute inset-0 size-full object-cover select-none ${index === current ? '' : 'invisible'}`}
          />
        ) : null,
      )}
      {total > 1 ? (
        <>
          <button
            type="button"
            onClick={() => setShown((index) => (index - 1 + total) % total)}
            aria-label={t('photos.previous', { current: current + 1, total })}
            className={`${zoneClasses} left-0`}
          />
          <button
            type="button"
            onClick={() => setShown((index) => (index + 1) % total)}
            aria-label={t('photos.next', { current: current + 1, total })}
            className={`${zoneClasses} right-0`}
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-3 bottom-2 z-10 flex gap-1"
            data-testid="photo-dots"
          >
            {photos.map((photo, index) => (
              <span
                key={photo}
                className={`h-1 flex-1 rounded-full shadow-sm ${index === current ? 'bg-white' : 'bg-white/50'}`}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
