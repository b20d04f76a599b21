// Accounts for real life (issue 16): address confirmation, forgotten and changed passwords, and the
// change of address. Links are single-use tokens (account-tokens.ts); mails go through the queue.
import {
  EMAIL_CONFIRMATION_TTL_DAYS,
  MSG,
  PASSWORD_RESET_TTL_MINUTES,
  SIGN_IN_LINK_TTL_MINUTES,
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
import { isUniqueViolation, lockKeyOf } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { apiError, badRequest, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { clientKey } from '../../lib/client-address.js';
import type { MailService } from '../mail/service.js';
import * as usersRepo from '../users/repository.js';
import {
  createAccountToken,
  findValidToken,
  hasOpenToken,
  purgeStaleTokens,
  spendToken,
  voidTokens,
} from './account-tokens.js';
import { createConfirmationLinks } from './confirmation-link.js';
import { addressCheckKey, isDisposableEmail } from './email-check.js';
import { hashPassword as hashWithArgon2, passwordPolicyViolation, verifyPassword } from './passwords.js';
import type { TokenService } from './tokens.js';

const DAY_MS = 24 * 3600_000;
const CONFIRMATION_TTL_MS = EMAIL_CONFIRMATION_TTL_DAYS * DAY_MS;
const RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;
const SIGN_IN_LINK_TTL_MS = SIGN_IN_LINK_TTL_MINUTES * 60_000;

/** Mailed links that open the account, asked for by address with the same anti-enumeration answer. */
const MAILED_LINKS = {
  reset_password: { template: 'password_reset', page: 'reset-password', ttlMs: RESET_TTL_MS, limits: 'password-reset' },
  sign_in: { template: 'sign_in_link', page: 'sign-in-link', ttlMs: SIGN_IN_LINK_TTL_MS, limits: 'sign-in-link' },
} as const;
type MailedLink = keyof typeof MAILED_LINKS;

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
  /** How a new password is hashed: argon2id at the production cost unless a test server hands a cheap one. */
  hashPassword?: (password: string) => Promise<string>;
};

export function createAccountService({
  config,
  database,
  tokens,
  limiter,
  mail,
  log,
  viewOf,
  hashPassword = hashWithArgon2,
}: Deps) {
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

  async function queueConfirmation(tx: Db, user: Pick<UserRow, 'id' | 'email' | 'tokenVersion'>) {
    const token = confirmationLinks.create(user.id, user.email, user.tokenVersion);
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

  /**
   * What a reset or sign-in link request does once the answer is gone: never seen by the caller. Earlier
   * links of the same kind stay valid (until used, expired or voided by a credential event): a stranger
   * asking for more links only sends more of them to the owner's mailbox, never voids the owner's.
   */
  async function sendMailedLink(kind: MailedLink, email: string): Promise<void> {
    const spec = MAILED_LINKS[kind];
    // One address's requests of a kind one after another: each runs after the answer has gone, so a burst
    // of them ran side by side, and each over the limit could find no link open yet and mail one more.
    // Under the lock, the count and the open link are what the earlier requests left.
    const sent = await database.lockedTransaction(lockKeyOf(`mailed-link:${kind}:${email}`), async (tx) => {
      const verdict = await limiter.hit(`${spec.limits}:address:${email}`, limits.passwordResetPerAddress);
      const user = await usersRepo.findUserByEmail(tx, email);
      // Over the per-address limit: silently nothing, so the limit neither floods a mailbox nor says
      // whether the address has an account. Except for a sign-in link when none is open: strangers asking
      // in the owner's name must not leave her without a way in for the rest of the hour (at most one more
      // mail per link lifetime, 15 minutes).
      if (!user) return false;
      if (!verdict.allowed && (kind !== 'sign_in' || (await hasOpenToken(tx, user.id, 'sign_in')))) return false;
      const token = await createAccountToken(tx, {
        userId: user.id,
        purpose: kind,
        email: user.email,
        ttlMs: spec.ttlMs,
      });
      await mail.queue(tx, {
        userId: user.id,
        to: user.email,
        template: spec.template,
        params: { link: link(spec.page, token) },
      });
      return true;
    });
    // Runs after the answer has gone (requestMailedLink): no response is coming to wake the worker.
    if (sent) void mail.kickNow();
  }

  /**
   * Always the same answer, as soon as the IP limit is checked: whether the address has an account,
   * is over its own limit or gets a mail is decided after the answer left, so neither the body nor the
   * timing tells anything.
   */
  async function requestMailedLink(kind: MailedLink, email: string, ip: string): Promise<void> {
    await enforce(`${MAILED_LINKS[kind].limits}:ip:${clientKey(ip)}`, limits.passwordResetPerIp);
    setImmediate(() => {
      sendMailedLink(kind, email).catch((err) => log.error({ err, kind }, 'a mailed link could not be queued'));
    });
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
        // A link to an address the account no longer has, or from before a credential event, confirms nothing.
        const confirmed = await usersRepo.markEmailVerified(db, signed.userId, signed.email, signed.credentialVersion);
        if (!confirmed) throw apiError('linkInvalid');
        return { message: MSG.emailConfirmed, email: signed.email };
      }
      const found = await findValidToken(db, token, ['change_email']);
      if (!found) throw apiError('linkInvalid');
      try {
        return await db.transaction(async (tx) => {
          if (!(await spendToken(tx, token))) throw apiError('linkInvalid');
          // A credential event: the version moves on, so every session and link of the account dies
          // (the change_email link was requested at this version; a reset since then voided it).
          const moved = await usersRepo.replaceEmail(tx, found.userId, found.email, found.credentialVersion);
          if (moved === null) throw apiError('linkInvalid');
          return { message: MSG.emailChanged, email: found.email };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw apiError('emailTaken');
        throw err;
      }
    },

    async forgotPassword(email: string, ip: string): Promise<AcceptedResponse> {
      await requestMailedLink('reset_password', email, ip);
      return { message: MSG.resetLinkSent };
    },

    /**
     * A one-time sign-in link (decision 035): the owner's way in that the per-account login slow-down
     * does not touch. Same answer, same per-IP and per-address limits as a forgotten password, counted
     * apart so that strangers asking for resets do not use up the owner's links.
     */
    async requestSignInLink(email: string, ip: string): Promise<AcceptedResponse> {
      await requestMailedLink('sign_in', email, ip);
      return { message: MSG.signInLinkSent };
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
        // The link reached the mailbox: the address is confirmed as well.
        await usersRepo.markEmailVerified(tx, user.id, user.email, found.credentialVersion);
        // The version moves on: every other link (reset, address change, sign-in) and session dies.
        const version = await usersRepo.setPasswordAndRevokeSessions(
          tx,
          user.id,
          passwordHash,
          found.credentialVersion,
        );
        if (version === null) throw apiError('linkInvalid');
        return version;
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
        // The version moves on: every other session and every open link of the account dies.
        const version = await usersRepo.setPasswordAndRevokeSessions(tx, user.id, passwordHash, user.tokenVersion);
        if (version === null) throw apiError('invalidToken');
        await mail.queue(tx, { userId: user.id, to: user.email, template: 'password_changed' });
        return version;
      });
      void mail.kick();
      // Every session is revoked by the version bump; this one continues with a token of the new version.
      return renewedSession(user.id, tokenVersion, MSG.passwordChanged);
    },

    async changeEmail(user: UserRow, body: ChangeEmailBody, ip: string): Promise<AcceptedResponse> {
      await checkPassword(user, body.password, 'passwordWrong');
      if (body.new_email === user.email) throw apiError('sameEmail');
      if (isDisposableEmail(body.new_email)) throw apiError('emailDisposable');
      // Whether an address is taken is what the sign-up's e-mail check tells, and no faster: the same
      // per-IP counter, and per member every request counts (free or taken) before the answer.
      await enforce(addressCheckKey(ip), limits.verifyEmailPerIp);
      await enforce(`confirmation-mail:${user.id}`, limits.confirmationMailsPerUser, 'tooManyMails');
      if (await usersRepo.emailExists(db, body.new_email)) throw apiError('emailTaken');
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
