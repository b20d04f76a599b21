// The chat's dialogs and bubbles as a phone shows them (issue 35 item 7): in "Es-tu sûr(e) ?" the
// recommended "Modifier le message" is the filled button, last (the bottom of the stack on a phone,
// nearest the thumb; its focus is checked in the browser), "Envoyer quand même" a secondary one; after a
// report, blocking is the filled choice, with unmatching and staying beside it; a message waiting in
// the outbox says "En attente" in each language.
import { renderToStaticMarkup } from 'react-dom/server';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../i18n';
import { EndMatchOffer } from './components/end-match-offer';
import { MessageList } from './components/message-list';
import { ScreeningDialog } from './components/screening-dialog';

afterEach(async () => {
  await setLanguage('fr');
});

/** The dialog's buttons in document order: their text, type and whether they are the filled one. */
const buttonsOf = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes, inner]) => ({
    text: inner!.replace(/<[^>]+>/g, ''),
    type: attributes!.match(/type="(\w+)"/)?.[1],
    filled: attributes!.includes('bg-linear-to-r'),
  }));

describe('Es-tu sûr(e) ?', () => {
  it('makes "Modifier le message" the filled button, last, and "Envoyer quand même" the secondary one', async () => {
    await loadNamespaces(['chat']);
    const html = renderToStaticMarkup(
      <ScreeningDialog open busy={false} partnerName="Maëlle" onSendAnyway={() => {}} onEdit={() => {}} />,
    );
    expect(html).toContain('Es-tu sûr(e) ?');
    expect(html).toContain('Ce message pourrait blesser Maëlle');
    expect(buttonsOf(html)).toEqual([
      { text: 'Envoyer quand même', type: 'submit', filled: false },
      { text: 'Modifier le message', type: 'button', filled: true },
    ]);
    // Stacked on a phone (the last button at the bottom), side by side from the sm breakpoint.
    expect(html).toMatch(/class="mt-6 flex flex-col gap-3 sm:flex-row/);
  });
});

describe('after a report', () => {
  it('offers to block (the filled choice, last), to unmatch, or to stay', async () => {
    await loadNamespaces(['chat']);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <EndMatchOffer
            open
            matchId="m1"
            partnerId="u2"
            partnerName="David"
            onClose={() => {}}
            returnFocusRef={createRef()}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Mettre fin au match avec David ?');
    expect(buttonsOf(html)).toEqual([
      { text: 'Rester dans la conversation', type: 'button', filled: false },
      { text: 'Retirer le match', type: 'button', filled: false },
      { text: 'Bloquer David', type: 'button', filled: true },
    ]);
  });
});

describe('a message in the outbox', () => {
  it.each([
    ['fr', 'En attente'],
    ['en', 'Pending'],
    ['es', 'Pendiente'],
    ['de', 'Ausstehend'],
  ] as const)('is shown as mine and "%s: %s", after the stored ones', async (language, label) => {
    await setLanguage(language);
    await loadNamespaces(['chat']);
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MessageList
          messages={[{ id: 'a', sender_id: 'me', content: 'Stocké', created_at: '2026-11-28T09:00:00.000Z' }]}
          pending={[{ key: 'k1', content: 'Écrit hors ligne' }]}
          myId="me"
          partnerName="Lou"
        />
      </QueryClientProvider>,
    );
    const pending = html.match(/<li[^>]*data-pending="true"[^>]*>.*?<\/li>/)?.[0] ?? '';
    expect(pending).toContain('Écrit hors ligne');
    expect(pending).toContain(label);
    expect(html.indexOf('Stocké')).toBeLessThan(html.indexOf('Écrit hors ligne'));
  });
});
