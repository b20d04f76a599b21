// One match in the grid (spec section 2): photos, affinity percent, name, age, location, social score,
// 'Discuter' (with the count of unread messages) and the other actions, then the match reason and up
// to three interests. Sized for a phone: the photo takes at most half the screen and the actions come
// right after the name, so both are in view without scrolling. A match not written to yet is marked
// "Nouveau". The whole card opens the chat (a stretched link on the name, so there is one link for
// assistive technology, not a clickable <div>). `actions` is where other features add their buttons
// (the ratings issue's 'Noter ce profil').
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DistanceBand } from '../../../components/ui/distance-band';
import { MATCH_CARD_INTERESTS, UNREAD_LIST_MAX, type MatchItem } from '@affinia/contract';
import { buttonClasses } from '../../../components/ui/button';
import { PhotoCarousel } from '../../../components/ui/photo-carousel';
import { paths } from '../../../config/paths';
import { MemberBadges } from '../../../components/ui/member-badges';
import { InterestChips } from '../../../components/ui/interest-chips';

/** One column on phones, two from 640 px, three from 1024 px (the grid of matches-page.tsx). */
const PHOTO_SIZES = '(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 24rem';

type MatchCardProps = {
  item: MatchItem;
  /** Not written to yet by the reader. */
  isNew: boolean;
  /** The other person's messages this device has not shown yet. */
  unread: number;
  /** The first cards of the list fetch their photo at once. */
  priority?: boolean;
  actions?: ReactNode;
};

export function MatchCard({ item, isNew, unread, priority = false, actions }: MatchCardProps) {
  const { t } = useTranslation('matches');
  const nameId = useId();
  const { match, user } = item;
  const chatPath = paths.chat(match.id);
  return (
    <article
      aria-labelledby={nameId}
      data-testid="match-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-200 transition hover:shadow-md focus-within:ring-2 focus-within:ring-accent-600"
    >
      {/* At most half a phone screen, however wide the card. */}
      <div className="relative aspect-[4/3] max-h-[50svh] w-full bg-ink-100" data-testid="match-photo">
        <PhotoCarousel
          photos={user.photos}
          name={user.name}
          alt={t('photoAlt', { name: user.name })}
          sizes={PHOTO_SIZES}
          priority={priority}
        />
        {isNew ? (
          <p className="pointer-events-none absolute top-3 left-3 z-10 rounded-full bg-accent-700 px-3 py-1 text-sm font-bold text-white shadow">
            {t('new')}
          </p>
        ) : null}
        <p className="pointer-events-none absolute top-3 right-3 z-10 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-700 shadow">
          <span aria-hidden="true">{t('affinity', { score: match.affinity_score })}</span>
          <span className="sr-only">{t('affinityLabel', { score: match.affinity_score })}</span>
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div>
          <h2 id={nameId} className="text-xl font-bold break-words text-ink-900">
            {/* Stretched over the whole card: a click anywhere opens the conversation. */}
            <Link to={chatPath} className="rounded after:absolute after:inset-0 after:content-[''] focus:outline-none">
              {user.name}
            </Link>
            <span className="font-semibold text-ink-600">, {t('age', { age: user.age })}</span>
          </h2>
          <p className="mt-0.5 text-ink-600">
            <span className="sr-only">{t('locationLabel')} :</span>
            {user.location}
          </p>
          <DistanceBand user={user} distanceKm={item.distance_km} className="mt-0.5" />
          <MemberBadges
            isDemo={user.is_demo}
            isVerified={user.is_verified}
            score={user.social_score}
            scoreLabel={(average, count) => t('socialScore', { average, count })}
          />
        </div>
        {/* Above the stretched link, so each action receives its own clicks. */}
        <div className="relative z-10 flex flex-wrap gap-2">
          <Link
            to={chatPath}
            aria-label={
              unread > 0
                ? t('chatLabelUnread', { name: user.name, count: unread })
                : t('chatLabel', { name: user.name })
            }
            className={buttonClasses({ className: 'flex-1 gap-2' })}
          >
            {t('chat')}
            {unread > 0 ? (
              <span
                aria-hidden="true"
                data-testid="unread-count"
                className="inline-flex min-w-6 items-center justify-center rounded-full bg-white px-1.5 text-sm font-bold text-brand-700"
              >
                {unread > UNREAD_LIST_MAX - 1 ? `${UNREAD_LIST_MAX}+` : unread}
              </span>
            ) : null}
          </Link>
          {actions}
        </div>
        {match.match_reason ? (
          <section className="rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100">
            <h3 className="text-xs font-bold tracking-wide text-brand-800 uppercase">{t('reasonTitle')}</h3>
            <p className="mt-1 line-clamp-3 text-sm text-ink-800">{match.match_reason}</p>
          </section>
        ) : null}
        {user.interests.length > 0 ? (
          <InterestChips interests={user.interests} label={t('interestsLabel')} limit={MATCH_CARD_INTERESTS} />
        ) : null}
      </div>
    </article>
  );
}
