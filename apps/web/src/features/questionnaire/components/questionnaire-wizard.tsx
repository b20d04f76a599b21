// The four steps of the questionnaire in one form, laid out: the step shown, and the bar at the bottom
// with back and next (or save). What they do lives in `useQuestionnaireWizard`.
import type { Me, QuestionnaireDraftView } from '@affinia/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useQuestionnaireWizard } from '../hooks/use-questionnaire-wizard';
import { STEP_COUNT } from '../../../lib/questionnaire-values';
import { AboutStep } from './about-step';
import { CompatibilityStep } from './compatibility-step';
import { InterestsStep } from './interests-step';
import { PersonalityStep } from './personality-step';
import { QuestionnaireProgress } from './questionnaire-progress';

export function QuestionnaireWizard({
  profile,
  draft = null,
}: {
  profile: Me;
  /** The first questionnaire kept on the server, to resume (decision 052). */
  draft?: QuestionnaireDraftView['draft'];
}) {
  const { t } = useTranslation('questionnaire');
  const {
    values,
    step,
    showMissing,
    preferenceErrors,
    blockedHint,
    pending,
    draftStatus,
    textCheck,
    formRef,
    headingRef,
    toggleInterest,
    setTrait,
    answer,
    chooseGenders,
    changeText,
    setPlace,
    setMaxDistance,
    next,
    previous,
    submit,
  } = useQuestionnaireWizard(profile, draft);

  return (
    <>
      {/* The scroll margin keeps a focused field clear of the sticky action bar at the bottom. */}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="rounded-3xl bg-white shadow-sm ring-1 ring-ink-200 [&_*]:scroll-mt-4 [&_*]:scroll-mb-28"
      >
        <div className="p-4 sm:p-8">
          <QuestionnaireProgress step={step} />
          {/* Always in the page, so that screen readers hear it change; empty until there is news. */}
          <p
            role="status"
            className={`mt-2 min-h-5 text-xs ${draftStatus === 'failed' ? 'text-danger-600' : 'text-ink-600'}`}
          >
            {draftStatus === 'idle' ? '' : t(`draft.${draftStatus}`)}
          </p>
          {step === 1 ? (
            <InterestsStep selected={values.interests} onToggle={toggleInterest} headingRef={headingRef} />
          ) : step === 2 ? (
            <PersonalityStep traits={values.traits} onChange={setTrait} headingRef={headingRef} />
          ) : step === 3 ? (
            <CompatibilityStep
              answers={values.answers}
              onAnswer={answer}
              showMissing={showMissing}
              headingRef={headingRef}
            />
          ) : (
            <AboutStep
              bio={values.bio}
              typePreference={values.typePreference}
              seekingGenders={values.seekingGenders}
              ageMin={values.ageMin}
              ageMax={values.ageMax}
              location={values.location}
              placeId={values.placeId}
              maxDistanceKm={values.maxDistanceKm}
              onPlaceChange={setPlace}
              onMaxDistanceChange={setMaxDistance}
              preferenceErrors={preferenceErrors}
              onChange={changeText}
              onSeekingChange={chooseGenders}
              headingRef={headingRef}
            />
          )}
        </div>

        {/* Kept in view at the bottom of the screen on long steps, so the way on is never lost. */}
        <div className="sticky bottom-0 flex items-center justify-between gap-3 rounded-b-3xl border-t border-ink-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-8 sm:py-4">
          {step > 1 ? (
            <Button variant="secondary" onClick={previous} disabled={pending}>
              {t('nav.previous')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex flex-col items-end gap-1">
            {/* Distinct keys: were the same <button> to turn into the submit button while its click is
              still being handled, the browser would submit the form from that very click. */}
            {step < STEP_COUNT ? (
              <Button
                key="next"
                onClick={next}
                disabled={blockedHint !== null}
                aria-describedby={blockedHint ? 'questionnaire-next-hint' : undefined}
              >
                {t('nav.next')}
              </Button>
            ) : (
              <Button key="submit" type="submit" loading={pending} loadingLabel={t('nav.saving')}>
                {t('nav.submit')}
              </Button>
            )}
            {blockedHint ? (
              <p id="questionnaire-next-hint" className="text-right text-xs text-ink-600" aria-live="polite">
                {blockedHint}
              </p>
            ) : null}
          </div>
        </div>
      </form>
      {/* "Es-tu sûr(e) ?" for a bio or type sought the screening flagged (issue 31); focus starts on editing. */}
      <ConfirmDialog
        open={textCheck.open}
        title={t('textCheck.title')}
        description={t('textCheck.text')}
        confirmLabel={t('textCheck.save')}
        cancelLabel={t('textCheck.edit')}
        busyLabel={t('nav.saving')}
        busy={textCheck.busy}
        onConfirm={textCheck.saveAnyway}
        onClose={textCheck.edit}
        returnFocusRef={textCheck.returnFocusRef}
      />
    </>
  );
}
