// Auth payloads (spec sections 3 and 7): register, login, verify-email and their responses.
import { ERROR_CODES } from './errors.js';
import { z } from './zod.js';
import {
  EMAIL_MAX_LENGTH,
  GENDERS,
  LOCATION_MAX_LENGTH,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.js';
import { MSG } from './messages.js';
import { textField } from './text.js';
import { objectError } from './object-errors.js';
import { placeIdSchema } from './places.js';
import { meSchema } from './user.js';

/** Trimmed, lower-cased e-mail: the one form we store and compare. */
/** An e-mail address in a field named `field` (`email` at sign-up and login, `new_email` on a change). */
export const emailFieldSchema = (field: string) =>
  textField(field, { error: MSG.missingField(field) })
    .trim()
    .toLowerCase()
    .min(1, MSG.missingField(field))
    .max(EMAIL_MAX_LENGTH, MSG.invalidEmail)
    .pipe(z.email({ error: MSG.invalidEmail }));
export const emailSchema = emailFieldSchema('email');

/** A new password (the sign-up policy's length bounds) in a field named `field`. */
export const passwordFieldSchema = (field: string) =>
  textField(field, { error: MSG.missingField(field) })
    .min(1, MSG.missingField(field))
    .min(PASSWORD_MIN_LENGTH, MSG.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MSG.passwordTooLong);
export const passwordSchema = passwordFieldSchema('password');

const requiredText = (field: string, max: number) =>
  textField(field, { error: MSG.missingField(field) })
    .trim()
    .min(1, MSG.missingField(field))
    .max(max, MSG.tooLong(field, max));

export const registerBodySchema = z.strictObject(
  {
    email: emailSchema,
    password: passwordSchema,
    name: requiredText('name', NAME_MAX_LENGTH),
    age: z
      .number({ error: MSG.ageNotInteger })
      .int(MSG.ageNotInteger)
      .min(MIN_AGE, MSG.underage)
      .max(MAX_AGE, MSG.ageTooHigh),
    gender: z.enum(GENDERS, { error: MSG.invalidGender }),
    location: requiredText('location', LOCATION_MAX_LENGTH),
    /** Added (issue 15): the town chosen in the place picker; without it the text is looked up. */
    place_id: placeIdSchema.optional(),
    accepted_terms: z.literal(true, { error: MSG.termsNotAccepted }),
    /** Added to the spec: a paid checkout session redeemed once when the free places are gone. */
    payment_session_id: textField('payment_session_id').min(1).max(255).optional(),
  },
  { error: objectError },
);
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject(
  {
    email: emailSchema,
    // Login accepts any non-empty password: the policy applies when one is chosen, not when it is typed.
    password: textField('password', { error: MSG.missingField('password') })
      .min(1, MSG.missingField('password'))
      .max(1024, MSG.passwordTooLong),
  },
  { error: objectError },
);
export type LoginBody = z.infer<typeof loginBodySchema>;

export const verifyEmailBodySchema = z.object({
  email: textField('email', { error: MSG.missingField('email') }).max(1024, MSG.invalidEmail),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const verifyEmailResponseSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  /** Added: the corrected address when the domain looks mistyped (gmial.com → gmail.com). */
  suggestion: z.string().optional(),
  /** Added (issue 14): the catalogue code of a refusal, for the interface language. */
  code: z.enum(ERROR_CODES).optional(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** Login or registration reply: a session, or `needs_payment` with a message when the free places are gone. */
export const authResponseSchema = z.object({
  token: z.string().optional(),
  user: meSchema.optional(),
  needs_payment: z.boolean(),
  message: z.string(),
  /** With `needs_payment`: the catalogue error the message is (`freeTierFull`) and its figures. */
  code: z.enum(ERROR_CODES).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Every error answer (issue 14): the spec's French `detail`, the catalogue `code`, its `params`. */
export const errorSchema = z.object({
  detail: z.string(),
  code: z.enum(ERROR_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorBody = z.infer<typeof errorSchema>;
