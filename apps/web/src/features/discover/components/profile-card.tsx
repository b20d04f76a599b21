// One discover card, sized to fit the space it is given (the deck fills the screen above the action
// bar). It carries what the spec lists for a discover card: the member's photos with 'Score: x/100',
// name, age, the place once (the town and its distance band in one line), the social score when the
// person has been rated, the match reason, the bio and up to five interests. Closed, the reason and the
// bio are cut to their first lines so that the photo keeps most of the card; "Voir le profil" (in the
// action bar) opens them whole, and the text then scrolls inside the card while the decision buttons
// stay where they are. The opened text still lets a sideways swipe through (touch-action: pan-y): the
// card decides on it as on the closed card. Purely presentational: dragging and deciding live in
// swipe-deck.tsx. The day's pick ("Coup de cœur du jour") says so in words above the photos, and its
// name is read with the card's name by screen readers.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOVER_CARD_INTERESTS, type DiscoverItem } from '@affinia/contract';
import { DistanceBand } from '../../../components/ui/distance-band';
import { PhotoCarousel } from '../../../components/ui/photo-carousel';
import { MemberBadges } from '../../../components/ui/member-badges';
import { InterestChips } from '../../../components/ui/interest-chips';

/** The card is at most the deck's width (max-w-xl, 36 rem) and the full width of a phone. */
const PHOTO_SIZES = '(max-width: 640px) 100vw, 36rem';

type ProfileCardProps = {
  item: DiscoverItem;
  /** The rest of the profile (whole reason, bio, interests) is open. */
  expanded: boolean;
  /** The id of the part "Voir le profil" opens (its aria-controls). */
  detailsId?: string;
  /** Fetch the first photo at once: the card on screen and the one under it. */
  priority?: boolean;
};

export function ProfileCard({ item, expanded, detailsId, priority = false }: ProfileCardProps) {
  const { t } = useTranslation('discover');
  const nameId = useId();
  const pickId = useId();
  const { user } = item;
  const pick = item.daily_pick === true;
  return (
    <article
      aria-labelledby={pick ? `${pickId} ${nameId}` : nameId}
      data-daily-pick={pick ? 'true' : undefined}
      className="flex size-full flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 shadow-ink-900/10 ring-ink-200"
    >
      {/* The photo takes what the text leaves; opened, it steps back to a strip above the text. */}
      <div
        className={`relative bg-ink-100 ${expanded ? 'h-1/3 min-h-24 shrink-0' : 'min-h-32 flex-1'}`}
        data-testid="discover-photo"
      >
        <PhotoCarousel
          photos={user.photos}
          name={user.name}
          alt={t('photoAlt', { name: user.name })}
          sizes={PHOTO_SIZES}
          priority={priority}
        />
        <p className="pointer-events-none absolute top-3 left-3 z-10 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-700 shadow">
          <span aria-hidden="true">{t('score', { score: item.affinity_score })}</span>
          <span className="sr-only">{t('scoreLabel', { score: item.affinity_score })}</span>
        </p>
        {pick ? (
          <p
            id={pickId}
            className="pointer-events-none absolute top-3 right-3 z-10 flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-sm font-bold text-white shadow"
            data-testid="daily-pick"
          >
            <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor" aria-hidden="true">
              <path d="M10 17.5s-7-4.3-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 4.9-7 9.2-7 9.2z" />
            </svg>
            <span aria-hidden="true">{t('dailyPick.badge')}</span>
            <span className="sr-only">{t('dailyPick.label')}</span>
          </p>
        ) : null}
      </div>
      <div
        id={detailsId}
        // Opened, the text scrolls up and down, and a sideways move stays the card's swipe: without
        // `pan-y` here, this scroller would take horizontal moves for the browser and cancel the drag.
        className={`space-y-3 p-4 sm:p-5 ${expanded ? 'min-h-0 flex-1 touch-pan-y touch-pinch-zoom overflow-y-auto overscroll-contain' : 'shrink-0'}`}
        // Opened, the text scrolls: keyboard users need to reach it too.
        tabIndex={expanded ? 0 : undefined}
        aria-label={expanded ? t('details.region', { name: user.name }) : undefined}
        role={expanded ? 'region' : undefined}
      >
        <div>
          <h2 id={nameId} className="text-2xl font-bold tracking-tight break-words text-ink-900">
            {user.name}
            <span className="font-semibold text-ink-600">, {t('age', { age: user.age })}</span>
          </h2>
          {/* The place, once: the recognised town (or the member's own words) and its distance band. */}
          <div data-testid="discover-place">
            <DistanceBand user={user} location={user.location} distanceKm={item.distance_km} className="mt-0.5" />
          </div>
          <MemberBadges
            isDemo={user.is_demo}
            isVerified={user.is_verified}
            score={user.social_score}
            scoreLabel={(average, count) => t('socialScore', { average, count })}
          />
        </div>
        {item.match_reason ? (
          <section className="rounded-2xl bg-brand-50 px-4 py-2.5 ring-1 ring-brand-100">
            <h3 className="text-xs font-bold tracking-wide text-brand-800 uppercase">
              {pick ? t('dailyPick.reasonTitle') : t('reasonTitle')}
            </h3>
            <p className={`mt-1 text-ink-800 ${expanded ? '' : 'line-clamp-2 text-sm'}`}>{item.match_reason}</p>
          </section>
        ) : null}
        {user.bio ? (
          <p
            data-testid="discover-bio"
            className={`break-words whitespace-pre-line text-ink-800 ${expanded ? '' : 'line-clamp-2 text-sm'}`}
          >
            {user.bio}
          </p>
        ) : null}
        {user.interests.length > 0 ? (
          <InterestChips
            interests={user.interests}
            label={t('interestsLabel')}
            limit={DISCOVER_CARD_INTERESTS}
            size={expanded ? 'md' : 'sm'}
          />
        ) : null}
      </div>
    </article>
  );
}
