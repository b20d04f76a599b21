// Data access for testimonials: submissions, the moderation queue and the published list.
import { and, asc, avg, count, desc, eq } from 'drizzle-orm';
import type { TestimonialStatus } from '@affinia/contract';
import type { Db } from '../../db/client.js';
import { testimonials } from '../../db/schema.js';
import { isUuid } from '../users/repository.js';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonial = typeof testimonials.$inferInsert;

export async function insertTestimonial(db: Db, values: NewTestimonial): Promise<TestimonialRow> {
  const [row] = await db.insert(testimonials).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Approved testimonials whose authors allowed publication, newest first. */
export function publishedTestimonials(db: Db, limit: number): Promise<TestimonialRow[]> {
  return db
    .select()
    .from(testimonials)
    .where(and(eq(testimonials.status, 'approved'), eq(testimonials.allowPublication, true)))
    .orderBy(desc(testimonials.createdAt))
    .limit(limit);
}

/** How many testimonials are published (as publishedTestimonials selects them) and their mean rating. */
export async function publishedSummary(db: Db): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ count: count(), average: avg(testimonials.rating) })
    .from(testimonials)
    .where(and(eq(testimonials.status, 'approved'), eq(testimonials.allowPublication, true)));
  return { count: Number(row?.count ?? 0), average: row?.average == null ? null : Number(row.average) };
}

/** The moderation queue: oldest first, so the longest-waiting submission is reviewed first. */
export function testimonialsByStatus(db: Db, status: TestimonialStatus, limit: number): Promise<TestimonialRow[]> {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, status))
    .orderBy(status === 'pending' ? asc(testimonials.createdAt) : desc(testimonials.createdAt))
    .limit(limit);
}

/** How many submissions wait for review (the admin's overview). */
export async function countPending(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(testimonials).where(eq(testimonials.status, 'pending'));
  return row?.n ?? 0;
}

export async function setTestimonialStatus(
  db: Db,
  id: string,
  status: Exclude<TestimonialStatus, 'pending'>,
): Promise<TestimonialRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(testimonials)
    .set({ status, reviewedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning();
  return row;
}
