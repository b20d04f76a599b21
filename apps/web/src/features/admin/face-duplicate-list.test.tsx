// The admin's "Visages en double" list (issue 18 part 1): both accounts, the similarity as a
// percentage, the date, a "Classer" button naming the pair; an empty state when nothing is flagged.
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FaceDuplicateFlag } from '@affinia/contract';
import { loadNamespaces } from '../../i18n';
import { FaceDuplicateList } from './components/face-duplicate-list';

const render = (flags: FaceDuplicateFlag[]) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <FaceDuplicateList flags={flags} />
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await loadNamespaces(['admin']);
});

describe('face duplicates list', () => {
  it('says when no face is flagged', () => {
    expect(render([])).toContain('Aucun visage vérifié sur deux comptes.');
  });

  it('shows both accounts, the similarity in percent, the date and a "Classer" button', () => {
    const html = render([
      {
        id: 'f1',
        user: { id: 'u2', name: 'Camille', email: 'camille@example.org' },
        other_user: { id: 'u1', name: 'Léa', email: 'lea@example.org' },
        similarity: 0.934,
        created_at: '2026-11-20T10:30:00.000Z',
      },
    ]);
    expect(html).toContain('Léa et Camille');
    expect(html).toContain('lea@example.org');
    expect(html).toContain('camille@example.org');
    expect(html).toContain('Ressemblance : 93 %');
    expect(html).toContain('2026');
    expect(html).toMatch(/<button[^>]*aria-label="Classer le signalement de Léa et Camille"[^>]*>.*Classer/);
  });
});
