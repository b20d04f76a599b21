// The first questionnaire's draft as the form holds it (decision 052): what the form sends to
// PUT /api/profile/questionnaire-draft after each step and change, and how a kept draft refills the
// form and picks the step to resume at. The contract's draft schema is the rule; a field it refuses
// (a half-typed age, say) is left out of the draft rather than losing the rest.
import {
  MIN_INTERESTS,
  maxDistanceOption,
  questionnaireDraftSchema,
  type Me,
  type QuestionnaireDraft,
  type QuestionnaireDraftAnswers,
} from '@affinia/contract';
import {
  STEP_COUNT,
  unansweredQuestions,
  valuesFromProfile,
  type AnswerMap,
  type QuestionnaireValues,
  type Step,
} from '../../lib/questionnaire-values';

/** A whole number as typed in an age field, or nothing while it is not one. */
function typedAge(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** The draft of the form as it stands, on `step`; fields the contract refuses are left out. */
export function draftFromValues(values: QuestionnaireValues, step: Step): QuestionnaireDraft {
  const location = values.location.trim();
  const answers: Record<string, unknown> = {
    interests: values.interests,
    personality_traits: { ...values.traits, compatibility_answers: values.answers },
    bio: values.bio,
    type_preference: values.typePreference,
    seeking_genders: values.seekingGenders,
    age_min: typedAge(values.ageMin),
    age_max: typedAge(values.ageMax),
    max_distance_km: values.maxDistanceKm,
    ...(location ? { location, place_id: values.placeId } : {}),
  };
  for (const key of Object.keys(answers)) if (answers[key] === undefined) delete answers[key];
  for (;;) {
    const checked = questionnaireDraftSchema.safeParse({ step, answers });
    if (checked.success) return checked.data;
    // Drop the answers the schema refuses, field by field; the step itself is always valid here.
    const refused = new Set(checked.error.issues.map((issue) => String(issue.path[1])));
    const before = Object.keys(answers).length;
    for (const key of refused) delete answers[key];
    if (Object.keys(answers).length === before) return { step, answers: {} };
  }
}

/** The form refilled from a kept draft, over what the profile already says (its location, say). */
export function valuesFromDraft(profile: Me, answers: QuestionnaireDraftAnswers): QuestionnaireValues {
  const base = valuesFromProfile(profile);
  const traits = answers.personality_traits;
  return {
    ...base,
    interests: answers.interests ?? base.interests,
    traits: {
      extraversion: traits?.extraversion ?? base.traits.extraversion,
      aventure: traits?.aventure ?? base.traits.aventure,
      emotion: traits?.emotion ?? base.traits.emotion,
      planification: traits?.planification ?? base.traits.planification,
      social: traits?.social ?? base.traits.social,
    },
    answers: { ...base.answers, ...(traits?.compatibility_answers as AnswerMap | undefined) },
    bio: answers.bio ?? base.bio,
    typePreference: answers.type_preference ?? base.typePreference,
    seekingGenders: answers.seeking_genders ?? base.seekingGenders,
    ageMin: answers.age_min !== undefined ? String(answers.age_min) : base.ageMin,
    ageMax: answers.age_max !== undefined ? String(answers.age_max) : base.ageMax,
    maxDistanceKm:
      answers.max_distance_km !== undefined ? maxDistanceOption(answers.max_distance_km) : base.maxDistanceKm,
    ...(answers.location !== undefined ? { location: answers.location, placeId: answers.place_id ?? null } : {}),
  };
}

/**
 * The step to resume at: the one the draft was on, unless what it needs is missing (an older draft,
 * or one written by hand): step 2 and on need the 3 interests, step 4 the eight answers.
 */
export function resumeStep(values: QuestionnaireValues, step: number): Step {
  const wanted = Math.min(STEP_COUNT, Math.max(1, Math.trunc(step))) as Step;
  if (wanted > 1 && values.interests.length < MIN_INTERESTS) return 1;
  if (wanted === 4 && unansweredQuestions(values.answers).length > 0) return 3;
  return wanted;
}
