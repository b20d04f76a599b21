// The questionnaire's state and flow (spec sections 2, 4, 5, 8): back and next move between steps, next
// from step 1 needs 3 interests and next from step 3 the eight answers (said under the button, so
// nobody learns it only at the end), and the last step saves — after the contract's profile schema has
// checked the interests, the eight answers and the preferences, in that order — then goes to
// /dashboard. A refused save takes the member to the step to fix and focuses it; moving between steps
// focuses the new step's heading. The first save says 'Profil complété !'; saving again after an edit
// says 'Profil mis à jour'.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
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
import { paths } from '../../../config/paths';
import { fieldErrorText } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
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

const toggle = <T>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

export function useQuestionnaireWizard(profile: Me) {
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
      } else if (problem.kind === 'other') {
        toast.error(fieldErrorText(problem)!);
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
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field of an earlier step moves on; only the last step saves.
    if (step < STEP_COUNT) next();
    else save();
  };

  const setPlace = (text: string, placeId: number | null) => {
    set('location', text);
    set('placeId', placeId);
  };
  const setMaxDistance = (km: QuestionnaireValues['maxDistanceKm']) => set('maxDistanceKm', km);

  return {
    values,
    step,
    showMissing,
    preferenceErrors,
    blockedHint,
    pending: saveProfile.isPending,
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
  };
}
