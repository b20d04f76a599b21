// Whether a session token is stored, for public pages that greet a signed-in visitor differently
// ("Mon espace" instead of sign-up). Prerendered pages are the signed-out version: during hydration
// the server answer (false) is used, then React re-renders with the stored state, so the markup never
// mismatches. A sign-in or sign-out in another tab updates it through the `storage` event.
import { useSyncExternalStore } from 'react';
import { hasToken } from './session';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}
