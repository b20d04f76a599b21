// Who is signed in: photo (or initials), name, age, location and the Premium badge, with the two ways
// forward — start matching (/discover) and edit the questionnaire. Until the questionnaire is done, a
// reminder says why it matters.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@affinia/contract';
import { buttonClasses } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { paths } from '../../../config/paths';
import { photoUrl, shownPhotos } from '../../../lib/photo-sources';
import { initials } from '../../../lib/initials';

function PremiumBadge() {
  const { t } = useTranslation('dashboard');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-linear-to-r from-amber-100 to-amber-200 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase ring-1 ring-amber-300">
      <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
        <path d="M10 1.8 12.5 7l5.7.6-4.3 3.8 1.2 5.6L10 14.1 4.9 17l1.2-5.6L1.8 7.6 7.5 7z" />
      </svg>
      {t('premium')}
    </span>
  );
}

export function ProfileSummary({ profile }: { profile: Me }) {
  const { t } = useTranslation('dashboard');
  const [firstPhoto] = shownPhotos(profile);
  const completed = profile.settings.questionnaire_completed;
  return (
    <section aria-labelledby="profile-name" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {firstPhoto ? (
          <img
            src={photoUrl(firstPhoto)}
            alt=""
            className="size-24 shrink-0 rounded-full object-cover ring-4 ring-brand-50 sm:size-28"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand-600 to-accent-600 text-3xl font-bold text-white sm:size-28"
          >
            {initials(profile.name)}
          </div>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2.5">
            <h2 id="profile-name" className="text-2xl font-bold tracking-tight break-words text-ink-900">
              {profile.name}
            </h2>
            {profile.is_premium ? <PremiumBadge /> : null}
            {profile.is_verified ? <VerifiedBadge /> : null}
          </div>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-ink-600">
            <div>
              <dt className="sr-only">{t('ageLabel')}</dt>
              <dd>{t('age', { age: profile.age })}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt className="sr-only">{t('locationLabel')}</dt>
              <svg
                viewBox="0 0 20 20"
                className="size-4 shrink-0 text-brand-600"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4z" />
              </svg>
              <dd className="break-words">{profile.location}</dd>
            </div>
          </dl>
          {profile.settings.is_paused ? (
            <p className="mt-2 inline-flex rounded-full bg-ink-100 px-2.5 py-0.5 text-sm font-medium text-ink-800">
              {t('privacy.pause.badge')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <Link to={paths.discover()} className={buttonClasses({ size: 'lg' })}>
            {t('actions.startMatching')}
          </Link>
          <Link to={paths.questionnaire()} className={buttonClasses({ variant: 'ghost' })}>
            {t('actions.editQuestionnaire')}
          </Link>
        </div>
      </div>

      {completed ? null : (
        <div className="mt-5 rounded-2xl bg-accent-50 p-4 ring-1 ring-accent-100 sm:flex sm:items-center sm:justify-between sm:gap-4">
          <div>
            <p className="font-semibold text-ink-900">{t('questionnaireReminder.title')}</p>
            <p className="mt-0.5 text-sm text-ink-600">{t('questionnaireReminder.text')}</p>
          </div>
          <Link
            to={paths.questionnaire()}
            className={buttonClasses({ variant: 'secondary', className: 'mt-3 shrink-0 sm:mt-0' })}
          >
            {t('questionnaireReminder.action')}
          </Link>
        </div>
      )}
    </section>
  );
}
