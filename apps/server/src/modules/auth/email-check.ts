// The offline e-mail check behind POST /api/auth/verify-email: syntax, disposable domains
// (maintained list), and a typo suggestion for mistyped popular domains. No network needed.
import { z } from 'zod';
import emailSpellChecker from '@zootools/email-spell-checker';
import { isDisposableEmailDomain } from 'disposable-email-domains-js';
import { MSG, type ErrorCode } from '@affinia/contract';
import { clientKey } from '../../lib/client-address.js';

const emailSyntax = z.email();

/**
 * Top-level domains reserved by RFC 2606/6761: no mailbox can exist there. `.test` also holds the demo
 * members' addresses (demo+<n>@affinia.test): refusing it means nobody can register as a demo member.
 */
const RESERVED_TLDS = ['test', 'invalid', 'localhost', 'example'];
const isReservedDomain = (domain: string) => RESERVED_TLDS.includes(domain.slice(domain.lastIndexOf('.') + 1));

/**
 * The per-IP counter of every answer that says whether an address has an account: the sign-up's check
 * and an address change (RATE_LIMIT_VERIFY_EMAIL_PER_IP), shared so that two endpoints are no faster.
 */
export const addressCheckKey = (ip: string) => `verify-email:ip:${clientKey(ip)}`;

export type EmailVerdict = { valid: boolean; message: string; suggestion?: string; code?: ErrorCode };

/** Checks what can be known without the database; `null` means "well-formed, ask the database next". */
export function checkEmailOffline(normalizedEmail: string): EmailVerdict | null {
  if (!emailSyntax.safeParse(normalizedEmail).success)
    return { valid: false, message: MSG.emailInvalidSyntax, code: 'emailInvalidSyntax' };
  const domain = normalizedEmail.slice(normalizedEmail.lastIndexOf('@') + 1);
  const typo = emailSpellChecker.run({ email: normalizedEmail });
  const suggested = typo && typo.full !== normalizedEmail ? typo : undefined;
  // Typo-squatted domains (gmial.com) are listed as disposable too: when the domain is one slip away
  // from a popular one, "did you mean gmail.com?" is the more helpful answer.
  if (isReservedDomain(domain)) return { valid: false, message: MSG.emailDisposable, code: 'emailDisposable' };
  if (isDisposableEmailDomain(domain) && !(suggested && editDistance(domain, suggested.domain) <= 1)) {
    return { valid: false, message: MSG.emailDisposable, code: 'emailDisposable' };
  }
  if (suggested)
    return { valid: false, message: MSG.emailTypo(suggested.full), suggestion: suggested.full, code: 'emailTypo' };
  return null;
}

export function isDisposableEmail(normalizedEmail: string): boolean {
  const domain = normalizedEmail.slice(normalizedEmail.lastIndexOf('@') + 1);
  return isReservedDomain(domain) || isDisposableEmailDomain(domain);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
