// The questionnaire as a form holds it (the wizard, and the profile edited in place on the dashboard):
// how a saved profile prefills it, the checks made before saving (spec section 5, in the spec's order:
// interests, then the compatibility answers), and the PUT body.
import {
  BEAUTY_SCORE_DEFAULT,
  COMPATIBILITY_QUESTIONS,
  GENDERS,
  INTERESTS,
  MIN_INTERESTS,
  PERSONALITY_AXES,
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
  profileUpdateSchema,
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

export type SubmitProblem =
  | { kind: 'interests' }
  | { kind: 'answers'; question: CompatibilityQuestion }
  | { kind: 'preferences'; errors: PreferenceErrors }
  /** Anything else the schema refuses (the form's limits make it rare): its catalogue message. */
  | { kind: 'other'; message: string };

/** The PUT body as the form holds it: ages as typed (a blank or a word becomes NaN, which the schema refuses). */
function profileUpdateBody(values: QuestionnaireValues): ProfileUpdateInput {
  const age = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
  return {
    interests: values.interests,
    // Checked by the schema: a missing answer is refused there, with the question it concerns.
    personality_traits: { ...values.traits, compatibility_answers: values.answers as CompatibilityAnswers },
    bio: values.bio.trim(),
    type_preference: values.typePreference.trim(),
    beauty_score: BEAUTY_SCORE_DEFAULT,
    seeking_genders: values.seekingGenders,
    age_min: age(values.ageMin),
    age_max: age(values.ageMax),
    max_distance_km: values.maxDistanceKm,
    // An unchanged place is not a move (the server compares); an emptied field keeps the old one.
    ...(values.location.trim() ? { location: values.location.trim(), place_id: values.placeId } : {}),
  };
}

/**
 * What the questionnaire saves, or the first reason it cannot be saved yet, in the spec's order
 * (interests, then the answers, then the preferences). The rules are the contract's own schema, the
 * one the server applies: its issues are only sorted into the step that can fix them.
 */
export function buildProfileUpdate(
  values: QuestionnaireValues,
): { ok: true; body: ProfileUpdateInput } | { ok: false; problem: SubmitProblem } {
  const body = profileUpdateBody(values);
  const checked = profileUpdateSchema.safeParse(body);
  if (checked.success) return { ok: true, body };
  const paths = checked.error.issues.map((issue) => issue.path.map(String));
  if (paths.some(([field]) => field === 'interests')) return { ok: false, problem: { kind: 'interests' } };
  const unanswered = new Set(paths.filter(([, sub]) => sub === 'compatibility_answers').map((path) => path[2]));
  const question = COMPATIBILITY_QUESTIONS.find((q) => unanswered.has(q));
  if (question) return { ok: false, problem: { kind: 'answers', question } };
  const errors: PreferenceErrors = {};
  if (paths.some(([field]) => field === 'seeking_genders')) errors.seekingGenders = 'seekingAtLeastOne';
  // The range's order is checked on the whole body (an issue without a path).
  if (paths.some(([field]) => field === undefined || field === 'age_min' || field === 'age_max')) {
    errors.ageRange = 'ageRange';
  }
  if (errors.seekingGenders || errors.ageRange) return { ok: false, problem: { kind: 'preferences', errors } };
  return { ok: false, problem: { kind: 'other', message: checked.error.issues[0]!.message } };
}
