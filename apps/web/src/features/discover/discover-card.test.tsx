// What a closed discover card carries (spec section 2, issue 35 item 1): 'Score: x/100', the photo (or a
// placeholder), name, age, the place printed once ("Lyon · à moins de 5 km", the member's own words
// when the town is not recognised), the social-score badge once ratings exist, the bio, at most five
// interests and the match reason, all without "Voir le profil".
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverItem, SocialScore } from '@affinia/contract';
import { loadNamespaces } from '../../i18n';
import { ProfileCard } from './components/profile-card';

beforeAll(async () => {
  await loadNamespaces(['discover']);
});

const LYON = { id: 2996944, name: 'Lyon', region: 'Auvergne-Rhône-Alpes', country: 'FR', country_name: 'France' };
const RATED: SocialScore = {
  total_ratings: 4,
  average: 4.5,
  confiance: 5,
  serieux: 4,
  generosite: 4,
  comportement: 5,
  communication: 4,
};

const item = (user: Partial<DiscoverItem['user']> = {}, distance: number | null = 5): DiscoverItem =>
  ({
    user: {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Camille',
      age: 31,
      location: 'Lyon, France',
      place: LYON,
      travelling: false,
      photos: ['ph0t0-1d'],
      bio: 'Randonnées le week-end et marchés le dimanche.',
      interests: ['music', 'travel', 'cooking', 'nature', 'sport', 'yoga', 'art'],
      social_score: null,
      is_demo: false,
      is_verified: false,
      ...user,
    },
    affinity_score: 82,
    match_reason: 'Vous aimez tous deux la randonnée.',
    distance_km: distance,
  }) as unknown as DiscoverItem;

const closedCard = (value: DiscoverItem) => renderToStaticMarkup(<ProfileCard item={value} expanded={false} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');
const occurrences = (html: string, needle: string) => text(html).split(needle).length - 1;

describe('closed discover card', () => {
  it('prints the place once: the town and its distance band on one line', () => {
    const html = closedCard(item());
    expect(occurrences(html, 'Lyon')).toBe(1);
    expect(text(html)).toContain('Lyon · à moins de 5 km');
    expect(text(html)).not.toContain('Lyon, France');
    expect(html.match(/data-testid="discover-place"/g)).toHaveLength(1);
  });

  it('prints the member’s own words once when the town was not recognised', () => {
    const html = closedCard(item({ place: null, location: 'Saint-Quelquepart' }, null));
    expect(occurrences(html, 'Saint-Quelquepart')).toBe(1);
    expect(text(html)).toContain('Saint-Quelquepart · distance inconnue');
  });

  it('shows the bio and at most five interests without opening the profile', () => {
    const html = closedCard(item());
    expect(html).toContain('Randonnées le week-end et marchés le dimanche.');
    const interests = html.match(/<ul aria-label="Centres d&#x27;intérêt"[^>]*>(.*?)<\/ul>/)?.[1] ?? '';
    expect(interests.match(/<li/g)).toHaveLength(5);
    expect(interests).toContain('Musique');
    expect(interests).toContain('Sport');
    expect(interests).not.toContain('Yoga');
  });

  it('shows the score, the name and age, the photo, the reason; the social score once rated', () => {
    const unrated = closedCard(item());
    expect(unrated).toContain('Score: 82/100');
    expect(text(unrated)).toMatch(/Camille\s*,\s*31 ans/);
    expect(unrated).toContain('alt="Photo de Camille"');
    expect(unrated).toContain('Vous aimez tous deux la randonnée.');
    expect(unrated).not.toContain('Note sociale');
    const rated = closedCard(item({ social_score: RATED }));
    expect(rated).toContain('Note sociale : 4,5 sur 5, 4 avis');
  });

  it('leaves out an empty bio and an empty interest list rather than printing empty blocks', () => {
    const html = closedCard(item({ bio: '', interests: [] }));
    expect(html).not.toContain('data-testid="discover-bio"');
    expect(html).not.toContain('<ul');
  });
});
