// Every screen recovers by itself when the connection returns (issue 35): discover's deck, which must
// otherwise never reshuffle under the member's finger, loads again once back online after a failure
// instead of keeping "Erreur de chargement des profils" until "Réessayer" is tapped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { discoverQueryOptions } from '../features/discover/api/get-discover';
import { jsonResponse, stubBrowser } from '../lib/test-browser';
import { queryDefaults } from './query-client';

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

/** The app's query defaults, without the wait between retries. */
function watchDiscover() {
  const client = new QueryClient({ defaultOptions: { queries: { ...queryDefaults, retryDelay: 0 } } });
  client.mount();
  const observer = new QueryObserver(client, discoverQueryOptions('fr'));
  const stop = observer.subscribe(() => {});
  return {
    status: () => observer.getCurrentResult().status,
    close: () => {
      stop();
      client.unmount();
    },
  };
}

const reconnect = () => {
  onlineManager.setOnline(false);
  onlineManager.setOnline(true);
};

describe('back online', () => {
  it('loads a deck that failed again by itself', async () => {
    const { fetchMock } = stubBrowser([['token', 'a.b.c']]);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const discover = watchDiscover();
    try {
      await vi.waitFor(() => expect(discover.status()).toBe('error'));
      const calls = fetchMock.mock.calls.length;
      fetchMock.mockResolvedValue(jsonResponse(200, []));
      reconnect();
      await vi.waitFor(() => expect(discover.status()).toBe('success'));
      expect(fetchMock.mock.calls.length).toBe(calls + 1);
    } finally {
      discover.close();
    }
  });

  it('leaves a deck that loaded as it is (no reshuffle under the finger)', async () => {
    const { fetchMock } = stubBrowser([['token', 'a.b.c']]);
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    const discover = watchDiscover();
    try {
      await vi.waitFor(() => expect(discover.status()).toBe('success'));
      reconnect();
      // Whatever a reconnect would fetch, it would have started synchronously with the event.
      await Promise.resolve();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      discover.close();
    }
  });
});
