// The signed-in session as the spec stores it in local storage: `token` (bearer) and `user` (the
// profile as JSON), and the `language` preference.
import { STORAGE_KEYS, type Me } from '@affinia/contract';

/** Local storage can be missing (prerendering) or throw (privacy modes): treat both as "nothing stored". */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Raw access for the few other values the app keeps (lib/payment-credit.ts). */
export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // A full or disabled storage only loses persistence; the app keeps working for this visit.
  }
}

export function getToken(): string | null {
  return readStored(STORAGE_KEYS.token) || null;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

/** The stored profile, or null when absent or not valid JSON (never throws on a hand-edited value). */
export function getStoredUser(): Me | null {
  const raw = readStored(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Me) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: Me): void {
  writeStored(STORAGE_KEYS.user, JSON.stringify(user));
}

export function saveSession(token: string, user: Me): void {
  writeStored(STORAGE_KEYS.token, token);
  storeUser(user);
}

/**
 * Forgets the session (`token` and `user`) when it ends on its own (a 401): the `language` choice stays,
 * so the sign-in screen speaks the member's language. Leaving on purpose clears everything (below).
 */
export function clearSession(): void {
  writeStored(STORAGE_KEYS.token, null);
  writeStored(STORAGE_KEYS.user, null);
}

/**
 * Logout and account deletion (spec section 4): local storage is cleared, every key this app wrote —
 * the session, the `language` choice, chat read marks, a payment credit. A 401 only ends the session
 * (clearSession); leaving on purpose leaves nothing of the member on this device.
 */
export function clearLocalStorage(): void {
  try {
    storage()?.clear();
  } catch {
    // Storage that cannot be written holds nothing this visit wrote either.
  }
}

export function getStoredLanguage(): string | null {
  return readStored(STORAGE_KEYS.language);
}

export function storeLanguage(language: string): void {
  writeStored(STORAGE_KEYS.language, language);
}
