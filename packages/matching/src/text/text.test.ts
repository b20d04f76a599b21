// Match reasons and openers: concrete (they name what the pair shares), in the viewer's language,
// different across pairs, stable for one pair, and never a template with a hole in it.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@affinia/contract';
import { person, randomProfiles } from '../test-support.js';
import { builtInOpeners, MAX_OPENERS, MIN_OPENERS } from './openers.js';
import { matchReason, MAX_REASON_LENGTH } from './reason.js';
import { PHRASEBOOKS } from './compose.js';

const viewer = person({
  interests: ['music', 'travel', 'cooking', 'art'],
  typePreference: 'Quelqu’un de drôle et sincère',
});
const other = person({
  interests: ['travel', 'cooking', 'sport'],
  bio: 'Humour garanti, randonnées le week-end.',
  answers: { conflict: 'cool_down', communication: 'space' },
});

describe('matchReason', () => {
  it('names the shared interests and the strongest shared answer, in French by default', () => {
    const text = matchReason({ viewer, other, otherName: 'Léa', lang: 'fr', seed: 'v:o' });
    expect(text).toMatch(/les voyages et la cuisine|la cuisine et les voyages/);
    expect(text).toContain('fonder une famille');
    expect(text).toContain('l’humour');
    expect(text).toContain('Léa');
  });

  it('says plainly the point that fits least', () => {
    const text = matchReason({ viewer, other, otherName: 'Léa', lang: 'fr', seed: 'v:o' });
    // Talking at once against stepping back (pursue–withdraw) is this pair's weakest fit.
    expect(text).toContain(
      'votre gestion des désaccords (en parler tout de suite pour vous, prendre du recul avant d’en parler',
    );
  });

  it.each(LANGUAGES)('is written in %s, complete, and short enough for a card', (lang) => {
    const book = PHRASEBOOKS[lang];
    const text = matchReason({ viewer, other, otherName: 'Léa', lang, seed: 'v:o' });
    expect(text.toLowerCase()).toContain(book.interests.travel.toLowerCase());
    expect(text).toContain(book.options.future[0]);
    expect(text).not.toMatch(/[{}]|undefined|null/);
    expect(text.length).toBeLessThanOrEqual(MAX_REASON_LENGTH);
    expect(text).toMatch(/[.)]$/);
  });

  it('is stable for one pair and varies across pairs', () => {
    const people = randomProfiles(120, 11);
    const reasons = new Set<string>();
    const openings = new Set<string>();
    for (let i = 1; i < people.length; i++) {
      const input = { viewer: people[0]!, other: people[i]!, otherName: 'Alex', lang: 'fr' as const, seed: `p0:p${i}` };
      const text = matchReason(input);
      expect(matchReason(input)).toBe(text);
      expect(text.length).toBeGreaterThan(40);
      reasons.add(text);
      openings.add(text.split(/[,:]/)[0] ?? '');
    }
    expect(reasons.size).toBe(people.length - 1);
    expect(openings.size).toBeGreaterThan(8);
  });

  it('elides French before a vowel: "d’Emma", "qu’Emma"', () => {
    const seeker = person({ typePreference: 'quelqu’un de drôle' });
    const funny = person({ bio: 'Toujours le mot pour rire', typePreference: 'quelqu’un de sincère' });
    const texts = ['a', 'b', 'c', 'd'].map((seed) =>
      matchReason({ viewer: seeker, other: funny, otherName: 'Emma', lang: 'fr', seed }),
    );
    for (const text of texts) expect(text).not.toMatch(/\b(de|que) Emma/);
    expect(texts.join(' ')).toMatch(/d’Emma|qu’Emma/);
  });

  it('still says something concrete when the two share no interest and no answer', () => {
    const a = person({ interests: ['music', 'cinema', 'reading'] });
    const b = person({
      interests: ['sport', 'dance', 'yoga'],
      sliders: { extraversion: 100, aventure: 100, emotion: 100, planification: 100, social: 100 },
      answers: {
        weekend: 'cozy',
        conflict: 'cool_down',
        future: 'career',
        communication: 'space',
        lifestyle: 'calm',
        values: 'freedom',
        expression: 'acts',
        social_life: 'very_social',
      },
    });
    const text = matchReason({ viewer: a, other: b, otherName: 'Sam', lang: 'fr', seed: 'x' });
    expect(text.length).toBeGreaterThan(40);
    expect(text).not.toMatch(/[{}]|undefined/);
  });
});

describe('builtInOpeners', () => {
  it.each(LANGUAGES)('gives 3 to 5 different openers in %s, built on the profiles', (lang) => {
    const openers = builtInOpeners({ viewer, other, lang, seed: 'v:o' });
    expect(openers.length).toBeGreaterThanOrEqual(MIN_OPENERS);
    expect(openers.length).toBeLessThanOrEqual(MAX_OPENERS);
    expect(new Set(openers).size).toBe(openers.length);
    for (const o of openers) {
      expect(o).not.toMatch(/[{}]|undefined/);
      expect(o.charAt(0)).toBe(o.charAt(0).toLocaleUpperCase());
    }
    const book = PHRASEBOOKS[lang].openers;
    expect(openers.some((o) => o === book.sharedInterest.travel || o === book.sharedInterest.cooking)).toBe(true);
  });

  it('always has at least three for valid profiles', () => {
    const people = randomProfiles(60, 5);
    for (let i = 1; i < people.length; i++) {
      const openers = builtInOpeners({ viewer: people[0]!, other: people[i]!, lang: 'fr', seed: String(i) });
      expect(openers.length).toBeGreaterThanOrEqual(MIN_OPENERS);
    }
  });
});

describe('names in reasons', () => {
  it('does not repeat the other person’s name in every clause', () => {
    const people = randomProfiles(80, 21);
    for (let i = 1; i < people.length; i++) {
      const text = matchReason({ viewer: people[0]!, other: people[i]!, otherName: 'Zoé', lang: 'fr', seed: `n${i}` });
      expect(text.split('Zoé').length - 1).toBeLessThanOrEqual(2);
    }
  });
});

describe('words for the pair', () => {
  // Nothing tells the reasons and openers either person's gender, and some members are non-binary
  // (decision 054): no phrase may agree with a gender, as "tous les deux" or "los dos" do.
  const GENDERED_PAIR: Partial<Record<keyof typeof PHRASEBOOKS, RegExp>> = {
    fr: /\btou(s|tes) (les )?deux\b/i,
    es: /\b(l[oa]s dos|junt[oa]s|amb[oa]s|nosotr[oa]s|vosotr[oa]s)\b/i,
  };
  /** Every string of a phrasebook, however deep. */
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings);

  it.each(Object.entries(GENDERED_PAIR))('has no gendered word for the two of them in %s', (lang, pattern) => {
    const found = strings(PHRASEBOOKS[lang as keyof typeof PHRASEBOOKS]).filter((s) => pattern!.test(s));
    expect(found).toEqual([]);
  });
});

describe('matchReason with stated preferences (issue 34)', () => {
  const statedViewer = person({
    goal: 'serious',
    preferences: { future: { accepted: ['family', 'stability'], importance: 'very' } },
  });
  const statedOther = person({
    goal: 'serious',
    answers: { future: 'family' },
    preferences: { future: { accepted: ['family'], importance: 'mandatory' } },
  });
  const expected = {
    fr: [
      'Vous cherchez une relation sérieuse, Léa aussi.',
      'Une relation sérieuse : c’est ce que vous cherchez, vous deux.',
    ],
    en: ['You are both looking for a serious relationship.', 'You and Léa both want something serious.'],
    es: ['Buscáis lo mismo: una relación seria.', 'Léa y tú buscáis una relación seria.'],
    de: ['Ihr sucht beide eine feste Beziehung.', 'Léa und du sucht eine feste Beziehung.'],
  } as const;
  const met = {
    fr: /Sur vos projets d’avenir, (vos attentes se rejoignent|vous avez chacun ce que l’autre attend)\./,
    en: /(When it comes to|On) your plans for the future, (you want what the other offers|what you each look for meets)\./,
    es: /En cuanto a vuestros planes de futuro, (vuestras expectativas coinciden|cada uno tiene lo que el otro espera)\./,
    de: /Eure Zukunftspläne: (Da passen eure Erwartungen zusammen|Ihr bringt beide mit, was der andere erwartet)\./,
  } as const;

  it.each(LANGUAGES)('cites a shared intention and preferences met both ways, in %s', (lang) => {
    const text = matchReason({ viewer: statedViewer, other: statedOther, otherName: 'Léa', lang, seed: 'a:b' });
    expect(expected[lang].some((sentence) => text.includes(sentence))).toBe(true);
    expect(text).toMatch(met[lang]);
    expect(text).not.toMatch(/[{}]|undefined|null/);
    expect(text.length).toBeLessThanOrEqual(MAX_REASON_LENGTH);
    // Deterministic: the same pair reads the same.
    expect(matchReason({ viewer: statedViewer, other: statedOther, otherName: 'Léa', lang, seed: 'a:b' })).toBe(text);
  });

  it.each(LANGUAGES)('says which side a one-way preference holds for, in %s', (lang) => {
    const book = PHRASEBOOKS[lang];
    const plain = person({ answers: { future: 'family' } });
    const mine = matchReason({ viewer: statedViewer, other: plain, otherName: 'Léa', lang, seed: 'a:c' });
    const theirs = matchReason({ viewer: plain, other: statedViewer, otherName: 'Léa', lang, seed: 'a:c' });
    const filled = (templates: readonly string[]) =>
      templates.map((t) =>
        t
          .replace('{topic}', book.reason.topicWithArticle.future)
          .replace('{name}', 'Léa')
          .replace(/^./, (c) => c.toUpperCase()),
      );
    expect(filled(book.reason.statedMine).some((s) => mine.includes(s))).toBe(true);
    expect(filled(book.reason.statedTheirs).some((s) => theirs.includes(s))).toBe(true);
  });

  it('cites nothing stated when nobody stated anything, and never an intention one side is unsure of', () => {
    const text = matchReason({ viewer, other, otherName: 'Léa', lang: 'fr', seed: 'v:o' });
    expect(text).not.toMatch(/relation sérieuse|vos attentes/);
    const unsure = person({ goal: 'unsure' });
    expect(matchReason({ viewer: unsure, other: unsure, otherName: 'Léa', lang: 'fr', seed: 'u' })).not.toMatch(
      /relation|léger/,
    );
  });
});
