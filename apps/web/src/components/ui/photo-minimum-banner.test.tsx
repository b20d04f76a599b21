// The banner of a member nobody sees yet (issue 35 item 4): how many photos are still to add (beyond
// those in review), or that the ones in review will do; nothing once the instance's minimum is met,
// nor for a profile stored by a version that did not say the minimum. In the four languages.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../i18n';
import { photoMinimumOf } from '../../lib/photo-minimum';
import { PhotoMinimumBanner } from './photo-minimum-banner';

afterEach(async () => {
  await setLanguage('fr');
});

const profile = (photos: number, held: number, min: number | undefined) => {
  const ids = Array.from({ length: photos }, (_, i) => `p${i}`);
  return { photos: ids, held_photos: ids.slice(0, held), min_photos_to_appear: min as number };
};

const render = (p: ReturnType<typeof profile>, withLink = false) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PhotoMinimumBanner profile={p} withLink={withLink} />
    </MemoryRouter>,
  );

describe('photoMinimumOf', () => {
  it('counts only the photos others can see, and what review would bring', () => {
    expect(photoMinimumOf(profile(0, 0, 1))).toEqual({ state: 'missing', missing: 1 });
    expect(photoMinimumOf(profile(1, 0, 1))).toEqual({ state: 'met' });
    expect(photoMinimumOf(profile(1, 1, 1))).toEqual({ state: 'inReview', held: 1 });
    expect(photoMinimumOf(profile(2, 1, 3))).toEqual({ state: 'missing', missing: 1 });
    expect(photoMinimumOf(profile(3, 2, 2))).toEqual({ state: 'inReview', held: 2 });
    expect(photoMinimumOf(profile(0, 0, 0))).toEqual({ state: 'met' });
    // A profile kept by an older version: no minimum known, nothing asked.
    expect(photoMinimumOf(profile(0, 0, undefined))).toEqual({ state: 'met' });
  });
});

describe('PhotoMinimumBanner', () => {
  it('says nobody sees the profile yet and how many photos to add, with a link on discover', async () => {
    await loadNamespaces(['common']);
    const html = render(profile(0, 0, 1), true);
    expect(html).toContain('role="status"');
    expect(html).toContain('Personne ne voit encore votre profil : ajoutez une photo pour apparaître dans Découvrir.');
    expect(html).toMatch(/<a[^>]*href="\/dashboard"[^>]*>Ajouter une photo<\/a>/);
    expect(render(profile(1, 0, 3))).toContain('ajoutez encore 2 photos');
    expect(render(profile(1, 0, 3))).not.toContain('<a');
  });

  it('asks to wait, with no link, when the photos in review are enough; shows nothing once met', async () => {
    await loadNamespaces(['common']);
    const html = render(profile(1, 1, 1), true);
    expect(html).toContain('votre photo est en cours de vérification');
    expect(html).not.toContain('<a');
    expect(render(profile(2, 2, 2))).toContain('vos photos sont en cours de vérification');
    expect(render(profile(1, 0, 1), true)).toBe('');
  });

  it.each([
    ['en', 'add a photo to appear in Discover', 'add 2 more photos', 'Add a photo'],
    ['es', 'añade una foto para aparecer en Descubrir', 'añade 2 fotos más', 'Añadir una foto'],
    ['de', 'Fügen Sie ein Foto hinzu', 'Fügen Sie noch 2 Fotos hinzu', 'Foto hinzufügen'],
  ])('is translated (%s)', async (lang, one, two, action) => {
    await setLanguage(lang as 'en');
    await loadNamespaces(['common']);
    expect(render(profile(0, 0, 1), true)).toContain(one);
    expect(render(profile(0, 0, 1), true)).toContain(action);
    expect(render(profile(1, 0, 3))).toContain(two);
  });
});
