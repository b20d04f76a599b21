// The questionnaire is checked by the contract's own profile schema (issue 14): its refusals are
// sorted into the step that can fix them, in the spec's order (interests, answers, preferences).
import { describe, expect, it } from 'vitest';
import { COMPATIBILITY_QUESTIONS, QUESTION_OPTIONS, profileUpdateSchema, type Interest } from '@affinia/contract';
import { buildProfileUpdate, type AnswerMap, type QuestionnaireValues } from './questionnaire-values';

const allAnswers = Object.fromEntries(COMPATIBILITY_QUESTIONS.map((q) => [q, QUESTION_OPTIONS[q][0]])) as AnswerMap;

const complete = (change: Partial<QuestionnaireValues> = {}): QuestionnaireValues => ({
  interests: ['music', 'cinema', 'travel'] as Interest[],
  traits: { extraversion: 50, aventure: 50, emotion: 50, planification: 50, social: 50 },
  answers: allAnswers,
  bio: '  Lectrice du dimanche  ',
  typePreference: '',
  seekingGenders: ['homme'],
  ageMin: '25',
  ageMax: '40',
  location: 'Lyon',
  placeId: null,
  maxDistanceKm: null,
  ...change,
});

describe('buildProfileUpdate', () => {
  it('gives a body the server’s schema accepts, trimmed', () => {
    const result = buildProfileUpdate(complete());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(profileUpdateSchema.safeParse(result.body).success).toBe(true);
    expect(result.body).toMatchObject({ bio: 'Lectrice du dimanche', age_min: 25, age_max: 40, location: 'Lyon' });
  });

  it('sends back to the interests first, whatever else is wrong', () => {
    const result = buildProfileUpdate(
      complete({ interests: ['music'] as Interest[], answers: {}, seekingGenders: [] }),
    );
    expect(result).toEqual({ ok: false, problem: { kind: 'interests' } });
  });

  it('names the first unanswered question in the questionnaire’s order', () => {
    const { [COMPATIBILITY_QUESTIONS[1]]: _second, [COMPATIBILITY_QUESTIONS[4]]: _fifth, ...rest } = allAnswers;
    const result = buildProfileUpdate(complete({ answers: rest, seekingGenders: [] }));
    expect(result).toEqual({ ok: false, problem: { kind: 'answers', question: COMPATIBILITY_QUESTIONS[1] } });
  });

  it('asks for at least one gender sought, and a valid ordered age range', () => {
    expect(buildProfileUpdate(complete({ seekingGenders: [] }))).toEqual({
      ok: false,
      problem: { kind: 'preferences', errors: { seekingGenders: 'seekingAtLeastOne' } },
    });
    for (const [ageMin, ageMax] of [
      ['', '40'],
      ['abc', '40'],
      ['17', '40'],
      ['30', '100'],
      ['40', '30'],
      ['25.5', '40'],
    ]) {
      expect(buildProfileUpdate(complete({ ageMin, ageMax })), `${ageMin}–${ageMax}`).toEqual({
        ok: false,
        problem: { kind: 'preferences', errors: { ageRange: 'ageRange' } },
      });
    }
  });

  it('passes on any other refusal with the catalogue’s message', () => {
    const result = buildProfileUpdate(complete({ bio: 'x'.repeat(5000) }));
    expect(result.ok).toBe(false);
    if (result.ok || result.problem.kind !== 'other') throw new Error('expected another problem');
    expect(result.problem.message).toMatch(/bio/);
  });
});
