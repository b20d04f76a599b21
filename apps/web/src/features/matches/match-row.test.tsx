// One row of the matches list (decision 049): photo (or initials), first name, the newest message or an
// invitation to write, an unread mark said in words to screen readers, the time of the latest
// activity; a message of theirs with a hidden word is folded; the spec's card folds out under "Détails".
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_CONVERSATION, type ConversationSummary, type MatchItem } from '@affinia/contract';
import { loadNamespaces, setLanguage } from '../../i18n';
import { MatchRow } from './components/match-row';

afterEach(async () => {
  await setLanguage('fr');
});

const now = new Date(2026, 10, 28, 18, 0);
const item = (conversation: Partial<ConversationSummary>, photos: string[] = []): MatchItem =>
  ({
    match: {
      id: '00000000-0000-4000-8000-00000000000a',
      affinity_score: 87,
      match_reason: 'Vous aimez tous deux la randonnée.',
      matched_at: new Date(2026, 10, 20, 12, 0).toISOString(),
    },
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Camille',
      age: 31,
      location: 'Lyon, France',
      place: null,
      travelling: false,
      photos,
      bio: '',
      interests: ['music'],
      social_score: null,
      is_demo: false,
      is_verified: false,
    },
    distance_km: null,
    conversation: { ...EMPTY_CONVERSATION, ...conversation },
  }) as unknown as MatchItem;

const row = (match: MatchItem, options: { unread?: boolean; previewHidden?: boolean } = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MatchRow
        item={match}
        unread={options.unread ?? false}
        previewHidden={options.previewHidden ?? false}
        now={now}
      />
    </MemoryRouter>,
  );
const textOf = (html: string, testId: string) =>
  html.match(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</p>`))?.[1]?.replace(/<[^>]+>/g, '') ?? null;

describe('match row', () => {
  it('invites to write the first message when nobody has, timed by the match itself', async () => {
    await loadNamespaces(['matches']);
    const html = row(item({}));
    expect(textOf(html, 'match-preview')).toBe('Écrivez le premier message à Camille');
    expect(html).toContain('20 nov.');
    expect(html).not.toContain('unread-mark');
    // The link opens the chat; initials stand in for a missing photo.
    expect(html).toContain('href="/chat/00000000-0000-4000-8000-00000000000a"');
    expect(html).toContain('aria-label="Discuter avec Camille"');
    expect(html).toMatch(/aria-hidden="true"[^>]*>C<\/div>/);
  });

  it('previews their newest message, unread: marked, said in words, and named in the link', async () => {
    await loadNamespaces(['matches']);
    const at = new Date(2026, 10, 28, 17, 5).toISOString();
    const html = row(
      item({ last_message_at: at, last_message: { preview: 'Un café samedi ?', from_me: false }, unread: true }, [
        'photo-1',
      ]),
      { unread: true },
    );
    expect(textOf(html, 'match-preview')).toBe('Un café samedi ?');
    expect(html).toMatch(/data-testid="unread-mark"[^>]*><span class="sr-only">Non lu<\/span>/);
    expect(html).toContain('aria-label="Discuter avec Camille, nouveau message"');
    expect(html).toContain('>17:05</time>');
    expect(html).toContain('alt="Photo de Camille"');
  });

  it('says "Vous :" before my own message, and folds theirs when it holds a hidden word', async () => {
    await loadNamespaces(['matches']);
    const at = new Date(2026, 10, 27, 9, 0).toISOString();
    const mine = row(item({ last_message_at: at, last_message: { preview: 'À samedi !', from_me: true } }));
    expect(textOf(mine, 'match-preview')).toBe('Vous : À samedi !');
    expect(mine).toContain('>Hier</time>');
    const hidden = row(item({ last_message_at: at, last_message: { preview: 'un gros mot', from_me: false } }), {
      previewHidden: true,
    });
    expect(textOf(hidden, 'match-preview')).toBe('Message masqué');
    expect(hidden).not.toContain('gros mot');
  });

  it('keeps the spec’s card folded under "Détails", announced as collapsed', async () => {
    await loadNamespaces(['matches']);
    const html = row(item({}));
    expect(html).toMatch(/<button type="button" aria-expanded="false" aria-controls="([^"]+)"/);
    const controlled = html.match(/aria-controls="([^"]+)"/)?.[1];
    expect(html).toContain(`id="${controlled}" hidden=""`);
    expect(html).toContain('Détails du match avec Camille');
    expect(html).not.toContain('Vous aimez tous deux la randonnée.');
  });

  it.each([
    ['en', 'Write the first message to Camille'],
    ['es', 'Escribe el primer mensaje a Camille'],
    ['de', 'Schreiben Sie Camille die erste Nachricht'],
  ])('is translated (%s)', async (lang, text) => {
    await setLanguage(lang as 'en');
    await loadNamespaces(['matches']);
    expect(textOf(row(item({})), 'match-preview')).toBe(text);
  });
});
