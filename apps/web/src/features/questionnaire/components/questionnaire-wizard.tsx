// The four steps of the questionnaire in one form (spec sections 2, 4, 5, 8): back and next move between
// steps, next from step 1 needs 3 interests and next from step 3 the eight answers (said under the
// button, so nobody learns it only at the end), and the last step saves — after checking the interests and
// the eight answers, in that order — then goes to /dashboard. A refused save takes the user to the step
// to fix and focuses it; moving between steps focuses the new step's heading. The first save says
// 'Profil complété !'; saving again after an edit says 'Profil mis à jour'.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  MIN_AGE,
  MIN_INTERESTS,
  PREFERRED_AGE_MAX,
  type CompatibilityQuestion,
  type Gender,
  type Interest,
  type Me,
  type PersonalityAxis,
  type QuestionOption,
} from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useUpdateProfile } from '../api/update-profile';
import {
  STEP_COUNT,
  buildProfileUpdate,
  hasEnoughInterests,
  unansweredQuestions,
  valuesFromProfile,
  type PreferenceErrors,
  type QuestionnaireValues,
  type Step,
} from '../questionnaire-values';
import { AboutStep } from './about-step';
import { CompatibilityStep } from './compatibility-step';
import { InterestsStep } from './interests-step';
import { PersonalityStep } from './personality-step';
import { QuestionnaireProgress } from './questionnaire-progress';
import { errorDescription, isSessionEnd } from '../../../lib/user-message';

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

export function QuestionnaireWizard({ profile }: { profile: Me }) {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const saveProfile = useUpdateProfile();
  const [values, setValues] = useState<QuestionnaireValues>(() => valuesFromProfile(profile));
  const [step, setStep] = useState<Step>(1);
  const [showMissing, setShowMissing] = useState(false);
  const [preferenceErrors, setPreferenceErrors] = useState<PreferenceErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** What to focus once the next step has rendered: its heading, or a field that needs fixing. */
  const focusAfterMove = useRef<{ selector: string | null } | null>(null);
  const enoughInterests = hasEnoughInterests(values);
  const unanswered = unansweredQuestions(values.answers).length;
  /** Why "Suivant" is disabled on this step, if it is: what is still missing. */
  const blockedHint =
    step === 1 && !enoughInterests
      ? t('interests.remaining', { count: MIN_INTERESTS - values.interests.length })
      : step === 3 && unanswered > 0
        ? t('compatibility.remaining', { count: unanswered })
        : null;
  // Known before saving: a profile saved once already is being edited, not completed.
  const alreadyCompleted = profile.settings.questionnaire_completed;

  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const target = pending.selector
      ? formRef.current?.querySelector<HTMLElement>(pending.selector)
      : headingRef.current;
    if (!pending.selector) window.scrollTo({ top: 0 });
    target?.focus({ preventScroll: !pending.selector });
  }, [step]);

  const goTo = (next: Step, focusSelector: string | null = null) => {
    if (next === step) {
      // Same step: no step change will run the effect, so focus at once.
      if (focusSelector) formRef.current?.querySelector<HTMLElement>(focusSelector)?.focus();
      return;
    }
    focusAfterMove.current = { selector: focusSelector };
    setStep(next);
  };

  const set = <K extends keyof QuestionnaireValues>(field: K, value: QuestionnaireValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const toggleInterest = (interest: Interest) => set('interests', toggle(values.interests, interest));
  const setTrait = (axis: PersonalityAxis, value: number) => set('traits', { ...values.traits, [axis]: value });
  const answer = <Q extends CompatibilityQuestion>(question: Q, option: QuestionOption<Q>) =>
    set('answers', { ...values.answers, [question]: option });
  const chooseGenders = (sought: Gender[]) => {
    set('seekingGenders', sought);
    setPreferenceErrors(({ seekingGenders: _fixed, ...rest }) => rest);
  };
  const changeText = (field: 'bio' | 'typePreference' | 'ageMin' | 'ageMax', value: string) => {
    set(field, value);
    if (field === 'ageMin' || field === 'ageMax') setPreferenceErrors(({ ageRange: _fixed, ...rest }) => rest);
  };

  const next = () => {
    if (blockedHint) return;
    if (step < STEP_COUNT) goTo((step + 1) as Step);
  };
  const previous = () => {
    if (step > 1) goTo((step - 1) as Step);
  };

  const save = () => {
    if (saveProfile.isPending) return;
    const result = buildProfileUpdate(values);
    if (!result.ok) {
      const { problem } = result;
      if (problem.kind === 'interests') {
        toast.error(t('validation.minInterests', { min: MIN_INTERESTS }));
        goTo(1);
      } else if (problem.kind === 'answers') {
        toast.error(t('validation.answerAll'));
        setShowMissing(true);
        goTo(3, `input[name="question-${problem.question}"]`);
      } else {
        setPreferenceErrors(problem.errors);
        if (problem.errors.seekingGenders) toast.error(t('validation.seekingAtLeastOne'));
        if (problem.errors.ageRange) toast.error(t('validation.ageRange', { min: MIN_AGE, max: PREFERRED_AGE_MAX }));
        goTo(4, problem.errors.seekingGenders ? 'input[name="seeking_genders"]' : 'input[name="age_min"]');
      }
      return;
    }
    saveProfile.mutate(result.body, {
      onSuccess() {
        toast.success(alreadyCompleted ? t('toasts.updated') : t('toasts.saved'));
        void navigate(paths.dashboard());
      },
      onError(error) {
        // A rejected session has already been handled (cleared, sent to sign-in, told why).
        if (isSessionEnd(error)) return;
        toast.error(t('toasts.saveError'), {
          description: errorDescription(error),
        });
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field of an earlier step moves on; only the last step saves.
    if (step < STEP_COUNT) next();
    else save();
  };

  return (
    // The scroll margin keeps a focused field clear of the sticky action bar at the bottom.
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="rounded-3xl bg-white shadow-sm ring-1 ring-ink-200 [&_*]:scroll-mt-4 [&_*]:scroll-mb-28"
    >
      <div className="p-4 sm:p-8">
        <QuestionnaireProgress step={step} />
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
            onPlaceChange={(text, placeId) => {
              set('location', text);
              set('placeId', placeId);
            }}
            onMaxDistanceChange={(km) => set('maxDistanceKm', km)}
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
          <Button variant="secondary" onClick={previous} disabled={saveProfile.isPending}>
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
            <Button key="submit" type="submit" loading={saveProfile.isPending} loadingLabel={t('nav.saving')}>
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
  );
}
