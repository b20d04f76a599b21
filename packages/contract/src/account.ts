// Address confirmation, password reset and change, address change (spec additions, issue 16).
import { z } from './zod.js';
import { emailFieldSchema, emailSchema, passwordSchema, passwordFieldSchema } from './auth.js';
import { MSG } from './messages.js';
import { objectError } from './object-errors.js';
import { textField } from './text.js';
import { meSchema } from './user.js';

/** A reset link works this long, once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** A one-time sign-in link works this long, once (decision 035). */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** A confirmation link (address, new address) works this long, once. */
export const EMAIL_CONFIRMATION_TTL_DAYS = 7;

/** Tokens in links: 43 characters (random) or ~200 (signed confirmation); anything longer is refused early. */
const linkTokenSchema = textField('token', { error: MSG.missingField('token') })
  .min(1, MSG.missingField('token'))
  .max(512, MSG.linkInvalid);

const typedPassword = (field: string) =>
  textField(field, { error: MSG.missingField(field) })
    .min(1, MSG.missingField(field))
    .max(1024, MSG.passwordTooLong);

export const forgotPasswordBodySchema = z.strictObject({ email: emailSchema }, { error: objectError });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Ask for a one-time sign-in link: the forgotten password's body (the server reads both with its schema). */
export type SignInLinkBody = ForgotPasswordBody;

/** Open a one-time sign-in link. */
export const signInWithLinkBodySchema = z.strictObject({ token: linkTokenSchema }, { error: objectError });
export type SignInWithLinkBody = z.infer<typeof signInWithLinkBodySchema>;

export const resetPasswordBodySchema = z.strictObject(
  { token: linkTokenSchema, password: passwordSchema },
  { error: objectError },
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.strictObject(
  { current_password: typedPassword('current_password'), new_password: passwordFieldSchema('new_password') },
  { error: objectError },
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changeEmailBodySchema = z.strictObject(
  { password: typedPassword('password'), new_email: emailFieldSchema('new_email') },
  { error: objectError },
);
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

export const confirmEmailBodySchema = z.strictObject({ token: linkTokenSchema }, { error: objectError });
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** 202 answers: the mail is queued; the message says what happens next. */
export const acceptedResponseSchema = z.object({ message: z.string() });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** A session kept or opened by a password change or reset: the new token replaces the old one. */
export const sessionRenewedResponseSchema = z.object({ token: z.string(), user: meSchema, message: z.string() });
export type SessionRenewedResponse = z.infer<typeof sessionRenewedResponseSchema>;

export const emailConfirmedResponseSchema = z.object({ message: z.string(), email: z.string() });
export type EmailConfirmedResponse = z.infer<typeof emailConfirmedResponseSchema>;
