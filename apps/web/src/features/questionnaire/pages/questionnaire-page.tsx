// /questionnaire (spec section 2): the four-step personality questionnaire, prefilled with the saved
// answers when the user comes back to change them, or resumed from the draft kept on the server while
// a first questionnaire is filled in (decision 052). After a first save, `?step=preferences` is the
// optional step "Ce que je recherche" (issue 34, decision 063).
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { Button } from '../../../components/ui/button';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { Spinner } from '../../../components/ui/spinner';
import { PREFERENCES_STEP, paths } from '../../../config/paths';
import { useProfile } from '../../../lib/profile-query';
import { PreferencesStep } from '../components/preferences-step';
import { QuestionnaireWizard } from '../components/questionnaire-wizard';
import { useQuestionnaireDraft } from '../api/questionnaire-draft';
import { isSessionEnd } from '../../../lib/user-message';

export default function QuestionnairePage() {
  const { t } = useTranslation('questionnaire');
  const { t: tc } = useTranslation('common');
  const profile = useProfile();

  useEffect(() => {
    // A 401 has already cleared the session and left for /auth with its own message.
    if (profile.isError && !isSessionEnd(profile.error)) {
      toast.error(t('loadError'), { id: 'profile-load-error' });
    }
  }, [profile.isError, profile.error, t]);

  const completed = profile.data?.settings.questionnaire_completed ?? false;
  const [searchParams] = useSearchParams();
  // The optional step follows a saved questionnaire; before that, its address opens the four steps.
  const preferencesStep = completed && searchParams.get('step') === PREFERENCES_STEP;
  // Arriving from step 4, focus moves to the new step's heading as between steps; opened at its address
  // (a reload), the page starts at the top like any other.
  const [openedOnPreferences] = useState(() => searchParams.get('step') === PREFERENCES_STEP);
  // A draft exists only for a questionnaire never completed. Unreadable, the questionnaire opens
  // without it rather than not at all.
  const resumable = profile.data !== undefined && !completed;
  const draft = useQuestionnaireDraft(resumable);

  return (
    <div className="min-h-dvh">
      <title>{`${t('title')} | Affinia`}</title>
      <header className="border-b border-ink-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5">
          <Link to={paths.home()} aria-label={tc('homeLink')} className="rounded-lg text-ink-900">
            <BrandLogo />
          </Link>
          <div className="flex items-center gap-3">
            <LanguageSwitcher />
            {completed ? (
              <Link
                to={paths.dashboard()}
                className="rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                {t('backToProfile')}
              </Link>
            ) : null}
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto max-w-3xl px-4 pt-6 pb-10 sm:px-5 sm:pt-10">
        <h1
          className={`text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl ${preferencesStep ? 'mb-4 sm:mb-6' : ''}`}
        >
          {t('title')}
        </h1>
        {/* The optional step says what it is for itself: a phone screen keeps room for its choices. */}
        {preferencesStep ? null : <p className="mt-2 mb-6 text-ink-600">{t('intro')}</p>}
        {profile.isPending || (resumable && draft.isPending) ? (
          <div className="flex items-center gap-3 rounded-3xl bg-white p-6 text-ink-600 ring-1 ring-ink-200">
            <Spinner className="size-5 text-brand-700" />
            <p>{t('loading')}</p>
          </div>
        ) : profile.isError ? (
          <div className="flex flex-wrap items-center gap-4 rounded-3xl bg-white p-6 ring-1 ring-ink-200">
            <p className="text-danger-600">{t('loadError')}</p>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : preferencesStep ? (
          <PreferencesStep profile={profile.data} focusHeading={!openedOnPreferences} />
        ) : (
          <QuestionnaireWizard profile={profile.data} draft={draft.data?.draft ?? null} />
        )}
      </main>
    </div>
  );
}
