// Password hashing (argon2id with OWASP's minimum: m=19 MiB, t=2, p=1) and the choice policy
// (OWASP ASVS 5 V6.2: length 8–128 as typed, no composition rules, common passwords refused).
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { MSG } from '@affinia/contract';

const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, not importable under isolatedModules) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** ~49 000 leaked passwords, maintained by zxcvbn-ts; compared case-insensitively. */
const commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the account does not exist so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hash('decoy-' + Math.random().toString(36), ARGON2_OPTIONS);
  await verifyPassword(await decoyHash, password);
}

/**
 * The password check login runs: the stored hash, or the decoy when the account does not exist. An
 * interface so the attack tests can count (and hold) every hash the server really computes.
 */
export type PasswordVerifier = {
  verify(passwordHash: string, password: string): Promise<boolean>;
  verifyDecoy(password: string): Promise<void>;
};
export const argon2Verifier: PasswordVerifier = { verify: verifyPassword, verifyDecoy: verifyAgainstDecoy };

/** Returns the French reason a password may not be chosen, or null when it is acceptable. */
export function passwordPolicyViolation(password: string, email: string): string | null {
  const lowered = password.toLowerCase();
  if (commonPasswords.has(lowered)) return MSG.passwordCommon;
  // Passwords that are a common one with digits or symbols appended are as weak (e.g. "azerty123!").
  const stem = lowered.replace(/[^\p{L}]+$/u, '');
  if (stem.length >= 4 && stem !== lowered && commonPasswords.has(stem) && lowered.length - stem.length <= 4) {
    return MSG.passwordCommon;
  }
  const localPart = email.split('@')[0] ?? '';
  if (localPart.length >= 4 && lowered.includes(localPart)) return MSG.passwordContainsEmail;
  return null;
}
