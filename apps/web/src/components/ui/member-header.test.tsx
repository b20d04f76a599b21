// The app menu of every member screen (issue 35): sign-out is there on discover and matches as on
// "Mon Profil", and an admin — and only an admin — finds a link to /admin in it, whether the profile was
// read on this screen or comes from the copy kept at sign-in.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@affinia/contract';
import { loadNamespaces, setLanguage } from '../../i18n';
import { profileQueryKey } from '../../lib/profile-query';
import { stubBrowser } from '../../lib/test-browser';
import { MemberHeader } from './member-header';

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('fr');
});

const member = (role: 'user' | 'admin') => ({ id: 'u1', name: 'Léa', role }) as unknown as Me;

function header(path: string, read?: Me) {
  const client = new QueryClient();
  if (read) client.setQueryData(profileQueryKey, read);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <MemberHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const adminLink = (html: string) => html.match(/<a[^>]*href="\/admin"[^>]*>([^<]*)<\/a>/)?.[1] ?? null;
const menu = (html: string) => html.match(/<nav[^>]*>(.*?)<\/nav>/s)?.[1] ?? '';

describe('member header', () => {
  it('offers sign-out on every member screen', async () => {
    stubBrowser([['token', 'a.b.c']]);
    await loadNamespaces(['common']);
    for (const path of ['/dashboard', '/discover', '/matches']) {
      expect(header(path)).toMatch(/<button[^>]*>(<[^>]*>)*Se déconnecter/);
    }
  });

  it('links an admin to /admin in the menu, from the profile read or the copy kept at sign-in', async () => {
    stubBrowser([['token', 'a.b.c']]);
    await loadNamespaces(['common']);
    expect(adminLink(menu(header('/discover', member('admin'))))).toBe('Administration');
    stubBrowser([
      ['token', 'a.b.c'],
      ['user', JSON.stringify(member('admin'))],
    ]);
    expect(adminLink(menu(header('/matches')))).toBe('Administration');
    // The profile read wins over an older copy.
    expect(adminLink(header('/matches', member('user')))).toBeNull();
  });

  it('shows no admin link to a member', async () => {
    stubBrowser([
      ['token', 'a.b.c'],
      ['user', JSON.stringify(member('user'))],
    ]);
    await loadNamespaces(['common']);
    expect(adminLink(header('/discover'))).toBeNull();
    expect(adminLink(header('/discover', member('user')))).toBeNull();
  });

  it('is translated', async () => {
    stubBrowser([['token', 'a.b.c']]);
    await setLanguage('de');
    await loadNamespaces(['common']);
    const html = header('/dashboard', member('admin'));
    expect(html).toContain('Abmelden');
    expect(adminLink(html)).toBe('Administration');
    await setLanguage('en');
    expect(adminLink(header('/dashboard', member('admin')))).toBe('Admin');
  });
});
