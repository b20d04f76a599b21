// The questionnaire's state and flow (spec sections 2, 4, 5, 8): back and next move between steps, next
// from step 1 needs 3 interests and next from step 3 the eight answers (said under the button, so
// nobody learns it only at the end), and the last step saves — after the contract's profile schema has
// checked the interests, the eight answers and the preferences, in that order — then goes to
// /dashboard. A refused save takes the member to the step to fix and focuses it; moving between steps
// focuses the new step's heading. Every successful save says 'Profil complété !', the spec's words,
// whether it is the first or an edit (issue 35); a first save then opens the optional step "Ce que je
// recherche" rather than /dashboard (issue 34, decision 063). A first questionnaire is kept on the
// server while it is filled in and resumes at the step reached (decision 052).
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
  type ProfileUpdateInput,
  type QuestionOption,
  type QuestionnaireDraftView,
} from '@affinia/contract';
import { PREFERENCES_STEP, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { resumeStep, valuesFromDraft } from '../questionnaire-draft';
import { useDraftAutosave } from './use-draft-autosave';
import {
  STEP_COUNT,
  buildProfileUpdate,
  hasEnoughInterests,
  unansweredQuestions,
  valuesFromProfile,
  type PreferenceErrors,
  type QuestionnaireValues,
  type Step,
} from '../../../lib/questionnaire-values';

const toggle = <T>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** Where the questionnaire opens: the kept draft's answers and step, else the profile from step 1. */
function startingPoint(
  profile: Me,
  draft: QuestionnaireDraftView['draft'],
): { values: QuestionnaireValues; step: Step } {
  if (!draft) return { values: valuesFromProfile(profile), step: 1 };
  const values = valuesFromDraft(profile, draft.answers);
  return { values, step: resumeStep(values, draft.step) };
}

export function useQuestionnaireWizard(profile: Me, draft: QuestionnaireDraftView['draft'] = null) {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const saveProfile = useUpdateProfile();
  /** The body the screening flagged (a bio or type sought that could hurt), held until its author answers. */
  const [flagged, setFlagged] = useState<ProfileUpdateInput | null>(null);
  /** Where focus goes when that question closes: the bio, to change it (read by the dialog on close). */
  const textFocusRef = useRef<HTMLElement | null>(null);
  const [start] = useState(() => startingPoint(profile, draft));
  const [values, setValues] = useState<QuestionnaireValues>(start.values);
  const [step, setStep] = useState<Step>(start.step);
  /** Whether saving completes the questionnaire for the first time: as it was when the wizard opened. */
  const [firstCompletion] = useState(() => !profile.settings.questionnaire_completed);
  const autosave = useDraftAutosave(!profile.settings.questionnaire_completed, values, step);
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
    send(result.body);
  };

  const send = (body: ProfileUpdateInput) => {
    autosave.pause(true);
    saveProfile.mutate(body, {
      onSuccess() {
        setFlagged(null);
        toast.success(t('toasts.saved'));
        // A first questionnaire goes on to the optional step (decision 063); an edit goes home as before.
        void navigate(firstCompletion ? paths.questionnaire({ step: PREFERENCES_STEP }) : paths.dashboard());
      },
      onError(error) {
        autosave.pause(false);
        // "Es-tu sûr(e) ?" as in chat: saved only once the member confirms (issue 31).
        if (error instanceof ApiError && error.code === 'profileTextNeedsConfirmation') setFlagged(body);
      },
    });
  };

  /** The screening's question about the bio or type sought: save anyway, or back to the text. */
  const textCheck = {
    open: flagged !== null,
    busy: saveProfile.isPending,
    saveAnyway: () => {
      if (flagged && !saveProfile.isPending) send({ ...flagged, confirm: true });
    },
    returnFocusRef: textFocusRef,
    edit: () => {
      textFocusRef.current = formRef.current?.querySelector<HTMLElement>('textarea[name="bio"]') ?? null;
      setFlagged(null);
    },
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
    draftStatus: autosave.status,
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
  };
}
