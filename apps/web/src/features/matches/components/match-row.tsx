// One match in the list of conversations (decision 049): the photo, the first name, the newest message
// (or an invitation to write the first one), an unread mark and the time of the latest activity. The
// row opens the chat (a stretched link on the name: one link for assistive technology). "Noter ce
// profil" shows in the row when the can-rate check allows it (`actions`); the spec's match card — age,
// place, affinity, social score, reason, interests, 'Discuter', report — folds out under "Détails".
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATCH_CARD_INTERESTS, type MatchItem } from '@affinia/contract';
import { buttonClasses } from '../../../components/ui/button';
import { DistanceBand } from '../../../components/ui/distance-band';
import { InterestChips } from '../../../components/ui/interest-chips';
import { MemberBadges } from '../../../components/ui/member-badges';
import { initials } from '../../../lib/initials';
import { photoSrcSet, photoUrl } from '../../../lib/photo-sources';
import { paths } from '../../../config/paths';
import { activityTime } from '../activity-time';

type MatchRowProps = {
  item: MatchItem;
  /** The other person wrote since the reader last read the conversation. */
  unread: boolean;
  /** The newest message is theirs and contains one of the reader's hidden words: folded. */
  previewHidden: boolean;
  now: Date;
  /** In the row, beside "Détails": 'Noter ce profil' when allowed. */
  actions?: ReactNode;
  /** In the details: the report button. */
  safety?: ReactNode;
  /** The first rows fetch their photo at once. */
  priority?: boolean;
};

export function MatchRow({ item, unread, previewHidden, now, actions, safety, priority = false }: MatchRowProps) {
  const { t, i18n } = useTranslation('matches');
  const nameId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const { match, user, conversation } = item;
  const chatPath = paths.chat(match.id);
  const last = conversation.last_message;
  const activityAt = conversation.last_message_at ?? match.matched_at;
  const photo = user.photos[0];
  const preview = last === null ? null : previewHidden ? t('row.hidden') : last.preview;
  return (
    <article
      aria-labelledby={nameId}
      data-testid="match-row"
      data-unread={unread || undefined}
      className="relative rounded-2xl bg-white shadow-sm ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-accent-600"
    >
      <div className="flex items-center gap-3 p-3">
        <div className="relative size-14 shrink-0 overflow-hidden rounded-full bg-ink-100" data-testid="match-photo">
          {photo ? (
            <img
              src={photoUrl(photo)}
              srcSet={photoSrcSet(photo)}
              sizes="56px"
              alt={t('photoAlt', { name: user.name })}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-full items-center justify-center bg-linear-to-br from-brand-600 to-accent-600 text-lg font-bold text-white"
            >
              {initials(user.name)}
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <h2 id={nameId} className="min-w-0 truncate text-base font-bold text-ink-900">
              {/* Stretched over the whole row: a tap anywhere opens the conversation. */}
              <Link
                to={chatPath}
                aria-label={unread ? t('chatLabelUnread', { name: user.name }) : t('chatLabel', { name: user.name })}
                className="rounded after:absolute after:inset-0 after:content-[''] focus:outline-none"
              >
                {user.name}
              </Link>
            </h2>
            <time
              dateTime={activityAt}
              className={`ml-auto shrink-0 text-xs ${unread ? 'font-bold text-brand-700' : 'text-ink-600'}`}
            >
              {activityTime(activityAt, now, i18n.language, t('row.yesterday'))}
            </time>
          </div>
          <div className="mt-0.5 flex items-center gap-2">
            <p
              data-testid="match-preview"
              className={`min-w-0 flex-1 truncate text-sm ${
                preview === null
                  ? 'font-semibold text-accent-700'
                  : unread
                    ? 'font-semibold text-ink-900'
                    : 'text-ink-600'
              }`}
            >
              {preview === null
                ? t('row.invite', { name: user.name })
                : last?.from_me
                  ? t('row.fromMe', { text: preview })
                  : preview}
            </p>
            {unread ? (
              <span data-testid="unread-mark" className="size-3 shrink-0 rounded-full bg-brand-600">
                <span className="sr-only">{t('row.unread')}</span>
              </span>
            ) : null}
          </div>
        </div>
      </div>
      {/* Above the stretched link, so each button receives its own taps. */}
      <div className="relative z-10 flex flex-wrap items-center justify-end gap-2 px-3 pb-3">
        {actions}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-ink-700 hover:bg-ink-100"
        >
          <span aria-hidden="true">{t('row.details')}</span>
          <span className="sr-only">{t('row.detailsLabel', { name: user.name })}</span>
          <svg
            viewBox="0 0 20 20"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="currentColor"
            aria-hidden="true"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
      </div>
      <div id={detailsId} hidden={!open} className="relative z-10 border-t border-ink-200 px-4 py-3">
        {open ? (
          <div className="flex flex-col gap-3">
            <div>
              <p className="font-semibold text-ink-900">
                {t('age', { age: user.age })}
                <span className="mx-2 text-ink-400" aria-hidden="true">
                  ·
                </span>
                <span aria-hidden="true">{t('affinity', { score: match.affinity_score })}</span>
                <span className="sr-only">{t('affinityLabel', { score: match.affinity_score })}</span>
              </p>
              {user.place ? (
                <DistanceBand user={user} distanceKm={item.distance_km} className="mt-0.5" />
              ) : (
                <p className="mt-0.5 text-sm text-ink-600">
                  <span className="sr-only">{t('locationLabel')} :</span>
                  {user.location}
                </p>
              )}
              <MemberBadges
                isDemo={user.is_demo}
                isVerified={user.is_verified}
                score={user.social_score}
                scoreLabel={(average, count) => t('socialScore', { average, count })}
              />
            </div>
            {match.match_reason ? (
              <section className="rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-100">
                <h3 className="text-xs font-bold tracking-wide text-brand-800 uppercase">{t('reasonTitle')}</h3>
                <p className="mt-1 text-sm text-ink-800">{match.match_reason}</p>
              </section>
            ) : null}
            {user.interests.length > 0 ? (
              <InterestChips interests={user.interests} label={t('interestsLabel')} limit={MATCH_CARD_INTERESTS} />
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={chatPath}
                aria-label={t('chatLabel', { name: user.name })}
                className={buttonClasses({ className: 'flex-1' })}
              >
                {t('chat')}
              </Link>
              {safety}
            </div>
          </div>
        ) : null}
      </div>
    </article>
  );
}
