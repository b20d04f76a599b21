// The demo population: same seed → same people, every profile valid by the contract's own rules, varied
// enough to look real, and avatars that decode. (Seeding a database with them: the server's demo module.)
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  COMPATIBILITY_QUESTIONS,
  GENDERS,
  QUESTION_OPTIONS,
  profileUpdateSchema,
  registerBodySchema,
} from '@affinia/contract';
import { AVATAR_HEIGHT, AVATAR_WIDTH, avatarSvg, renderAvatar } from './avatar.js';
import { BIO_MAX_CHARS, BIO_MIN_CHARS, render } from './bios.js';
import { firstNamesGiven } from './names.js';
import { COUNTRIES } from './places.js';
import { DEMO_EMAIL_PATTERN, generatePeople, generatePerson, type DemoPerson } from './population.js';
import { createRng } from './prng.js';

const SAMPLE = 3000;
const people = generatePeople('tests', 1, SAMPLE);
const share = (list: DemoPerson[], test: (p: DemoPerson) => boolean) => list.filter(test).length / list.length;
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('determinism', () => {
  it('the PRNG repeats itself for one seed and not across seeds', () => {
    const a = createRng('x');
    const b = createRng('x');
    const c = createRng('y');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('the same seed gives the same people, whatever N is', () => {
    expect(generatePeople('tests', 1, 200)).toEqual(people.slice(0, 200));
    expect(generatePerson('tests', 150)).toEqual(people[149]);
  });

  it('another seed gives other people', () => {
    const others = generatePeople('another seed', 1, 200);
    const same = others.filter((p, i) => p.name === people[i]!.name && p.bio === people[i]!.bio);
    expect(same.length).toBe(0);
  });
});

describe('every generated profile is valid', () => {
  it('passes the questionnaire schema (PUT /api/profile/me)', () => {
    for (const p of people) {
      const result = profileUpdateSchema.safeParse({
        interests: p.interests,
        personality_traits: p.personalityTraits,
        bio: p.bio,
        type_preference: p.typePreference,
        beauty_score: p.beautyScore,
        seeking_genders: p.seekingGenders,
        age_min: p.ageMin,
        age_max: p.ageMax,
      });
      expect(result.error?.issues, `${p.email}: ${p.bio}`).toBeUndefined();
    }
  });

  it('passes the registration rules (adult, gender, name, location, e-mail)', () => {
    for (const p of people) {
      const result = registerBodySchema.safeParse({
        email: p.email,
        password: 'affinia-demo',
        name: p.name,
        age: p.age,
        gender: p.gender,
        location: p.location,
        accepted_terms: true,
      });
      expect(result.error?.issues, p.email).toBeUndefined();
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.age).toBeLessThanOrEqual(75);
      expect(GENDERS).toContain(p.gender);
      expect(p.email).toBe(p.email.toLowerCase());
      expect(p.email).toMatch(new RegExp(DEMO_EMAIL_PATTERN));
    }
  });

  it('has a complete questionnaire, a sensible age window and finished texts', () => {
    for (const p of people) {
      expect(p.interests.length).toBeGreaterThanOrEqual(3);
      expect(p.interests.length).toBeLessThanOrEqual(7);
      for (const q of COMPATIBILITY_QUESTIONS) {
        expect(QUESTION_OPTIONS[q] as readonly string[]).toContain(p.personalityTraits.compatibility_answers[q]);
      }
      expect(p.ageMin).toBeLessThanOrEqual(p.age);
      expect(p.ageMax).toBeGreaterThanOrEqual(p.age);
      expect(p.ageMin).toBeGreaterThanOrEqual(18);
      expect(p.bio.length).toBeGreaterThanOrEqual(BIO_MIN_CHARS);
      expect(p.bio.length).toBeLessThanOrEqual(BIO_MAX_CHARS);
      // No template left half-filled.
      for (const text of [p.bio, p.typePreference]) expect(text, text).not.toMatch(/[{}|]|undefined|\s[,.]/);
    }
  });
});

describe('variety', () => {
  it('bios, names and types sought are mostly distinct', () => {
    expect(new Set(people.map((p) => p.bio)).size / SAMPLE).toBeGreaterThan(0.99);
    expect(new Set(people.map((p) => p.name)).size / SAMPLE).toBeGreaterThan(0.85);
    expect(new Set(people.map((p) => p.typePreference)).size / SAMPLE).toBeGreaterThan(0.3);
  });

  it('covers every country, mostly France, written as people write it', () => {
    for (const country of COUNTRIES) {
      const here = people.filter((p) => p.country === country.code);
      expect(here.length, country.code).toBeGreaterThan(SAMPLE * 0.03);
      for (const p of here) expect(p.location.endsWith(`, ${country.label}`)).toBe(true);
    }
    expect(share(people, (p) => p.country === 'FR')).toBeGreaterThan(0.5);
    expect(people.map((p) => p.location)).toContain('München, Deutschland');
  });

  it('writes bios in the language of the city', () => {
    const french = /\b(je|suis|avec|j’)/i;
    for (const p of people) {
      if (p.language === 'es') expect(p.bio, p.bio).not.toMatch(/\b(je|suis|avec|ich|und)\b/i);
      if (p.language === 'de') expect(p.bio, p.bio).not.toMatch(/\b(suis|avec|soy|pero)\b/i);
      if (p.language === 'fr' || p.language === 'fr-QC') expect(p.bio, p.bio).not.toMatch(/\b(ich|und|soy|pero)\b/i);
      if (p.language === 'fr-QC') expect(p.bio).not.toContain('week-end');
    }
    expect(
      share(
        people.filter((p) => p.language === 'fr'),
        (p) => french.test(p.bio),
      ),
    ).toBeGreaterThan(0.9);
  });

  it('spreads ages 18–75, mostly 25–45, and both genders', () => {
    const ages = people.map((p) => p.age);
    expect(Math.min(...ages)).toBe(18);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(72);
    expect(share(people, (p) => p.age >= 25 && p.age <= 45)).toBeGreaterThan(0.5);
    expect(share(people, (p) => p.age >= 60)).toBeGreaterThan(0.03);
    expect(share(people, (p) => p.gender === 'femme')).toBeGreaterThan(0.4);
    expect(share(people, (p) => p.gender === 'femme')).toBeLessThan(0.6);
  });

  it('seeks mostly the other gender, with some diversity', () => {
    const other = share(people, (p) => p.seekingGenders.length === 1 && p.seekingGenders[0] !== p.gender);
    expect(other).toBeGreaterThan(0.8);
    expect(share(people, (p) => p.seekingGenders.length === 2)).toBeGreaterThan(0.02);
    expect(share(people, (p) => p.seekingGenders.length === 1 && p.seekingGenders[0] === p.gender)).toBeGreaterThan(
      0.02,
    );
  });

  it('makes a few people non-binary, with first names given to anyone, seeking and sought (decision 054)', () => {
    const nonBinary = people.filter((p) => p.gender === 'non_binaire');
    expect(nonBinary.length / SAMPLE).toBeGreaterThan(0.015);
    expect(nonBinary.length / SAMPLE).toBeLessThan(0.05);
    for (const p of nonBinary) expect(firstNamesGiven(p.culture, 'non_binaire'), p.name).toContain(p.firstName);
    expect(firstNamesGiven('french', 'non_binaire')).toContain('Camille');
    expect(firstNamesGiven('german', 'non_binaire')).toContain('Kim');
    expect(firstNamesGiven('spanish', 'non_binaire')).toContain('Cruz');
    // Some men and women seek everyone, so non-binary people are seen by someone.
    const everyone = people.filter((p) => p.seekingGenders.length === 3 && p.gender !== 'non_binaire');
    expect(everyone.length).toBeGreaterThan(SAMPLE * 0.01);
    // A French type sought for everyone says "someone"; for non-binary people only, names them.
    for (const p of people.filter((p) => p.language === 'fr' && p.seekingGenders.length === 3))
      expect(p.typePreference).toMatch(/^(Quelqu’un de|J’aimerais rencontrer quelqu’un de) /);
    for (const p of people.filter((p) => p.language === 'fr' && p.seekingGenders.join() === 'non_binaire'))
      expect(p.typePreference).toMatch(/une personne non binaire/i);
  });

  it('writes a non-binary person’s bio with inclusive words, a man’s and a woman’s without', () => {
    expect(
      render(
        '{Curieux|Curieuse}, partant{|e} et discr{et|ète} : {il|elle} est {un|une} ami{|e}.',
        'non_binaire',
        {},
        'fr',
      ),
    ).toBe('Curieux·se, partant·e et discret·ète : iel est un·e ami·e.');
    expect(render('curios{o|a}, médic{o|a} y profes{or|ora}', 'non_binaire', {}, 'es')).toBe(
      'curiose, médique y profesore',
    );
    expect(render('Lehrer{|in}, {Arzt|Ärztin}, Psycholog{e|in}', 'non_binaire', {}, 'de')).toBe(
      'Lehrer:in, Ärzt:in, Psycholog:in',
    );
    expect(render('Je suis {celui|celle|la personne} qu’on appelle', 'non_binaire', {}, 'fr')).toBe(
      'Je suis la personne qu’on appelle',
    );
    expect(render('partant{|e}', 'femme', {}, 'fr')).toBe('partante');
    const french = people.filter((p) => p.language === 'fr');
    const inclusive = french.filter((p) => p.gender === 'non_binaire' && /\p{L}·\p{L}|\biel\b/u.test(p.bio));
    expect(inclusive.length).toBeGreaterThan(0);
    expect(french.filter((p) => p.gender !== 'non_binaire' && p.bio.includes('·'))).toEqual([]);
  });

  it('would go mostly 25–100 km, some only their neighbourhood, some anywhere', () => {
    const limits = people.map((p) => p.maxDistanceKm);
    for (const km of limits) expect([5, 10, 25, 50, 100, 200, 500, null]).toContain(km);
    expect(
      share(people, (p) => p.maxDistanceKm !== null && p.maxDistanceKm >= 25 && p.maxDistanceKm <= 100),
    ).toBeGreaterThan(0.6);
    expect(share(people, (p) => p.maxDistanceKm === null)).toBeGreaterThan(0.04);
    expect(share(people, (p) => p.maxDistanceKm === null)).toBeLessThan(0.2);
    expect(share(people, (p) => p.maxDistanceKm !== null && p.maxDistanceKm <= 10)).toBeGreaterThan(0.03);
    // Its own random stream: the same person whatever else is drawn.
    expect(generatePerson('tests', 7).maxDistanceKm).toBe(generatePerson('tests', 7).maxDistanceKm);
  });

  it('answers follow the sliders (adventurous people go outdoors and travel)', () => {
    const aventure = (list: DemoPerson[]) => mean(list.map((p) => p.personalityTraits.aventure));
    const outdoors = people.filter((p) => p.personalityTraits.compatibility_answers.weekend === 'outdoors');
    const cozy = people.filter((p) => p.personalityTraits.compatibility_answers.weekend === 'cozy');
    expect(aventure(outdoors) - aventure(cozy)).toBeGreaterThan(10);
    const bold = people.filter((p) => p.personalityTraits.aventure >= 70);
    const homely = people.filter((p) => p.personalityTraits.aventure <= 30);
    expect(share(bold, (p) => p.interests.includes('travel'))).toBeGreaterThan(
      share(homely, (p) => p.interests.includes('travel')) + 0.2,
    );
    const social = (list: DemoPerson[]) => mean(list.map((p) => p.personalityTraits.social));
    const verySocial = people.filter((p) => p.personalityTraits.compatibility_answers.social_life === 'very_social');
    const homebody = people.filter((p) => p.personalityTraits.compatibility_answers.social_life === 'homebody');
    expect(social(verySocial) - social(homebody)).toBeGreaterThan(20);
  });
});

describe('avatars', () => {
  it('renders a decodable WebP portrait', async () => {
    const image = await renderAvatar(avatarSvg(people[0]!.avatar));
    expect(image.data.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.data.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const meta = await sharp(image.data).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([AVATAR_WIDTH, AVATAR_HEIGHT]);
    expect(image.data.length).toBeLessThan(40_000);
  });

  it('draws every hair style and differs from person to person', async () => {
    const byStyle = new Map<string, DemoPerson>();
    for (const p of people) if (!byStyle.has(p.avatar.hairStyle)) byStyle.set(p.avatar.hairStyle, p);
    expect(byStyle.size).toBeGreaterThanOrEqual(15);
    for (const p of byStyle.values()) {
      const { data } = await renderAvatar(avatarSvg(p.avatar));
      const stats = await sharp(data).stats();
      // Not a flat picture: the drawing has real contrast.
      expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(20);
    }
    const svgs = new Set(people.slice(0, 300).map((p) => avatarSvg(p.avatar)));
    expect(svgs.size).toBe(300);
  });
});
