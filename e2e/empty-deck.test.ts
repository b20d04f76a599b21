// The deck that never dead-ends (issue 33, decision 043), on a phone (390×844, touch) against the real
// server and the built web app: a member in a small town goes through her whole deck, sees at its end
// how many people match (a band) and what 100 km would add, asks "Préviens-moi", widens the distance
// in one tap and gets the new cards. Another, whose "Indispensable" answer empties her deck, makes it a
// strong preference in one tap (issue 34) and gets the people it hid. axe checks the empty states.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@affinia/matching';
import { getGazetteer, type Place } from '../apps/server/src/modules/geo/gazetteer.js';
import { checkA11y } from './support/browser.js';
import { startJourney, stopJourney, type Journey } from './support/journey.js';
import { createMember, openAs, type Session } from './support/members.js';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => stopJourney(journey));

function town(name: string): Place {
  const found = getGazetteer()
    .places.filter((p) => p.name === name && p.country === 'FR')
    .sort((a, b) => b.population - a.population)[0];
  if (!found) throw new Error(`${name} missing from the gazetteer`);
  return found;
}

const AGE = 33;

describe('the end of the deck', () => {
  it('shows the counts, widens the distance in one tap and deals the new cards', async () => {
    const base = journey.app.baseUrl;
    const home = town('Pontarlier');
    const ring = town('Lons-le-Saunier');
    expect(distanceKm(home, ring)).toBeGreaterThan(50);
    expect(distanceKm(home, ring)).toBeLessThan(100);
    const at = (place: Place, maxKm: number) => ({
      register: { age: AGE, location: place.name, place_id: place.id },
      settings: { max_distance_km: maxKm },
    });
    const viewer: Session = await createMember(base, 'Camille Roux', 'femme', at(home, 50));
    const local = ['Hugo Petit', 'Louis Blanc'];
    for (const name of local) await createMember(base, name, 'homme', at(home, 50));
    const further = ['Jules Faure', 'Paul Girard', 'Noé Lambert', 'Tom Mercier', 'Léo Garnier', 'Adam Chevalier'];
    for (const name of further) await createMember(base, name, 'homme', at(ring, 100));

    const tab = await openAs(journey.browser, base, viewer, '/discover', {
      viewport: { width: 390, height: 844 },
      touch: true,
    });
    const { page } = tab;
    try {
      // The whole deck: two cards, then its end.
      for (let i = 0; i < local.length; i++) {
        const pass = page.getByRole('button', { name: /^Passer le profil de (Hugo|Louis)$/ });
        await pass.waitFor();
        await pass.tap();
      }
      await page.getByRole('heading', { name: 'Plus de profils pour le moment' }).waitFor();
      await page
        .getByText('Revenez un peu plus tard : de nouveaux profils compatibles arrivent chaque jour.')
        .waitFor();
      await page.getByText('Dans un rayon de 50 km, moins de 5 personnes correspondent à vos critères.').waitFor();
      await page.getByText('5 à 9 nouveaux profils').waitFor();
      const widen = page.getByRole('button', { name: 'Élargir à 100 km' });
      const widenAge = page.getByRole('button', { name: "Élargir l'âge (30–36)" });
      await widenAge.waitFor();
      const notify = page.getByRole('button', { name: 'Préviens-moi' });
      // Large touch targets.
      for (const button of [widen, widenAge, notify]) {
        expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await checkA11y(page);

      // "Préviens-moi", and its confirmed state.
      await notify.tap();
      const confirmed = page.getByRole('button', { name: 'C’est noté : vous serez prévenu(e)' });
      await confirmed.waitFor();
      expect(await confirmed.getAttribute('aria-pressed')).toBe('true');

      // One tap: the deck reloads with the people between 50 and 100 km.
      await widen.tap();
      const next = page.getByRole('button', { name: /^Passer le profil de / });
      await next.waitFor();
      const name = (await next.getAttribute('aria-label')) ?? (await next.textContent()) ?? '';
      const firstNames = further.map((n) => n.split(' ')[0]);
      expect(firstNames.some((first) => name.includes(first!))).toBe(true);
      expect(await page.getByTestId('discover-counter').textContent()).toBe(`1 / ${further.length}`);
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('offers to soften a dealbreaker that empties the deck, and one tap deals the people it hid', async () => {
    const base = journey.app.baseUrl;
    const register = { age: AGE + 20 };
    // "Indispensable": a family-minded partner only; everyone here answered "career".
    const viewer = await createMember(base, 'Inès Morel', 'femme', {
      register,
      settings: { compatibility_preferences: { future: { accepted: ['family'], importance: 'mandatory' } } },
    });
    const hidden = ['Marc Roussel', 'Éric Fontaine', 'Yanis Perrin'];
    for (const name of hidden) {
      await createMember(base, name, 'homme', { register, questionnaire: { answers: { future: 'career' } } });
    }
    const tab = await openAs(journey.browser, base, viewer, '/discover', {
      viewport: { width: 390, height: 844 },
      touch: true,
    });
    const { page } = tab;
    try {
      await page.getByRole('heading', { name: 'Plus de profils pour le moment' }).waitFor();
      const soften = page.getByRole('button', { name: 'Assouplir mes critères indispensables' });
      await soften.waitFor();
      await page
        .getByText('moins de 5 nouveaux profils : vos critères comptent toujours dans le score, sans écarter personne')
        .waitFor();
      expect((await soften.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      await checkA11y(page);

      await soften.tap();
      await page.getByRole('button', { name: /^Passer le profil de / }).waitFor();
      expect(await page.getByTestId('discover-counter').textContent()).toBe(`1 / ${hidden.length}`);
      // Still what she wants, now a strong preference rather than a filter.
      const me = await fetch(`${base}/api/profile/me`, { headers: { authorization: `Bearer ${viewer.token}` } });
      expect(((await me.json()) as Session['user']).settings.compatibility_preferences).toEqual({
        future: { accepted: ['family'], importance: 'very' },
      });
      expect(tab.errors).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
