// For unit tests that run without a browser: the window's localStorage (where the session lives) and
// fetch, stubbed. Undone by vi.unstubAllGlobals().
import { vi, type Mock } from 'vitest';

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function stubBrowser(entries: [string, string][] = []): { store: Map<string, string>; fetchMock: Mock } {
  const store = new Map(entries);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
      clear: () => store.clear(),
    },
  });
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  return { store, fetchMock };
}
