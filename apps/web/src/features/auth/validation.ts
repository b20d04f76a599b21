// Client-side checks of the auth form, run before any request. The spec's two messages (under 18,
// terms not accepted) are also shown as toasts by the form; the others sit under their field.
// The form is `noValidate`: the browser's own bubbles would block a 17-year-old's submit before the
// spec's message could show, and they would speak the browser's language instead of the page's.
import { GENDERS, MAX_AGE, MIN_AGE, PASSWORD_MIN_LENGTH, type Gender } from '@affinia/contract';
import type { AuthMode } from '../../config/paths';

export type AuthFormValues = {
  name: string;
  age: string;
  gender: Gender | '';
  location: string;
  /** The town picked in the place picker; null for free text. */
  placeId: number | null;
  email: string;
  password: string;
  acceptedTerms: boolean;
};

export type AuthField = keyof AuthFormValues;

/** Translation keys of the auth namespace (with their interpolation values). */
export type FieldError = { key: string; values?: Record<string, unknown> };
export type AuthFormErrors = Partial<Record<AuthField, FieldError>>;

export const emptyAuthForm: AuthFormValues = {
  name: '',
  age: '',
  gender: '',
  location: '',
  placeId: null,
  email: '',
  password: '',
  acceptedTerms: false,
};

/** Field order on screen: the first invalid one gets the focus. */
export const fieldOrder: readonly AuthField[] = [
  'name',
  'age',
  'gender',
  'location',
  'email',
  'password',
  'acceptedTerms',
];

// Deliberately loose: the server has the real check; this only catches an obviously unfinished address.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required: FieldError = { key: 'validation.required' };

export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthFormErrors {
  const errors: AuthFormErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = required;
  else if (!emailShape.test(email)) errors.email = { key: 'validation.email' };
  if (!values.password) errors.password = required;
  if (mode === 'login') return errors;

  if (!values.name.trim()) errors.name = required;
  if (!values.location.trim()) errors.location = required;
  if (!values.gender || !(GENDERS as readonly string[]).includes(values.gender)) errors.gender = required;

  const age = values.age.trim();
  if (!age) errors.age = required;
  else if (!/^\d+$/.test(age)) errors.age = { key: 'validation.ageInteger' };
  else if (Number(age) < MIN_AGE) errors.age = { key: 'validation.underage', values: { min: MIN_AGE } };
  else if (Number(age) > MAX_AGE) errors.age = { key: 'validation.ageTooHigh' };

  if (values.password && values.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = { key: 'validation.passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
  }
  if (!values.acceptedTerms) errors.acceptedTerms = { key: 'validation.terms' };
  return errors;
}
