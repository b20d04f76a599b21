// "Je cherche" (decision 054): five choices over three genders, the saved lists read back as the choice
// they stand for — the spec's two genders together as "Hommes et femmes", all three as "Tout le
// monde" — in the questionnaire's wording, in the four languages.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Gender } from '@affinia/contract';
import { loadNamespaces, setLanguage } from '../../i18n';
import { MeetingPreferences } from '../../features/questionnaire/components/meeting-preferences';
import { gendersOfChoice, seekingChoiceOf, type SeekingChoice } from './meeting-preference-fields';

afterEach(async () => {
  await setLanguage('fr');
});

describe('"Je cherche" choice', () => {
  it('reads a saved list of genders as one of five choices, in any order', () => {
    expect(seekingChoiceOf(['homme'])).toBe('homme');
    expect(seekingChoiceOf(['femme'])).toBe('femme');
    expect(seekingChoiceOf(['non_binaire'])).toBe('non_binaire');
    expect(seekingChoiceOf(['femme', 'homme'])).toBe('both');
    expect(seekingChoiceOf(['non_binaire', 'femme', 'homme'])).toBe('everyone');
  });

  it('has no choice for an empty list, nor for a pair no choice offers: nothing is pre-selected', () => {
    expect(seekingChoiceOf([])).toBeNull();
    expect(seekingChoiceOf(['femme', 'non_binaire'])).toBeNull();
  });

  it('round-trips every choice', () => {
    for (const choice of ['homme', 'femme', 'non_binaire', 'both', 'everyone'] as const)
      expect(seekingChoiceOf(gendersOfChoice(choice))).toBe(choice);
    expect(gendersOfChoice('both')).toEqual(['homme', 'femme']);
    expect(gendersOfChoice('everyone')).toEqual(['homme', 'femme', 'non_binaire']);
  });
});

describe('"Je cherche" on the page', () => {
  const render = (seekingGenders: Gender[]) =>
    renderToStaticMarkup(
      <MeetingPreferences
        seekingGenders={seekingGenders}
        ageMin="25"
        ageMax="40"
        errors={{}}
        onSeekingChange={() => {}}
        onAgeChange={() => {}}
      />,
    );
  /** The radios as [value, label, checked], in order. */
  const radios = (html: string) =>
    [...html.matchAll(/(<input type="radio"[^>]*>)([^<]+)<\/label>/g)].map(
      ([, input, label]) =>
        [/value="([^"]+)"/.exec(input!)?.[1] as SeekingChoice, label, input!.includes(' checked')] as const,
    );

  it('offers the five choices in French, the saved homme + femme checked as "Hommes et femmes"', async () => {
    await loadNamespaces(['questionnaire']);
    expect(radios(render(['homme', 'femme']))).toEqual([
      ['homme', 'Des hommes', false],
      ['femme', 'Des femmes', false],
      ['non_binaire', 'Des personnes non binaires', false],
      ['both', 'Hommes et femmes', true],
      ['everyone', 'Tout le monde', false],
    ]);
    expect(radios(render(['femme', 'non_binaire', 'homme'])).find(([, , checked]) => checked)?.[1]).toBe(
      'Tout le monde',
    );
  });

  it.each([
    ['en', ['Men', 'Women', 'Non-binary people', 'Men and women', 'Everyone']],
    ['es', ['Hombres', 'Mujeres', 'Personas no binarias', 'Hombres y mujeres', 'Todo el mundo']],
    ['de', ['Männer', 'Frauen', 'Nicht-binäre Personen', 'Männer und Frauen', 'Alle']],
  ])('is translated (%s)', async (lang, labels) => {
    await setLanguage(lang as 'en');
    await loadNamespaces(['questionnaire']);
    expect(radios(render(['non_binaire'])).map(([, label]) => label)).toEqual(labels);
  });
});
