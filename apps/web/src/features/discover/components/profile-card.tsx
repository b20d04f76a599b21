// One discover card, in the spec's order: 'Score: x/100', the first photo (or a placeholder), name,
// age, location, the social score when the person has been rated, bio, up to five interests and the
// match reason. Purely presentational: dragging and deciding live in swipe-deck.tsx.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOVER_CARD_INTERESTS, type DiscoverItem } from '@affinia/contract';
import { DemoBadge } from '../../../components/ui/demo-badge';

const photoUrl = (photoId: string) => `/api/profile/photos/${encodeURIComponent(photoId)}`;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

function SocialScoreBadge({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useTranslation('discover');
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

export function ProfileCard({ item }: { item: DiscoverItem }) {
  const { t } = useTranslation('discover');
  const nameId = useId();
  const { user } = item;
  const [firstPhoto] = user.photos;
  const score = user.social_score;
  return (
    <article
      aria-labelledby={nameId}
      className="overflow-hidden rounded-3xl bg-white shadow-lg ring-1 shadow-ink-900/10 ring-ink-200"
    >
      <div className="relative aspect-[4/3] bg-ink-100 sm:aspect-[16/10]">
        {firstPhoto ? (
          <img
            src={photoUrl(firstPhoto)}
            alt={t('photoAlt', { name: user.name })}
            draggable={false}
            className="size-full object-cover select-none"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center bg-linear-to-br from-brand-600 to-accent-600 text-6xl font-bold text-white select-none"
          >
            {initials(user.name)}
          </div>
        )}
        <p className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-brand-700 shadow">
          <span aria-hidden="true">{t('score', { score: item.affinity_score })}</span>
          <span className="sr-only">{t('scoreLabel', { score: item.affinity_score })}</span>
        </p>
      </div>
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id={nameId} className="text-2xl font-bold tracking-tight break-words text-ink-900">
            {user.name}
            <span className="font-semibold text-ink-600">, {t('age', { age: user.age })}</span>
          </h2>
          <p className="mt-1 flex items-center gap-1 text-ink-600">
            <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-brand-600" fill="currentColor" aria-hidden="true">
              <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z" />
            </svg>
            <span className="sr-only">{t('locationLabel')} :</span>
            <span className="break-words">{user.location}</span>
          </p>
          {user.is_demo ? <DemoBadge className="mt-2" /> : null}
          {score && score.total_ratings > 0 ? (
            <div className="mt-2">
              <SocialScoreBadge average={score.average} count={score.total_ratings} />
            </div>
          ) : null}
        </div>
        {user.bio ? <p className="whitespace-pre-line break-words text-ink-800">{user.bio}</p> : null}
        {user.interests.length > 0 ? (
          <ul aria-label={t('interestsLabel')} className="flex flex-wrap gap-2">
            {user.interests.slice(0, DISCOVER_CARD_INTERESTS).map((interest) => (
              <li
                key={interest}
                className="rounded-full bg-accent-50 px-3 py-1 text-sm font-medium text-accent-700 ring-1 ring-accent-100"
              >
                {t(`interests.${interest}`, { defaultValue: interest })}
              </li>
            ))}
          </ul>
        ) : null}
        {item.match_reason ? (
          <section className="rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
            <h3 className="text-sm font-bold tracking-wide text-brand-800 uppercase">{t('reasonTitle')}</h3>
            <p className="mt-1 text-ink-800">{item.match_reason}</p>
          </section>
        ) : null}
      </div>
    </article>
  );
}
