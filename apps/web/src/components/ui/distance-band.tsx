// One line on discover and match cards: the other person's town and how far it is, as a band only
// ("Lyon · à moins de 10 km"), or that they are travelling there. The API never says more. A card
// that prints the place only here (discover) passes the member's own words for a town the gazetteer
// did not recognise, so the place is never missing nor printed twice.
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@affinia/contract';
import { ownPlaceKnown } from '../../lib/places';

type DistanceBandProps = {
  user: Pick<PublicUser, 'place' | 'travelling'>;
  distanceKm: number | null;
  /** Shown as the place when `user.place` is unknown (the location as the member typed it). */
  location?: string;
  className?: string;
};

export function DistanceBand({ user, distanceKm, location, className = '' }: DistanceBandProps) {
  const { t } = useTranslation('common');
  // null is "beyond 500 km" only when both towns are known; otherwise the distance is unknown.
  const known = user.place !== null && ownPlaceKnown();
  const distance =
    distanceKm !== null ? t('distance.within', { km: distanceKm }) : known ? t('distance.far') : t('distance.unknown');
  const where = user.place
    ? user.travelling
      ? t('distance.travelling', { place: user.place.name })
      : user.place.name
    : location?.trim() || null;
  return (
    <p className={`flex items-center gap-1.5 text-sm text-ink-600 ${className}`} data-testid="distance-band">
      <svg
        viewBox="0 0 20 20"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10Z" strokeLinejoin="round" />
        <circle cx="10" cy="8" r="2" />
      </svg>
      <span>{where ? `${where} · ${distance}` : distance}</span>
    </p>
  );
}
