// "Personne ne voit encore votre profil": shown on discover and on "Mon Profil" while the member has fewer
// photos others can see than the instance asks for to appear in decks (MIN_PHOTOS_TO_APPEAR, issue 35).
// The member can still browse; the banner says what to do (add a photo) or to wait (one in review).
// A status role: it is read out when it appears and when it goes, without taking the focus.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@affinia/contract';
import { paths } from '../../config/paths';
import { photoMinimumOf } from '../../lib/photo-minimum';

type Props = {
  profile: Pick<Me, 'photos' | 'held_photos' | 'min_photos_to_appear'>;
  /** Discover links to the photos; "Mon Profil" shows them right there and needs no link. */
  withLink?: boolean;
  className?: string;
};

export function PhotoMinimumBanner({ profile, withLink = false, className = '' }: Props) {
  const { t } = useTranslation('common');
  const minimum = photoMinimumOf(profile);
  if (minimum.state === 'met') return null;
  const text =
    minimum.state === 'inReview'
      ? t('photoMinimum.inReview', { count: minimum.held })
      : t('photoMinimum.missing', { count: minimum.missing });
  return (
    <div
      role="status"
      data-testid="photo-minimum-banner"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-300 ${className}`}
    >
      <p className="min-w-0 flex-1 basis-56">{text}</p>
      {withLink && minimum.state === 'missing' ? (
        <Link
          to={paths.dashboard()}
          className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-amber-950 underline underline-offset-2 hover:bg-amber-100"
        >
          {t('photoMinimum.action')}
        </Link>
      ) : null}
    </div>
  );
}
