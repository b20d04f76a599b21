// Stated preferences as the form holds them (issue 34): what the saved settings prefill, the body built
// from the member's choices (checked by the contract's own settings schema), a question half stated
// refused with what is missing, and clearing — a question, the intention, everything.
import { describe, expect, it } from 'vitest';
import { profileSettingsSchema, type CompatibilityPreferences } from '@affinia/contract';
import {
  buildStatedPreferences,
  choicesFromSettings,
  clearQuestion,
  noStatedPreferences,
  setImportance,
  statedQuestions,
  toggleAccepted,
  type StatedPreferenceChoices,
} from './stated-preferences';

const built = (choices: StatedPreferenceChoices) => {
  const result = buildStatedPreferences(choices);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problems)}`);
  expect(profileSettingsSchema.safeParse(result.body).success).toBe(true);
  return result.body;
};

describe('building the body', () => {
  it('sends nothing stated as {} and null: a member who states nothing states nothing', () => {
    expect(built(noStatedPreferences())).toEqual({ compatibility_preferences: {}, relationship_goal: null });
  });

  it('sends the intention and each question stated, answers in the questionnaire’s order', () => {
    let choices = noStatedPreferences();
    choices = { ...choices, goal: 'serious' };
    choices = toggleAccepted(choices, 'weekend', 'culture');
    choices = toggleAccepted(choices, 'weekend', 'outdoors');
    choices = setImportance(choices, 'weekend', 'very');
    choices = setImportance(choices, 'values', 'mandatory');
    choices = toggleAccepted(choices, 'values', 'loyalty');
    expect(built(choices)).toEqual({
      relationship_goal: 'serious',
      compatibility_preferences: {
        weekend: { accepted: ['outdoors', 'culture'], importance: 'very' },
        values: { accepted: ['loyalty'], importance: 'mandatory' },
      },
    });
    expect(statedQuestions(choices)).toEqual(['weekend', 'values']);
  });

  it('unticking every answer and never choosing an importance leaves the question unstated', () => {
    let choices = toggleAccepted(noStatedPreferences(), 'future', 'family');
    choices = toggleAccepted(choices, 'future', 'family');
    expect(choices.questions.future).toBeUndefined();
    expect(built(choices).compatibility_preferences).toEqual({});
  });

  it('refuses a question half stated, saying what is missing on each', () => {
    let choices = toggleAccepted(noStatedPreferences(), 'conflict', 'talk_now');
    choices = setImportance(choices, 'lifestyle', 'little');
    choices = toggleAccepted(choices, 'expression', 'time');
    choices = setImportance(choices, 'expression', 'somewhat');
    expect(buildStatedPreferences(choices)).toEqual({
      ok: false,
      problems: { conflict: 'importance', lifestyle: 'accepted' },
    });
  });

  it('an importance kept after its answers are unticked is still half stated', () => {
    let choices = toggleAccepted(noStatedPreferences(), 'social_life', 'homebody');
    choices = setImportance(choices, 'social_life', 'very');
    choices = toggleAccepted(choices, 'social_life', 'homebody');
    expect(buildStatedPreferences(choices)).toEqual({ ok: false, problems: { social_life: 'accepted' } });
  });
});

describe('prefill from the settings', () => {
  const saved: CompatibilityPreferences = {
    communication: { accepted: ['space', 'daily'], importance: 'somewhat' },
    values: { accepted: ['honesty'], importance: 'mandatory' },
  };

  it('reads back what was saved, and building it again gives the same body', () => {
    const choices = choicesFromSettings({ compatibility_preferences: saved, relationship_goal: 'casual' });
    expect(choices).toEqual({
      goal: 'casual',
      questions: {
        communication: { accepted: ['daily', 'space'], importance: 'somewhat' },
        values: { accepted: ['honesty'], importance: 'mandatory' },
      },
    });
    expect(built(choices)).toEqual({
      relationship_goal: 'casual',
      compatibility_preferences: {
        communication: { accepted: ['daily', 'space'], importance: 'somewhat' },
        values: { accepted: ['honesty'], importance: 'mandatory' },
      },
    });
  });

  it('pre-selects nothing for a member who has stated nothing', () => {
    expect(choicesFromSettings({ compatibility_preferences: {}, relationship_goal: null })).toEqual(
      noStatedPreferences(),
    );
    expect(choicesFromSettings({})).toEqual(noStatedPreferences());
  });

  it('drops answers and importances the contract no longer knows', () => {
    const stale = {
      weekend: { accepted: ['outdoors', 'moon'], importance: 'very' },
      future: { accepted: ['moon'], importance: 'very' },
      lifestyle: { accepted: ['calm'], importance: 'vital' },
    } as unknown as CompatibilityPreferences;
    expect(choicesFromSettings({ compatibility_preferences: stale, relationship_goal: null }).questions).toEqual({
      weekend: { accepted: ['outdoors'], importance: 'very' },
    });
  });
});

describe('clearing', () => {
  const full = choicesFromSettings({
    compatibility_preferences: {
      weekend: { accepted: ['cozy'], importance: 'little' },
      future: { accepted: ['family', 'stability'], importance: 'very' },
    },
    relationship_goal: 'unsure',
  });

  it('clears one question and keeps the others', () => {
    expect(built(clearQuestion(full, 'weekend'))).toEqual({
      relationship_goal: 'unsure',
      compatibility_preferences: { future: { accepted: ['family', 'stability'], importance: 'very' } },
    });
  });

  it('clears everything: {} and null are sent, so the server forgets too', () => {
    const cleared = clearQuestion(clearQuestion({ ...full, goal: null }, 'weekend'), 'future');
    expect(built(cleared)).toEqual({ compatibility_preferences: {}, relationship_goal: null });
  });
});
