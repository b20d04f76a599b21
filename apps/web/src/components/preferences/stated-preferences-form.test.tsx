// "Ce que je recherche" as rendered (issue 34): prefilled from the settings, nothing pre-selected for a
// member who stated nothing, each folded row saying what it holds, in the four languages.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../i18n';
import { choicesFromSettings, noStatedPreferences, type StatedPreferenceChoices } from '../../lib/stated-preferences';
import { StatedPreferencesForm } from './stated-preferences-form';

afterEach(async () => {
  await setLanguage('fr');
});

const render = (initial: StatedPreferenceChoices) =>
  renderToStaticMarkup(<StatedPreferencesForm initial={initial} pending={false} onSave={() => {}} />);

/** The intention's radios as [label, checked]. */
const goals = (html: string) =>
  [...html.matchAll(/(<input type="radio"[^>]*name="relationship_goal"[^>]*>)<span>([^<]+)<\/span>/g)].map(
    ([, input, label]) => [label, input!.includes(' checked')] as const,
  );
/** Each folded row's summary line, in order. */
const summaries = (html: string) =>
  [...html.matchAll(/<span class="mt-0.5 block text-sm[^"]*">([^<]+)<\/span>/g)].map(([, summary]) => summary);

describe('"Ce que je recherche"', () => {
  it('pre-selects nothing for a member who has stated nothing: every row folded, "Non précisé"', async () => {
    await loadNamespaces(['questionnaire']);
    const html = render(noStatedPreferences());
    expect(goals(html)).toEqual([
      ['Une relation sérieuse', false],
      ['Quelque chose de léger', false],
      ['Je ne sais pas encore', false],
    ]);
    expect(summaries(html)).toEqual(Array(8).fill('Non précisé'));
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(8);
    expect(html).not.toContain(' checked');
    expect(html).not.toContain('Ne pas l&#x27;indiquer');
  });

  it('is prefilled from the settings: the intention checked, each stated row summed up', async () => {
    await loadNamespaces(['questionnaire']);
    const html = render(
      choicesFromSettings({
        relationship_goal: 'serious',
        compatibility_preferences: {
          weekend: { accepted: ['outdoors', 'culture'], importance: 'very' },
          values: { accepted: ['loyalty'], importance: 'mandatory' },
        },
      }),
    );
    expect(goals(html).find(([, checked]) => checked)?.[0]).toBe('Une relation sérieuse');
    expect(summaries(html)).toEqual([
      '2 réponses acceptées · Beaucoup',
      'Non précisé',
      'Non précisé',
      'Non précisé',
      'Non précisé',
      '1 réponse acceptée · Indispensable',
      'Non précisé',
      'Non précisé',
    ]);
    expect(html).toContain('Ne pas l&#x27;indiquer');
  });

  it.each([
    ['en', ['A serious relationship', 'Something casual', 'I don&#x27;t know yet'], 'Not stated'],
    ['es', ['Una relación seria', 'Algo ligero', 'Aún no lo sé'], 'Sin indicar'],
    ['de', ['Eine ernsthafte Beziehung', 'Etwas Lockeres', 'Ich weiß es noch nicht'], 'Nicht angegeben'],
  ])('is translated (%s)', async (lang, labels, unstated) => {
    await setLanguage(lang as 'en');
    await loadNamespaces(['questionnaire']);
    const html = render(noStatedPreferences());
    expect(goals(html).map(([label]) => label)).toEqual(labels);
    expect(summaries(html)[0]).toBe(unstated);
  });
});
