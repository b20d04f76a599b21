// The first questionnaire's draft on the web side (issue 35 item 3, decision 052): what the form sends
// (always a body the contract accepts, a half-typed age left out), and a kept draft reopening the
// questionnaire at the step reached with its answers selected — never past a step whose needs are not met.
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { questionnaireDraftSchema, type Interest, type Me, type QuestionnaireDraftView } from '@affinia/contract';
import { loadNamespaces } from '../../i18n';
import { QuestionnaireWizard } from './components/questionnaire-wizard';
import { draftFromValues, resumeStep, valuesFromDraft } from './questionnaire-draft';
import { valuesFromProfile } from '../../lib/questionnaire-values';

/** A member just signed up: nothing answered, sign-up's place and the default preferences. */
const newMember = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Léa Martin',
  age: 29,
  location: 'Lyon, France',
  bio: '',
  interests: [],
  type_preference: '',
  personality_traits: null,
  photos: [],
  held_photos: [],
  settings: {
    questionnaire_completed: false,
    seeking_genders: ['homme'],
    age_min: 18,
    age_max: 99,
    is_paused: false,
    verified_only: false,
    place: null,
    max_distance_km: 100,
  },
} as unknown as Me;

type Draft = NonNullable<QuestionnaireDraftView['draft']>;
const draftAt = (step: number, answers: Draft['answers']): Draft => ({
  step,
  answers,
  updated_at: '2026-11-28T08:00:00.000Z',
});

const atQuestion3 = draftAt(3, {
  interests: ['music', 'travel', 'yoga'],
  personality_traits: {
    extraversion: 70,
    aventure: 35,
    emotion: 50,
    planification: 50,
    social: 90,
    compatibility_answers: { weekend: 'cozy', conflict: 'talk_now' },
  },
});

const wizard = (draft: Draft | null) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <QuestionnaireWizard profile={newMember} draft={draft} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** The radio inputs checked in the markup, as `name=value`. */
const checkedRadios = (html: string) =>
  [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => / checked=""/.test(tag))
    .map((tag) => `${tag.match(/name="([^"]+)"/)?.[1]}=${tag.match(/value="([^"]+)"/)?.[1]}`);

describe('the draft the form sends', () => {
  it('is what the form holds, accepted by the contract, a half-typed age left out', () => {
    const values = {
      ...valuesFromProfile(newMember),
      interests: ['music', 'yoga'] as Interest[],
      answers: { weekend: 'cozy' as const },
      bio: 'Randonnées',
      ageMin: '2',
      ageMax: '45',
    };
    const draft = draftFromValues(values, 2);
    expect(questionnaireDraftSchema.safeParse(draft).success).toBe(true);
    expect(draft.step).toBe(2);
    expect(draft.answers).toMatchObject({
      interests: ['music', 'yoga'],
      personality_traits: { extraversion: 50, compatibility_answers: { weekend: 'cozy' } },
      bio: 'Randonnées',
      age_max: 45,
      location: 'Lyon, France',
      place_id: null,
    });
    // "2" on the way to "25" is not an age the contract takes: not sent rather than refusing the rest.
    expect(draft.answers).not.toHaveProperty('age_min');
  });

  it('leaves out a field the contract refuses and keeps the others', () => {
    const values = { ...valuesFromProfile(newMember), interests: ['music'] as Interest[], bio: 'x'.repeat(1200) };
    const draft = draftFromValues(values, 1);
    expect(draft.answers).not.toHaveProperty('bio');
    expect(draft.answers.interests).toEqual(['music']);
  });

  it('comes back as the same form', () => {
    const values = valuesFromDraft(newMember, atQuestion3.answers);
    expect(draftFromValues(values, 3).answers).toMatchObject(atQuestion3.answers);
  });
});

describe('resuming', () => {
  it('reopens at question 3 with the answers selected', async () => {
    await loadNamespaces(['questionnaire']);
    const html = wizard(atQuestion3);
    expect(html).toContain('Question 3/4');
    expect(checkedRadios(html).sort()).toEqual(['question-conflict=talk_now', 'question-weekend=cozy']);
  });

  it('starts at question 1 with nothing selected when there is no draft', async () => {
    await loadNamespaces(['questionnaire']);
    const html = wizard(null);
    expect(html).toContain('Question 1/4');
    expect(html).not.toMatch(/aria-pressed="true"|checked=""/);
  });

  it('never past a step whose needs are not met', () => {
    const fewInterests = valuesFromDraft(newMember, { interests: ['music'] });
    expect(resumeStep(fewInterests, 3)).toBe(1);
    const unanswered = valuesFromDraft(newMember, atQuestion3.answers);
    expect(resumeStep(unanswered, 4)).toBe(3);
    expect(resumeStep(unanswered, 2)).toBe(2);
    expect(resumeStep(unanswered, 9)).toBe(3);
  });
});
