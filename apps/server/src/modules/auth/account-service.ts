// Accounts for real life (issue 16): address confirmation, forgotten and changed passwords, and the
// change of address. Links are single-use tokens (account-tokens.ts); mails go through the queue.
import {
  EMAIL_CONFIRMATION_TTL_DAYS,
  MSG,
  PASSWORD_RESET_TTL_MINUTES,
  type AcceptedResponse,
  type ChangeEmailBody,
  type ChangePasswordBody,
  type EmailConfirmedResponse,
  type Me,
  type ResetPasswordBody,
  type SessionRenewedResponse,
  type ErrorCode,
} from '@affinia/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { apiError, badRequest, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { clientKey } from '../../lib/client-address.js';
import type { MailService } from '../mail/service.js';
import * as usersRepo from '../users/repository.js';
import { createAccountToken, findValidToken, purgeStaleTokens, spendToken, voidTokens } from './account-tokens.js';
import { createConfirmationLinks } from './confirmation-link.js';
import { isDisposableEmail } from './email-check.js';
import { hashPassword, passwordPolicyViolation, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

const DAY_MS = 24 * 3600_000;
const CONFIRMATION_TTL_MS = EMAIL_CONFIRMATION_TTL_DAYS * DAY_MS;
const RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

/** "camille.durand@gmail.com" → "c…d@gmail.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? `${local[0] ?? ''}…` : `${local[0]}…${local[local.length - 1]}`;
  return `${shown}${email.slice(at)}`;
}

type Deps = {
  config: Config;
  database: Database;
  tokens: TokenService;
  limiter: RateLimiter;
  mail: MailService;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The profile module's view of a user, answered with a renewed session. */
  viewOf: (user: UserRow) => Promise<Me>;
};

export function createAccountService({ config, database, tokens, limiter, mail, log, viewOf }: Deps) {
  const { db } = database;
  const limits = config.rateLimits;
  const confirmationLinks = createConfirmationLinks(config.jwtSecret, CONFIRMATION_TTL_MS);
  const link = (page: string, token: string) => `${config.publicOrigin}/${page}?token=${encodeURIComponent(token)}`;

  async function enforce(key: string, rule: { limit: number; windowMs: number }, code?: ErrorCode) {
    const verdict = await limiter.hit(key, rule);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, code);
  }

  /**
   * Someone holding a session guesses the current password: as slow as guessing it at the login. The
   * attempt is reserved before the hash (decision 010), so parallel guesses check no more than the limit;
   * a right password gives its reservation back.
   */
  async function checkPassword(user: UserRow, password: string, wrong: 'currentPasswordWrong' | 'passwordWrong') {
    const key = `password-check:${user.id}`;
    const reserved = await limiter.hit(key, limits.loginFailuresPerAccountAndIp);
    if (!reserved.allowed) throw tooManyRequests(reserved.retryAfterSeconds, 'tooManyLoginAttempts');
    if (!(await verifyPassword(user.passwordHash, password))) throw apiError(wrong);
    await limiter.release(key);
  }

  async function queueConfirmation(tx: Db, user: Pick<UserRow, 'id' | 'email'>) {
    const token = confirmationLinks.create(user.id, user.email);
    await mail.queue(tx, {
      userId: user.id,
      to: user.email,
      template: 'confirm_email',
      params: { link: link('confirm-email', token) },
    });
  }

  async function renewedSession(
    userId: string,
    tokenVersion: number,
    message: string,
  ): Promise<SessionRenewedResponse> {
    const user = await usersRepo.findUserById(db, userId);
    if (!user) throw apiError('linkInvalid');
    return { token: await tokens.sign({ userId, tokenVersion }), user: await viewOf(user), message };
  }

  /** What a forgotten-password request does once the answer is gone: never seen by the caller. */
  async function sendResetLink(email: string): Promise<void> {
    const verdict = await limiter.hit(`password-reset:address:${email}`, limits.passwordResetPerAddress);
    // Over the per-address limit: silently nothing, so the limit neither floods a mailbox nor says
    // whether the address has an account.
    if (!verdict.allowed) return;
    const user = await usersRepo.findUserByEmail(db, email);
    if (!user) return;
    await db.transaction(async (tx) => {
      const token = await createAccountToken(tx, {
        userId: user.id,
        purpose: 'reset_password',
        email: user.email,
        ttlMs: RESET_TTL_MS,
      });
      await mail.queue(tx, {
        userId: user.id,
        to: user.email,
        template: 'password_reset',
        params: { link: link('reset-password', token) },
      });
    });
    // Runs after the answer has gone (forgotPassword): no response is coming to wake the worker.
    void mail.kickNow();
  }

  return {
    purgeStaleTokens: () => purgeStaleTokens(db),

    /** Sign-up: the confirmation mail commits with the account (called inside its transaction). */
    queueConfirmation,

    async resendConfirmation(user: UserRow): Promise<AcceptedResponse> {
      if (user.emailVerifiedAt) throw apiError('emailAlreadyVerified');
      await enforce(`confirmation-mail:${user.id}`, limits.confirmationMailsPerUser, 'tooManyMails');
      await queueConfirmation(db, user);
      void mail.kick();
      return { message: MSG.confirmationSent };
    },

    /** Opens a confirmation link: the account's own address, or a new address after a change. */
    async confirmEmail(token: string): Promise<EmailConfirmedResponse> {
      const signed = confirmationLinks.verify(token);
      if (signed) {
        // A link to an address the account no longer has confirms nothing.
        if (!(await usersRepo.markEmailVerified(db, signed.userId, signed.email))) throw apiError('linkInvalid');
        return { message: MSG.emailConfirmed, email: signed.email };
      }
      const found = await findValidToken(db, token, ['change_email']);
      if (!found) throw apiError('linkInvalid');
      try {
        return await db.transaction(async (tx) => {
          if (!(await spendToken(tx, token))) throw apiError('linkInvalid');
          await usersRepo.replaceEmail(tx, found.userId, found.email);
          await voidTokens(tx, found.userId, ['change_email', 'reset_password']);
          return { message: MSG.emailChanged, email: found.email };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw apiError('emailTaken');
        throw err;
      }
    },

    /**
     * Always the same answer, as soon as the IP limit is checked: whether the address has an account,
     * is over its own limit or gets a mail is decided after the answer left, so neither the body nor the
     * timing tells anything.
     */
    async forgotPassword(email: string, ip: string): Promise<AcceptedResponse> {
      await enforce(`password-reset:ip:${clientKey(ip)}`, limits.passwordResetPerIp);
      setImmediate(() => {
        sendResetLink(email).catch((err) => log.error({ err }, 'password reset mail could not be queued'));
      });
      return { message: MSG.resetLinkSent };
    },

    async resetPassword(body: ResetPasswordBody): Promise<SessionRenewedResponse> {
      const found = await findValidToken(db, body.token, ['reset_password']);
      if (!found) throw apiError('linkInvalid');
      const user = await usersRepo.findUserById(db, found.userId);
      if (!user || user.email !== found.email) throw apiError('linkInvalid');
      // Checked before the token is spent, so a refused password does not cost the member their link.
      const weak = passwordPolicyViolation(body.password, user.email);
      if (weak) throw badRequest(weak);
      const passwordHash = await hashPassword(body.password);
      const tokenVersion = await db.transaction(async (tx) => {
        if (!(await spendToken(tx, body.token))) throw apiError('linkInvalid');
        await voidTokens(tx, user.id, ['reset_password']);
        // The link reached the mailbox: the address is confirmed as well.
        await usersRepo.markEmailVerified(tx, user.id, user.email);
        return usersRepo.setPasswordAndRevokeSessions(tx, user.id, passwordHash);
      });
      return renewedSession(user.id, tokenVersion, MSG.passwordResetDone);
    },

    async changePassword(user: UserRow, body: ChangePasswordBody): Promise<SessionRenewedResponse> {
      await checkPassword(user, body.current_password, 'currentPasswordWrong');
      if (body.new_password === body.current_password) throw apiError('passwordUnchanged');
      const weak = passwordPolicyViolation(body.new_password, user.email);
      if (weak) throw badRequest(weak);
      const passwordHash = await hashPassword(body.new_password);
      const tokenVersion = await db.transaction(async (tx) => {
        const version = await usersRepo.setPasswordAndRevokeSessions(tx, user.id, passwordHash);
        await voidTokens(tx, user.id, ['reset_password']);
        await mail.queue(tx, { userId: user.id, to: user.email, template: 'password_changed' });
        return version;
      });
      void mail.kick();
      // Every session is revoked by the version bump; this one continues with a token of the new version.
      return renewedSession(user.id, tokenVersion, MSG.passwordChanged);
    },

    async changeEmail(user: UserRow, body: ChangeEmailBody): Promise<AcceptedResponse> {
      await checkPassword(user, body.password, 'passwordWrong');
      if (body.new_email === user.email) throw apiError('sameEmail');
      if (isDisposableEmail(body.new_email)) throw apiError('emailDisposable');
      if (await usersRepo.emailExists(db, body.new_email)) throw apiError('emailTaken');
      await enforce(`confirmation-mail:${user.id}`, limits.confirmationMailsPerUser, 'tooManyMails');
      await db.transaction(async (tx) => {
        // Only the latest requested address can be confirmed.
        await voidTokens(tx, user.id, ['change_email']);
        const token = await createAccountToken(tx, {
          userId: user.id,
          purpose: 'change_email',
          email: body.new_email,
          ttlMs: CONFIRMATION_TTL_MS,
        });
        await mail.queue(tx, {
          userId: user.id,
          to: body.new_email,
          template: 'change_email',
          params: { link: link('confirm-email', token) },
        });
        await mail.queue(tx, {
          userId: user.id,
          to: user.email,
          template: 'email_change_notice',
          params: { new_email: maskEmail(body.new_email) },
        });
      });
      void mail.kick();
      return { message: MSG.emailChangeSent };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
