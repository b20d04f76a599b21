// One match in the grid (spec section 2): photo, affinity percent, name, age, location, social score,
// match reason, up to three interests and 'Discuter'. The whole card opens the chat (a stretched link
// on the name, so there is one link for assistive technology, not a clickable <div>). `actions` is
// where other features add their buttons (the ratings issue's 'Noter ce profil').
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATCH_CARD_INTERESTS, type MatchItem } from '@affinia/contract';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { DemoBadge } from '../../../components/ui/demo-badge';

const photoUrl = (photoId: string) => `/api/profile/photos/${encodeURIComponent(photoId)}`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

function SocialScore({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation('matches');
  const value = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
  return (
    <p className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
      <svg viewBox="0 0 20 20" className="size-4 text-amber-600" fill="currentColor" aria-hidden="true">
        <path d="M10 1.8 12.5 7l5.7.6-4.3 3.8 1.2 5.6L10 14.1 4.9 17l1.2-5.6L1.8 7.6 7.5 7z" />
      </svg>
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{t('socialScore', { average: value, count })}</span>
    </p>
  );
}

export function MatchCard({ item, actions }: { item: MatchItem; actions?: ReactNode }) {
  const { t } = useTranslation('matches');
  const nameId = useId();
  const { match, user } = item;
  const [firstPhoto] = user.photos;
  const score = user.social_score;
  const chatPath = paths.chat(match.id);
  return (
    <article
      aria-labelledby={nameId}
      data-testid="match-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-200 transition hover:shadow-md focus-within:ring-2 focus-within:ring-accent-600"
    >
      <div className="relative aspect-[4/3] bg-ink-100">
        {firstPhoto ? (
          <img src={photoUrl(firstPhoto)} alt={t('photoAlt', { name: user.name })} className="size-full object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center bg-linear-to-br from-brand-600 to-accent-600 text-5xl font-bold text-white"
          >
            {initials(user.name)}
          </div>
        )}
        <p className="absolute top-3 right-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-700 shadow">
          <span aria-hidden="true">{t('affinity', { score: match.affinity_score })}</span>
          <span className="sr-only">{t('affinityLabel', { score: match.affinity_score })}</span>
        </p>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
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
          {user.is_demo ? <DemoBadge className="mt-2" /> : null}
          {score && score.total_ratings > 0 ? (
            <div className="mt-2">
              <SocialScore average={score.average} count={score.total_ratings} />
            </div>
          ) : null}
        </div>
        {match.match_reason ? (
          <section className="rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100">
            <h3 className="text-xs font-bold tracking-wide text-brand-800 uppercase">{t('reasonTitle')}</h3>
            <p className="mt-1 text-sm text-ink-800">{match.match_reason}</p>
          </section>
        ) : null}
        {user.interests.length > 0 ? (
          <ul aria-label={t('interestsLabel')} className="flex flex-wrap gap-2">
            {user.interests.slice(0, MATCH_CARD_INTERESTS).map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700 ring-1 ring-accent-100"
              >
                {t(`interests.${interest}`, { defaultValue: interest })}
              </li>
            ))}
          </ul>
        ) : null}
        {/* Above the stretched link, so each action receives its own clicks. */}
        <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={chatPath}
            aria-label={t('chatLabel', { name: user.name })}
            className={buttonClasses({ className: 'flex-1' })}
          >
            {t('chat')}
          </Link>
          {actions}
        </div>
      </div>
    </article>
  );
}
