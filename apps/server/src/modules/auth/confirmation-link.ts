// The link that confirms an account's own address: signed, not stored. Sign-up then writes nothing
// but the queued mail (no token row on the sign-up's clock), and the link carries what it confirms:
// which account, which address (a link to an address the account no longer has confirms nothing) and
// until when. Confirming twice is harmless, so single use is not needed here; links that change
// something (reset, new address) are single-use rows instead (account-tokens.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

type Claims = { userId: string; email: string; expiresAt: number };

export function createConfirmationLinks(serverSecret: string, ttlMs: number) {
  // A key of its own: this signature can never pass for a session token's or an unsubscribe link's.
  const key = createHmac('sha256', serverSecret).update('affinia:confirm-email:v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    create(userId: string, email: string): string {
      const payload = Buffer.from(JSON.stringify({ u: userId, e: email, x: Date.now() + ttlMs })).toString('base64url');
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
        const { u, e, x } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
        if (typeof u !== 'string' || typeof e !== 'string' || typeof x !== 'number' || x < Date.now()) return null;
        return { userId: u, email: e, expiresAt: x };
      } catch {
        return null;
      }
    },
  };
}
