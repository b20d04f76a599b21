// The unsubscribe link of every notification mail: who and which kind, signed with a key derived from
// the server secret. It needs no sign-in and never expires (an old mail's link must still work), and
// it can do one thing only: turn that one kind of mail off for that one member.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@affinia/contract';

export function createUnsubscribeTokens(serverSecret: string) {
  // A key of its own: an unsubscribe signature can never be mistaken for a session token's.
  const key = createHmac('sha256', serverSecret).update('affinia:unsubscribe:v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    create(userId: string, event: NotificationEvent): string {
      const payload = `${userId}.${event}`;
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload)}`;
    },
    /** Null for anything we did not sign. */
    verify(token: string): { userId: string; event: NotificationEvent } | null {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url').toString();
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const [userId, event] = payload.split('.');
      if (!userId || !(NOTIFICATION_EVENTS as readonly string[]).includes(event ?? '')) return null;
      return { userId, event: event as NotificationEvent };
    },
  };
}
