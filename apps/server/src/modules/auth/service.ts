// Registration, login and e-mail checks: the rules of spec section 7, the free tier, and the paid
// one-time credit that opens a Premium account once the free places are gone (decision 003).
import {
  errorDetail,
  errorParams,
  DEFAULT_LANGUAGE,
  GENDERS,
  displayNameFrom,
  MSG,
  type AuthResponse,
  type Language,
  type LoginBody,
  type Me,
  type RegisterBody,
  type VerifyEmailResponse,
  type ErrorCode,
} from '@affinia/contract';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/client.js';
import { apiError, badRequest, tooManyRequests } from '../../http/errors.js';
import { clientKey } from '../../lib/client-address.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import type { PaymentCredits } from '../payments/service.js';
import * as usersRepo from '../users/repository.js';
import { placeById, resolveDeclaredPlace } from '../geo/places.js';
import type { UserRow } from '../../db/schema.js';
import { addressCheckKey, checkEmailOffline, isDisposableEmail } from './email-check.js';
import {
  argon2Verifier,
  hashPassword as hashWithArgon2,
  passwordPolicyViolation,
  type PasswordVerifier,
} from './passwords.js';
import type { TokenService } from './tokens.js';
import { findValidToken, spendToken } from './account-tokens.js';

/** An address the owner signed in from: exempt from the account-wide slow-down (decision 010). */
const knownAddressKey = (email: string, client: string) => `login:known:${email}:${client}`;

type Deps = {
  config: Config;
  database: Database;
  tokens: TokenService;
  limiter: RateLimiter;
  /** The profile module's view of a user (photos, social score). */
  viewOf: (user: UserRow) => Promise<Me>;
  /** The payments module's credits: a paid checkout session is spent by exactly one registration. */
  credits: PaymentCredits;
  /** Runs after a successful sign-up or login (location verification); it cannot fail the sign-in. */
  onSignIn?: (user: Me, ip: string) => Promise<void>;
  /** Refuses a suspended or banned member's sign-in with the moderation's statement (after the password). */
  checkSignIn?: (user: UserRow) => Promise<void>;
  /** argon2id by default; the attack tests pass a counting wrapper. */
  passwords?: PasswordVerifier;
  /** How a sign-up's password is hashed: argon2id by default; test servers pass a cheap one (decision 039). */
  hashPassword?: (password: string) => Promise<string>;
  /** Runs inside the sign-up transaction (the confirmation mail commits with the account). */
  onAccountCreated?: (tx: Db, user: UserRow) => Promise<void>;
  /** Runs once the sign-up committed (wakes the mail worker). */
  afterAccountCreated?: () => void;
};

export function createAuthService({
  config,
  database,
  tokens,
  limiter,
  viewOf,
  credits,
  onSignIn,
  checkSignIn,
  passwords = argon2Verifier,
  hashPassword = hashWithArgon2,
  onAccountCreated,
  afterAccountCreated,
}: Deps) {
  const { db } = database;
  // The free places as this instance counts them (FREE_SIGNUP_LIMIT may differ from the spec's 5000).
  const freeTierFull = (): AuthResponse => {
    const params = errorParams('freeTierFull', { limit: config.freeSignupLimit });
    return { needs_payment: true, message: errorDetail('freeTierFull', params), code: 'freeTierFull', params };
  };
  const limits = config.rateLimits;

  async function enforce(key: string, rule: { limit: number; windowMs: number }, code?: ErrorCode) {
    const verdict = await limiter.hit(key, rule);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, code);
  }

  async function afterSignIn(result: AuthResponse, ip: string): Promise<AuthResponse> {
    // The check logs its own failures; none of them may reach the person signing in.
    if (result.user && onSignIn) await onSignIn(result.user, ip).catch(() => {});
    return result;
  }

  async function session(user: UserRow, message: string): Promise<AuthResponse> {
    const token = await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion });
    return { token, user: await viewOf(user), needs_payment: false, message };
  }

  const newAccount = (body: RegisterBody, passwordHash: string, language: Language): usersRepo.NewUser => {
    // The picked town, or the text looked up; nothing finer than a town centre (decision 013).
    const place = resolveDeclaredPlace(body.location, body.place_id);
    return {
      email: body.email,
      language,
      passwordHash,
      name: body.name,
      // Derived once: other members see this, the member may change it in settings (decision 040).
      displayName: displayNameFrom(body.name),
      age: body.age,
      gender: body.gender,
      location: body.location,
      // A sensible first guess the user changes from the dashboard: the other gender, everyone for a
      // non-binary member.
      seekingGenders: body.gender === 'non_binaire' ? [...GENDERS] : [body.gender === 'homme' ? 'femme' : 'homme'],
      placeId: place?.id ?? null,
      placeLat: place?.lat ?? null,
      placeLon: place?.lon ?? null,
    };
  };

  /**
   * A registration carrying a paid session spends it, free places or not: the person paid for Premium,
   * and a free place saved is one more for someone else. The account and the redemption commit together
   * or not at all, so a refused credit (402) or a taken e-mail (409) leaves nothing behind.
   */
  async function registerWithCredit(body: RegisterBody, sessionId: string, language: Language): Promise<AuthResponse> {
    await credits.assertRedeemable(sessionId);
    const passwordHash = await hashPassword(body.password);
    try {
      const user = await db.transaction(async (tx) => {
        const created = await usersRepo.insertUser(tx, {
          ...newAccount(body, passwordHash, language),
          isPremium: true,
        });
        await credits.redeem(tx, sessionId, created.id);
        await onAccountCreated?.(tx, created);
        return created;
      });
      afterAccountCreated?.();
      return session(user, 'Inscription réussie !');
    } catch (err) {
      if (isUniqueViolation(err)) throw apiError('emailTaken');
      throw err;
    }
  }

  return {
    /** `language`: the interface language of the sign-up, which the member's mails are written in. */
    async register(body: RegisterBody, ip: string, language: Language = DEFAULT_LANGUAGE): Promise<AuthResponse> {
      await enforce(`register:ip:${clientKey(ip)}`, limits.registerPerIp);
      // An unknown picked place is refused before any work is done (400).
      if (body.place_id !== undefined) placeById(body.place_id);
      if (isDisposableEmail(body.email)) throw apiError('emailDisposable');
      const weak = passwordPolicyViolation(body.password, body.email);
      if (weak) throw badRequest(weak);
      if (await usersRepo.emailExists(db, body.email)) throw apiError('emailTaken');
      if (body.payment_session_id) {
        return afterSignIn(await registerWithCredit(body, body.payment_session_id, language), ip);
      }
      // Cheap early answer when the free places are gone; the claim below is what really decides.
      if ((await usersRepo.freePlacesUsed(db)) >= config.freeSignupLimit) {
        return freeTierFull();
      }
      // Hashing happens outside the transaction so the free-tier row is locked only briefly.
      const passwordHash = await hashPassword(body.password);
      try {
        const user = await db.transaction(async (tx) => {
          if (!(await usersRepo.claimFreePlace(tx, config.freeSignupLimit))) return null;
          const created = await usersRepo.insertUser(tx, newAccount(body, passwordHash, language));
          await onAccountCreated?.(tx, created);
          return created;
        });
        if (!user) return freeTierFull();
        afterAccountCreated?.();
        return afterSignIn(await session(user, 'Inscription réussie !'), ip);
      } catch (err) {
        if (isUniqueViolation(err)) throw apiError('emailTaken');
        throw err;
      }
    },

    /**
     * Login throttling (decision 010). Each password check is reserved before the hash by an atomic
     * count, so a parallel burst cannot run more checks than the limit; a success gives the
     * reservations back. Strict per (account, address); across all addresses only past a much higher
     * threshold, as growing delays, and never for an address the owner already signed in from — so
     * strangers failing elsewhere cannot keep the owner out.
     */
    async login(body: LoginBody, ip: string): Promise<AuthResponse> {
      const client = clientKey(ip);
      await enforce(`login:ip:${client}`, limits.loginPerIp, 'tooManyLoginAttempts');
      const pairKey = `login:account-ip:${body.email}:${client}`;
      const accountKey = `login:account:${body.email}`;
      const knownKey = knownAddressKey(body.email, client);
      const pair = await limiter.hit(pairKey, limits.loginFailuresPerAccountAndIp);
      if (!pair.allowed) throw tooManyRequests(pair.retryAfterSeconds, 'tooManyLoginAttempts');
      const known = await limiter.isMarked(knownKey);
      if (!known) {
        const account = await limiter.slowDown(accountKey, limits.loginFailuresPerAccount);
        if (!account.allowed) {
          // Nothing was checked: the address keeps its own attempts for when the delay is over.
          await limiter.release(pairKey);
          throw tooManyRequests(account.retryAfterSeconds, 'tooManyLoginAttempts');
        }
      }
      const user = await usersRepo.findUserByEmail(db, body.email);
      const ok = user
        ? await passwords.verify(user.passwordHash, body.password)
        : (await passwords.verifyDecoy(body.password), false);
      // A failure keeps its reservations: they are the failure count.
      if (!user || !ok) throw apiError('invalidCredentials');
      // A success clears its own address's count, gives back its own account-wide reservation (it was
      // no failure) and makes the address known. The failures counted account-wide stay: they are
      // strangers', and the owner signing in does not make them fewer.
      await Promise.all([
        limiter.reset(pairKey),
        known ? undefined : limiter.release(accountKey),
        limiter.mark(knownKey, limits.loginKnownAddressMs),
      ]);
      // Only the account's owner (right password) learns that it is suspended or closed, and why. After
      // the bookkeeping above: the password was right, so a refused owner is not counted as a guesser.
      await checkSignIn?.(user);
      return afterSignIn(await session(user, MSG.signedIn), ip);
    },

    async verifyEmail(rawEmail: string, ip: string): Promise<VerifyEmailResponse> {
      await enforce(addressCheckKey(ip), limits.verifyEmailPerIp);
      const email = rawEmail.trim().toLowerCase();
      const offline = checkEmailOffline(email);
      if (offline) return offline;
      if (await usersRepo.emailExists(db, email))
        return { valid: false, message: MSG.emailAlreadyRegistered, code: 'emailAlreadyRegistered' };
      return { valid: true, message: MSG.emailValid };
    },

    /**
     * Opens a one-time sign-in link (decision 035). No password is checked, so neither the per-account
     * slow-down nor strangers' failures apply: only the mailbox holder has the link. It works once,
     * within its 15 minutes, only for the address it was mailed to, and only while the account is at the
     * credential version it was minted at. The address becomes a known one for later password sign-ins.
     */
    async signInWithLink(token: string, ip: string): Promise<AuthResponse> {
      const client = clientKey(ip);
      await enforce(`login:ip:${client}`, limits.loginPerIp, 'tooManyLoginAttempts');
      const found = await findValidToken(db, token, ['sign_in']);
      const user = found && (await usersRepo.findUserById(db, found.userId));
      // The version was checked with the link (findValidToken) and is checked again as it is spent.
      if (!found || !user || user.email !== found.email) throw apiError('linkInvalid');
      const spent = await db.transaction(async (tx) => {
        if (!(await spendToken(tx, token))) return false;
        // The link reached the mailbox: the address is confirmed as well.
        await usersRepo.markEmailVerified(tx, user.id, user.email, found.credentialVersion);
        return true;
      });
      if (!spent) throw apiError('linkInvalid');
      await limiter.mark(knownAddressKey(user.email, client), limits.loginKnownAddressMs);
      await checkSignIn?.(user);
      return afterSignIn(await session(user, MSG.signedIn), ip);
    },

    /** Revokes every token of the user (logout everywhere). */
    async logout(userId: string): Promise<void> {
      await usersRepo.bumpTokenVersion(db, userId);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
