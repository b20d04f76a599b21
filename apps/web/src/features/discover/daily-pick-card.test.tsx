// The day's pick on its discover card (issue 20 part 4): marked "Coup de cœur du jour" in words beside
// a decorative heart (never colour alone), named with the card for screen readers, its reason under its
// own heading; an ordinary card carries none of it. In the four languages.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiscoverItem } from '@affinia/contract';
import { loadNamespaces, setLanguage } from '../../i18n';
import { ProfileCard } from './components/profile-card';

afterEach(async () => {
  await setLanguage('fr');
});

const item = (dailyPick: boolean): DiscoverItem =>
  ({
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Camille',
      age: 31,
      location: 'Lyon, France',
      photos: [],
      bio: '',
      interests: [],
      social_score: null,
      is_demo: false,
      is_verified: false,
    },
    affinity_score: 87,
    match_reason: 'Vous aimez tous deux la randonnée.',
    distance_km: null,
    ...(dailyPick ? { daily_pick: true } : {}),
  }) as unknown as DiscoverItem;

const card = (dailyPick: boolean) => renderToStaticMarkup(<ProfileCard item={item(dailyPick)} expanded={false} />);

describe('daily pick card', () => {
  it('says "Coup de cœur du jour" in words, with its reason, the heart hidden from screen readers', async () => {
    await loadNamespaces(['discover']);
    const html = card(true);
    const badge = html.match(/<p[^>]*data-testid="daily-pick"[^>]*>.*?<\/p>/)?.[0] ?? '';
    expect(badge).toContain('Coup de cœur du jour');
    expect(badge).toMatch(/<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('Pourquoi c’est votre coup de cœur');
    expect(html).toContain('Vous aimez tous deux la randonnée.');
  });

  it('is read with the card’s name: the article is labelled by the mark and the name', async () => {
    await loadNamespaces(['discover']);
    const html = card(true);
    const labelledBy = html.match(/<article[^>]*aria-labelledby="([^"]+)"/)?.[1]?.split(' ') ?? [];
    expect(labelledBy).toHaveLength(2);
    const pickId = html.match(/<p id="([^"]+)"[^>]*data-testid="daily-pick"/)?.[1];
    expect(labelledBy[0]).toBe(pickId);
    expect(html).toContain('la personne choisie pour vous aujourd’hui');
  });

  it('is absent from an ordinary card', async () => {
    await loadNamespaces(['discover']);
    const html = card(false);
    expect(html).not.toContain('daily-pick');
    expect(html).not.toContain('Coup de cœur');
    expect(html).toContain('Pourquoi vous correspondez');
  });

  it.each([
    ['en', 'Today’s top pick'],
    ['es', 'Flechazo del día'],
    ['de', 'Tagesfavorit'],
  ])('is translated (%s)', async (lang, text) => {
    await setLanguage(lang as 'en');
    await loadNamespaces(['discover']);
    expect(card(true)).toContain(text);
  });
});
