// The questionnaire as the form holds it: how a saved profile prefills it, the checks made before saving
// (spec section 5, in the spec's order: interests, then the compatibility answers), and the PUT body.
import {
  BEAUTY_SCORE_DEFAULT,
  COMPATIBILITY_QUESTIONS,
  GENDERS,
  INTERESTS,
  MIN_AGE,
  MIN_INTERESTS,
  PERSONALITY_AXES,
  PREFERRED_AGE_MAX,
  QUESTION_OPTIONS,
  SLIDER_DEFAULT,
  SLIDER_MAX,
  SLIDER_MIN,
  maxDistanceOption,
  type CompatibilityAnswers,
  type DistanceBandKm,
  type CompatibilityQuestion,
  type Gender,
  type Interest,
  type Me,
  type PersonalityAxis,
  type ProfileUpdateInput,
  type QuestionOption,
} from '@affinia/contract';

export type AnswerMap = { [Q in CompatibilityQuestion]?: QuestionOption<Q> };

export type QuestionnaireValues = {
  interests: Interest[];
  traits: Record<PersonalityAxis, number>;
  answers: AnswerMap;
  bio: string;
  typePreference: string;
  seekingGenders: Gender[];
  /** Kept as typed so that a half-typed number is not rewritten under the user's fingers. */
  ageMin: string;
  ageMax: string;
  /** The declared location and the town picked for it (null: free text, distance unknown). */
  location: string;
  placeId: number | null;
  /** Discover's distance limit in km, null for none. */
  maxDistanceKm: DistanceBandKm | null;
};

export const STEP_COUNT = 4;
export type Step = 1 | 2 | 3 | 4;

const isInterest = (value: string): value is Interest => (INTERESTS as readonly string[]).includes(value);
const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);

function sliderValue(value: number | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return SLIDER_DEFAULT;
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, Math.round(value)));
}

/** A stored answer counts only if it is still one of that question's options. */
function isOptionOf<Q extends CompatibilityQuestion>(question: Q, value: string): value is QuestionOption<Q> {
  return (QUESTION_OPTIONS[question] as readonly string[]).includes(value);
}

/** Prefills the form with what was saved; a first visit gets the spec's defaults (sliders at 50). */
export function valuesFromProfile(profile: Me): QuestionnaireValues {
  const saved = profile.personality_traits;
  const traits = Object.fromEntries(PERSONALITY_AXES.map((axis) => [axis, sliderValue(saved?.[axis])])) as Record<
    PersonalityAxis,
    number
  >;
  const answers = Object.fromEntries(
    COMPATIBILITY_QUESTIONS.flatMap((question) => {
      const value = saved?.compatibility_answers[question];
      return value !== undefined && isOptionOf(question, value) ? [[question, value]] : [];
    }),
  ) as AnswerMap;
  return {
    interests: [...new Set(profile.interests.filter(isInterest))],
    traits,
    answers,
    bio: profile.bio,
    typePreference: profile.type_preference,
    // Asked, never assumed: sign-up's default is not shown as an answer until the member gives one.
    seekingGenders: profile.settings.questionnaire_completed ? profile.settings.seeking_genders.filter(isGender) : [],
    ageMin: String(profile.settings.age_min),
    ageMax: String(profile.settings.age_max),
    location: profile.location,
    placeId: profile.settings.place?.id ?? null,
    maxDistanceKm: maxDistanceOption(profile.settings.max_distance_km),
  };
}

export const hasEnoughInterests = (values: QuestionnaireValues) => values.interests.length >= MIN_INTERESTS;

export function unansweredQuestions(answers: AnswerMap): CompatibilityQuestion[] {
  return COMPATIBILITY_QUESTIONS.filter((question) => answers[question] === undefined);
}

export type PreferenceErrors = { seekingGenders?: 'seekingAtLeastOne'; ageRange?: 'ageRange' };

function parseAge(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const age = Number(trimmed);
  return age >= MIN_AGE && age <= PREFERRED_AGE_MAX ? age : null;
}

/** The contract's rules for preferences: at least one gender, ages 18–99, youngest first. */
export function preferenceErrors(values: QuestionnaireValues): PreferenceErrors {
  const errors: PreferenceErrors = {};
  if (values.seekingGenders.length === 0) errors.seekingGenders = 'seekingAtLeastOne';
  const min = parseAge(values.ageMin);
  const max = parseAge(values.ageMax);
  if (min === null || max === null || min > max) errors.ageRange = 'ageRange';
  return errors;
}

export type SubmitProblem =
  | { kind: 'interests' }
  | { kind: 'answers'; question: CompatibilityQuestion }
  | { kind: 'preferences'; errors: PreferenceErrors };

/** What the questionnaire saves, or the first reason it cannot be saved yet. */
export function buildProfileUpdate(
  values: QuestionnaireValues,
): { ok: true; body: ProfileUpdateInput } | { ok: false; problem: SubmitProblem } {
  if (!hasEnoughInterests(values)) return { ok: false, problem: { kind: 'interests' } };
  const [missing] = unansweredQuestions(values.answers);
  if (missing) return { ok: false, problem: { kind: 'answers', question: missing } };
  const errors = preferenceErrors(values);
  if (errors.seekingGenders || errors.ageRange) return { ok: false, problem: { kind: 'preferences', errors } };

  // Every question has an answer (checked just above), which is what makes the map a full set.
  const compatibility_answers = values.answers as CompatibilityAnswers;
  return {
    ok: true,
    body: {
      interests: values.interests,
      personality_traits: { ...values.traits, compatibility_answers },
      bio: values.bio.trim(),
      type_preference: values.typePreference.trim(),
      beauty_score: BEAUTY_SCORE_DEFAULT,
      seeking_genders: values.seekingGenders,
      age_min: Number(values.ageMin.trim()),
      age_max: Number(values.ageMax.trim()),
      max_distance_km: values.maxDistanceKm,
      // An unchanged place is not a move (the server compares); an emptied field keeps the old one.
      ...(values.location.trim() ? { location: values.location.trim(), place_id: values.placeId } : {}),
    },
  };
}
