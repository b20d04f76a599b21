// Discover's banner for a paused member (decision 049): it says the profile is paused and hidden, and
// offers one button to resume, which says so while the request runs. In the four languages.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../i18n';
import { PausedBanner } from './components/paused-banner';

afterEach(async () => {
  await setLanguage('fr');
});

const banner = (resuming = false) => renderToStaticMarkup(<PausedBanner onResume={() => {}} resuming={resuming} />);

describe('paused banner', () => {
  it('says the profile is paused and hidden, with one button to resume it', async () => {
    await loadNamespaces(['discover']);
    const html = banner();
    expect(html).toMatch(
      /<section aria-labelledby="paused-title"[^>]*><h2 id="paused-title"[^>]*>Votre profil est en pause<\/h2>/,
    );
    expect(html).toContain('Il est caché : personne ne le voit dans Découvrir');
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toMatch(/<button[^>]*>.*Réactiver mon profil<\/button>/);
  });

  it('is busy while resuming: the button is disabled and says so', async () => {
    await loadNamespaces(['discover']);
    const html = banner(true);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"/);
    expect(html).toContain('Réactivation…');
  });

  it.each([
    ['en', 'Your profile is paused', 'Resume my profile'],
    ['es', 'Tu perfil está en pausa', 'Reactivar mi perfil'],
    ['de', 'Ihr Profil ist pausiert', 'Profil wieder aktivieren'],
  ])('is translated (%s)', async (lang, title, action) => {
    await setLanguage(lang as 'en');
    await loadNamespaces(['discover']);
    const html = banner();
    expect(html).toContain(title);
    expect(html).toContain(action);
  });
});
