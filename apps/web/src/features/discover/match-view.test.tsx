// The match view (issue 35 item 2): a dialog titled with the spec's "C'est un match ! Vous pouvez
// maintenant discuter", both photos (or initials), both first names, the reason of the match, then
// "Envoyer un message" to the conversation and "Continuer à découvrir"; labelled and described for
// screen readers; in the four languages. Nothing of it while no match is shown.
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscoverItem, Me } from '@affinia/contract';
import { loadNamespaces, setLanguage } from '../../i18n';
import { profileQueryKey } from '../../lib/profile-query';
import { stubBrowser } from '../../lib/test-browser';
import { MatchView, type NewMatch } from './components/match-view';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('fr');
});

const MATCH_ID = '11111111-2222-4333-8444-555555555555';

const liked = (photos: string[]): NewMatch => ({
  matchId: MATCH_ID,
  item: {
    user: {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Hugo',
      age: 33,
      location: 'Lyon, France',
      place: null,
      travelling: false,
      photos,
      bio: '',
      interests: [],
      social_score: null,
      is_demo: false,
      is_verified: false,
    },
    affinity_score: 88,
    match_reason: 'Vous partagez le goût des voyages et des projets à deux.',
    distance_km: null,
  } as unknown as DiscoverItem,
});

const me = (photos: string[], held: string[] = []) =>
  ({ id: 'me', name: 'Léa Rousseau', display_name: 'Léa', photos, held_photos: held }) as unknown as Me;

function view(match: NewMatch | null, profile: Me | null) {
  const client = new QueryClient();
  if (profile) client.setQueryData(profileQueryKey, profile);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MatchView match={match} onContinue={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('match view', () => {
  it('is titled with the spec’s toast text and shows both first names and the reason', async () => {
    await loadNamespaces(['discover']);
    const html = view(liked(['hug0-ph0t0']), me(['l3a-ph0t0']));
    const title = html.match(/<h2 id="([^"]+)"[^>]*>(.*?)<\/h2>/);
    expect(title?.[2]?.replace(/<[^>]+>/g, '')).toBe('C&#x27;est un match ! Vous pouvez maintenant discuter');
    expect(html).toMatch(new RegExp(`<dialog[^>]*aria-labelledby="${title?.[1]}"`));
    expect(text(html)).toContain('Léa et Hugo');
    expect(text(html)).not.toContain('Rousseau');
    expect(html).toContain('Vous partagez le goût des voyages et des projets à deux.');
    // The names and the reason describe the dialog.
    const describedBy = html.match(/<dialog[^>]*aria-describedby="([^"]+)"/)?.[1];
    const description = html.match(new RegExp(`<div id="${describedBy}"[^>]*>(.*?)</div></div><div`))?.[1] ?? '';
    expect(text(description)).toContain('Léa et Hugo');
    expect(text(description)).toContain('Vous partagez le goût');
  });

  it('shows both photos: mine first, then theirs', async () => {
    await loadNamespaces(['discover']);
    const html = view(liked(['hug0-ph0t0', 'hug0-2']), me(['l3a-ph0t0']));
    const images = [...html.matchAll(/<img[^>]*src="([^"]+)"[^>]*alt="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(images).toEqual([
      ['/api/profile/photos/l3a-ph0t0', 'Votre photo'],
      ['/api/profile/photos/hug0-ph0t0', 'Photo de Hugo'],
    ]);
  });

  it('shows initials, named as a picture, for someone without a photo (mine held for review counts as none)', async () => {
    await loadNamespaces(['discover']);
    const html = view(liked([]), me(['held-one'], ['held-one']));
    expect(html).not.toContain('<img');
    expect(html).toMatch(/role="img" aria-label="Votre photo"[^>]*><span aria-hidden="true">L<\/span>/);
    expect(html).toMatch(/role="img" aria-label="Photo de Hugo"[^>]*><span aria-hidden="true">H<\/span>/);
  });

  it('reads my first name from the stored profile before the profile is fetched', async () => {
    await loadNamespaces(['discover']);
    stubBrowser([['user', JSON.stringify(me([]))]]);
    expect(text(view(liked([]), null))).toContain('Léa et Hugo');
  });

  it('writes to the match or goes back to discovering', async () => {
    await loadNamespaces(['discover']);
    const html = view(liked([]), me([]));
    expect(html).toMatch(new RegExp(`<a[^>]*href="/chat/${MATCH_ID}"[^>]*>Envoyer un message</a>`));
    expect(html).toMatch(/<button type="button"[^>]*>Continuer à découvrir<\/button>/);
  });

  it('is an empty closed dialog while no match is shown', async () => {
    await loadNamespaces(['discover']);
    const html = view(null, me([]));
    expect(html).toMatch(/^<dialog[^>]*><\/dialog>$/);
    expect(html).not.toContain(' open');
  });

  it.each([
    ['en', "It's a match! You can now chat", 'Léa and Hugo', 'Send a message', 'Keep discovering'],
    ['es', '¡Es un match! Ya podéis chatear', 'Léa y Hugo', 'Enviar un mensaje', 'Seguir descubriendo'],
    ['de', 'Es ist ein Match! Ihr könnt jetzt chatten', 'Léa und Hugo', 'Nachricht senden', 'Weiter entdecken'],
  ])('is translated (%s)', async (language, title, names, send, keepGoing) => {
    await setLanguage(language as 'en');
    await loadNamespaces(['discover']);
    const html = text(view(liked([]), me([])).replace(/&#x27;/g, "'"));
    for (const expected of [title, names, send, keepGoing]) expect(html).toContain(expected);
  });
});
