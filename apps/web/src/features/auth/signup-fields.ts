// The sign-up form's fields kept across checkout (issue 35 item 3): when the server answers that a
// payment is needed, what was typed is kept in this tab's session storage, and the form comes back
// filled on return from /payment — except the password, which is never stored anywhere and is typed
// again. Session storage, not local: it ends with the tab, and another tab or a later visitor of a
// shared computer does not find someone's name and address. Cleared once the account exists.

/** The fields kept: everything the form holds but the password. */
export type KeptSignupFields = {
  name: string;
  age: string;
  gender: string;
  location: string;
  place_id: number | null;
  email: string;
  accepted_terms: boolean;
};

const KEY = 'affinia.signup-fields';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function keepSignupFields(
  fields: Omit<KeptSignupFields, 'place_id'> & { place_id?: number | null; password?: unknown },
): void {
  // Written field by field, so that nothing else (the password above all) can slip in.
  const kept: KeptSignupFields = {
    name: fields.name,
    age: fields.age,
    gender: fields.gender,
    location: fields.location,
    place_id: fields.place_id ?? null,
    email: fields.email,
    accepted_terms: fields.accepted_terms,
  };
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(kept));
  } catch {
    // A full or disabled storage only means typing the form again.
  }
}

/** The fields kept in this tab, or null (none, or not what this module wrote). */
export function keptSignupFields(): KeptSignupFields | null {
  let parsed: unknown;
  try {
    const raw = sessionStore()?.getItem(KEY);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const value = parsed as Record<string, unknown>;
  return {
    name: text(value.name),
    age: text(value.age),
    gender: text(value.gender),
    location: text(value.location),
    place_id: typeof value.place_id === 'number' && Number.isInteger(value.place_id) ? value.place_id : null,
    email: text(value.email),
    accepted_terms: value.accepted_terms === true,
  };
}

export function forgetSignupFields(): void {
  try {
    sessionStore()?.removeItem(KEY);
  } catch {
    // Nothing kept, or nothing that can be read back.
  }
}
