// The demo population: same seed → same people, every profile valid by the contract's own rules,
// varied enough to look real, avatars that decode, and a seeded database you can sign in to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import {
  COMPATIBILITY_QUESTIONS,
  GENDERS,
  QUESTION_OPTIONS,
  profileUpdateSchema,
  registerBodySchema,
} from '@affinia/contract';
import { apiClient, newUser, startTestServer, type TestServer } from '../../../test/test-server.js';
import { freeTier, users } from '../../db/schema.js';
import { passwordPolicyViolation } from '../auth/passwords.js';
import { createLocalPhotoStorage } from '../photos/storage.js';
import { AVATAR_HEIGHT, AVATAR_WIDTH, avatarSvg, renderAvatar } from './avatar.js';
import { BIO_MAX_CHARS, BIO_MIN_CHARS, render } from './bios.js';
import { firstNamesGiven } from './names.js';
import { COUNTRIES } from './places.js';
import { DEMO_EMAIL_PATTERN, generatePeople, generatePerson, type DemoPerson } from './population.js';
import { createRng } from './prng.js';
import { DEMO_PASSWORD, removeDemoPopulation, seedDemoPopulation } from './seed.js';
import { parseSeedArgs } from './seed-cli.js';

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
        password: DEMO_PASSWORD,
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
    expect(passwordPolicyViolation(DEMO_PASSWORD, people[0]!.email)).toBeNull();
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

describe('seed command arguments', () => {
  it('defaults avatars to everyone up to 2000, then 2000', () => {
    expect(parseSeedArgs(['--users', '500'])).toMatchObject({
      users: 500,
      avatars: 500,
      seed: 'affinia',
      reset: false,
    });
    expect(parseSeedArgs(['--users', '100000'])).toMatchObject({ users: 100_000, avatars: 2000 });
    expect(parseSeedArgs(['--users', '10', '--avatars', '3', '--seed', 'x', '--reset'])).toMatchObject({
      users: 10,
      avatars: 3,
      seed: 'x',
      reset: true,
    });
    expect(parseSeedArgs(['--help'])).toBeNull();
  });

  it('refuses bad input with a clear message', () => {
    expect(() => parseSeedArgs([])).toThrow('--users N is required');
    expect(() => parseSeedArgs(['--users', '0'])).toThrow('between 1');
    expect(() => parseSeedArgs(['--users', 'many'])).toThrow('whole number');
    expect(() => parseSeedArgs(['--users', '5', '--colour', 'red'])).toThrow();
    expect(() => parseSeedArgs(['--users', '5', '--password', 'short'])).toThrow('8 characters');
  });
});

describe('seeding a database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates people you can sign in as, with avatars, outside the free tier', { timeout: 90_000 }, async () => {
    const api = apiClient(server.url);
    const { db } = server.app.database;
    const storage = createLocalPhotoStorage(server.config.photosDir);
    const real = newUser();
    expect((await api.post('/api/auth/register', { json: real })).status).toBe(201);

    const result = await seedDemoPopulation(server.app.database, storage, { users: 200, seed: 'tests' });
    expect(result).toMatchObject({ created: 200, firstNumber: 1, lastNumber: 200, avatars: 200 });
    expect(result.login).toEqual({ email: 'demo+1@affinia.test', password: DEMO_PASSWORD });

    const login = await api.post('/api/auth/login', { json: result.login });
    expect(login.status).toBe(200);
    expect(login.data.token).toEqual(expect.any(String));
    const me = await api.get('/api/profile/me', { token: login.data.token });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({
      name: people[0]!.name,
      age: people[0]!.age,
      location: people[0]!.location,
      bio: people[0]!.bio,
      interests: people[0]!.interests,
    });
    expect(me.data.personality_traits).toEqual(people[0]!.personalityTraits);
    expect(me.data.type_preference).toBe(people[0]!.typePreference);
    expect(me.data.settings).toEqual({
      seeking_genders: people[0]!.seekingGenders,
      age_min: people[0]!.ageMin,
      age_max: people[0]!.ageMax,
      is_paused: false,
      questionnaire_completed: true,
      verified_only: false,
      // Seeded people live in their town (resolved like a sign-up) with their drawn distance limit.
      place: expect.objectContaining({ country: expect.any(String) }),
      max_distance_km: people[0]!.maxDistanceKm,
      travel: null, // Nothing stated yet (issue 34).
      compatibility_preferences: {},
      relationship_goal: null,
    });
    const placed = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.placeId} IS NOT NULL AND ${users.simulated}`);
    expect(placed[0]?.count).toBe(200);
    expect(me.data.photos).toHaveLength(1);
    const photo = await fetch(`${server.url}/api/profile/photos/${me.data.photos[0]}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('webp');

    // Demo people take none of the free places; the real registration took one.
    const [tier] = await db.select().from(freeTier).where(eq(freeTier.id, 1));
    expect(tier?.used).toBe(1);

    // A second run adds people after the existing ones instead of clashing on e-mails.
    const more = await seedDemoPopulation(server.app.database, storage, { users: 30, seed: 'tests', avatars: 5 });
    expect(more).toMatchObject({ firstNumber: 201, lastNumber: 230, avatars: 5 });
    const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(count).toBe(231);

    // --reset removes exactly the demo people and their files; the real account stays.
    const firstPhoto = me.data.photos[0] as string;
    const removed = await removeDemoPopulation(server.app.database, storage);
    expect(removed).toEqual({ users: 230, photos: 205, filesLeft: 0 });
    expect(await storage.get(firstPhoto)).toBeNull();
    const left = await db.select({ email: users.email }).from(users);
    expect(left.map((u) => u.email)).toEqual([real.email.toLowerCase()]);
    expect((await api.post('/api/auth/login', { json: result.login })).status).toBe(401);
  });
});
