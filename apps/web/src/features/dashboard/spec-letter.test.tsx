// The spec's letter on the member's own screens (issue 35 item 11): the received-ratings panel appears
// only when total_ratings is above 0, and logout and account deletion clear local storage — the
// `language` choice with the session — where a session that merely expired keeps the language.
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocialScore } from '@affinia/contract';
import { loadNamespaces } from '../../i18n';
import { stubBrowser } from '../../lib/test-browser';
import { RatingsPanel } from './components/ratings-panel';
import { myScoresQueryOptions } from './api/get-my-scores';
import { leaveToHome, signOut } from '../../lib/sign-out';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('received-ratings panel', () => {
  const score = (total: number): SocialScore => ({
    total_ratings: total,
    average: total ? 4.2 : 0,
    confiance: total ? 4 : 0,
    serieux: total ? 4 : 0,
    generosite: total ? 4 : 0,
    comportement: total ? 5 : 0,
    communication: total ? 4 : 0,
  });
  const panel = (data: SocialScore) => {
    const client = new QueryClient();
    client.setQueryData(myScoresQueryOptions().queryKey, data);
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <RatingsPanel />
      </QueryClientProvider>,
    );
  };

  it('is not shown at all at zero ratings', async () => {
    await loadNamespaces(['dashboard']);
    expect(panel(score(0))).toBe('');
  });

  it('shows the average and the five criteria above zero', async () => {
    await loadNamespaces(['dashboard']);
    const html = panel(score(3));
    expect(html).toContain('4,2');
    expect(html).toContain('id="ratings-title"');
  });
});

describe('leaving the signed-in area', () => {
  const filled = (): [string, string][] => [
    ['token', 'abc.def.ghi'],
    ['user', '{"name":"Léa"}'],
    ['language', 'de'],
    ['affinia.chat-read', '{}'],
  ];
  const navigate = vi.fn(async () => {});

  it('account deletion clears local storage, language included', async () => {
    const { store } = stubBrowser(filled());
    await leaveToHome(navigate, new QueryClient());
    expect([...store.keys()]).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/', { flushSync: true });
  });

  it('logout clears local storage, language included, then revokes the session it held', async () => {
    const { store, fetchMock } = stubBrowser(filled());
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await signOut(navigate, new QueryClient());
    expect([...store.keys()]).toEqual([]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abc.def.ghi');
  });
});
