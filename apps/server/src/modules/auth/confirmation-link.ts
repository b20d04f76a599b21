// The link that confirms an account's own address: signed, not stored. Sign-up then writes nothing
// but the queued mail (no token row on the sign-up's clock), and the link carries what it confirms:
// which account, which address (a link to an address the account no longer has confirms nothing) and
// until when, and at which credential version (decision 035: a credential event voids it as it voids
// every token of the account). Confirming twice is harmless, so single use is not needed here; links
// that change something (reset, new address, sign-in) are single-use rows instead (account-tokens.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

type Claims = { userId: string; email: string; credentialVersion: number; expiresAt: number };

export function createConfirmationLinks(serverSecret: string, ttlMs: number) {
  // A key of its own: this signature can never pass for a session token's or an unsubscribe link's.
  const key = createHmac('sha256', serverSecret).update('affinia:confirm-email:v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    create(userId: string, email: string, credentialVersion: number): string {
      const claims = { u: userId, e: email, v: credentialVersion, x: Date.now() + ttlMs };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    /** The claims of a link we signed and that has not expired; null otherwise. */
    verify(token: string): Claims | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const { u, e, v, x } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
        if (typeof u !== 'string' || typeof e !== 'string' || !Number.isInteger(v)) return null;
        if (typeof x !== 'number' || x < Date.now()) return null;
        return { userId: u, email: e, credentialVersion: v as number, expiresAt: x };
      } catch {
        return null;
      }
    },
  };
}
