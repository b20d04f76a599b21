// Stated preferences (issue 34) as a form holds them — the questionnaire's optional step "Ce que je
// recherche" and the same panel in /dashboard/preferences: a relationship intention, and per question
// the partner's answers accepted and how much that matters. Nothing is pre-selected: a question left
// alone states nothing and is not sent. A question half stated (answers without an importance, or the
// reverse) is a mistake to show, not something to guess. The body is the PATCH /api/profile/settings one,
// both fields always sent, so that what was cleared on screen is cleared on the server.
import {
  COMPATIBILITY_QUESTIONS,
  PREFERENCE_IMPORTANCES,
  QUESTION_OPTIONS,
  RELATIONSHIP_GOALS,
  type CompatibilityPreferences,
  type CompatibilityQuestion,
  type PreferenceImportance,
  type ProfileSettings,
  type QuestionOption,
  type QuestionPreference,
  type RelationshipGoal,
} from '@affinia/contract';

/** One question as the member is filling it in: either part may still be missing. */
export type QuestionChoice = { accepted: string[]; importance: PreferenceImportance | null };

export type StatedPreferenceChoices = {
  goal: RelationshipGoal | null;
  questions: Partial<Record<CompatibilityQuestion, QuestionChoice>>;
};

/** What is missing on a question half stated. */
export type QuestionProblem = 'accepted' | 'importance';
export type StatedPreferenceProblems = Partial<Record<CompatibilityQuestion, QuestionProblem>>;

export const noStatedPreferences = (): StatedPreferenceChoices => ({ goal: null, questions: {} });

const isGoal = (value: unknown): value is RelationshipGoal =>
  typeof value === 'string' && (RELATIONSHIP_GOALS as readonly string[]).includes(value);
const isImportance = (value: unknown): value is PreferenceImportance =>
  typeof value === 'string' && (PREFERENCE_IMPORTANCES as readonly string[]).includes(value);

/** The question's options in the questionnaire's order, keeping only those chosen. */
function inOptionOrder(question: CompatibilityQuestion, chosen: readonly string[]): string[] {
  return (QUESTION_OPTIONS[question] as readonly string[]).filter((option) => chosen.includes(option));
}

/** Prefills the form with what is saved; an answer or importance the contract no longer knows is dropped. */
export function choicesFromSettings(settings: {
  compatibility_preferences?: CompatibilityPreferences | null;
  relationship_goal?: RelationshipGoal | null;
}): StatedPreferenceChoices {
  const saved = settings.compatibility_preferences ?? {};
  const questions: StatedPreferenceChoices['questions'] = {};
  for (const question of COMPATIBILITY_QUESTIONS) {
    const preference = saved[question] as QuestionPreference | undefined;
    if (!preference) continue;
    const accepted = inOptionOrder(question, preference.accepted);
    if (accepted.length === 0 || !isImportance(preference.importance)) continue;
    questions[question] = { accepted, importance: preference.importance };
  }
  return { goal: isGoal(settings.relationship_goal) ? settings.relationship_goal : null, questions };
}

/** Whether the member has said anything on this question. */
export const isStated = (choice: QuestionChoice | undefined): choice is QuestionChoice =>
  choice !== undefined && (choice.accepted.length > 0 || choice.importance !== null);

/** Ticks or unticks one accepted answer. */
export function toggleAccepted(
  choices: StatedPreferenceChoices,
  question: CompatibilityQuestion,
  option: string,
): StatedPreferenceChoices {
  const current = choices.questions[question] ?? { accepted: [], importance: null };
  const accepted = current.accepted.includes(option)
    ? current.accepted.filter((o) => o !== option)
    : inOptionOrder(question, [...current.accepted, option]);
  return withQuestion(choices, question, { ...current, accepted });
}

export function setImportance(
  choices: StatedPreferenceChoices,
  question: CompatibilityQuestion,
  importance: PreferenceImportance,
): StatedPreferenceChoices {
  const current = choices.questions[question] ?? { accepted: [], importance: null };
  return withQuestion(choices, question, { ...current, importance });
}

/** Forgets what was said on one question: it states nothing again. */
export function clearQuestion(
  choices: StatedPreferenceChoices,
  question: CompatibilityQuestion,
): StatedPreferenceChoices {
  const { [question]: _cleared, ...rest } = choices.questions;
  return { ...choices, questions: rest };
}

function withQuestion(
  choices: StatedPreferenceChoices,
  question: CompatibilityQuestion,
  choice: QuestionChoice,
): StatedPreferenceChoices {
  if (!isStated(choice)) return clearQuestion(choices, question);
  return { ...choices, questions: { ...choices.questions, [question]: choice } };
}

/** The questions stated in full, in the questionnaire's order. */
export const statedQuestions = (choices: StatedPreferenceChoices): CompatibilityQuestion[] =>
  COMPATIBILITY_QUESTIONS.filter((question) => isStated(choices.questions[question]));

export type StatedPreferencesBody = Required<Pick<ProfileSettings, 'compatibility_preferences' | 'relationship_goal'>>;

/**
 * The PATCH body for these choices, or what is missing on each question half stated. Both fields are
 * always sent: `{}` and `null` clear what a member took back.
 */
export function buildStatedPreferences(
  choices: StatedPreferenceChoices,
): { ok: true; body: StatedPreferencesBody } | { ok: false; problems: StatedPreferenceProblems } {
  const problems: StatedPreferenceProblems = {};
  const preferences: Record<string, QuestionPreference> = {};
  for (const question of COMPATIBILITY_QUESTIONS) {
    const choice = choices.questions[question];
    if (!isStated(choice)) continue;
    if (choice.accepted.length === 0) problems[question] = 'accepted';
    else if (choice.importance === null) problems[question] = 'importance';
    else
      preferences[question] = {
        accepted: inOptionOrder(question, choice.accepted) as QuestionOption<typeof question>[],
        importance: choice.importance,
      } as QuestionPreference;
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: { compatibility_preferences: preferences as CompatibilityPreferences, relationship_goal: choices.goal },
  };
}
