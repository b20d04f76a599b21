// What account deletion does to the testimonials a member submitted while signed in (decision 004).
// The terms license members' content only for the duration of their registration and make publication
// a consent that can be withdrawn: nothing of the text survives the account. A testimonial not yet
// published (pending, rejected, or without consent) is deleted; a published one keeps only a first
// initial and its stars, so the public page does not rewrite its history with a silent gap.
import { and, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { testimonials } from '../../db/schema.js';

const isPublished = and(eq(testimonials.status, 'approved'), eq(testimonials.allowPublication, true));

/** Runs inside the deletion's transaction, before the account row goes. */
export async function eraseTestimonialsOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(testimonials).where(and(eq(testimonials.userId, userId), not(isPublished!)));
  await tx
    .update(testimonials)
    .set({
      // left() counts characters, not bytes: "Élodie" becomes "É."
      name: sql`upper(left(btrim(${testimonials.name}), 1)) || '.'`,
      age: null,
      location: null,
      story: null,
      userId: null,
    })
    .where(and(eq(testimonials.userId, userId), isPublished));
}
