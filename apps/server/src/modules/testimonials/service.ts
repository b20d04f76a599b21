// Testimonials: a visitor or member submits one (stored pending, rate limited per IP); the team approves
// or rejects it; approved ones whose authors allowed publication are listed publicly.
import {
  MSG,
  type ModerationTestimonial,
  type PublishedTestimonial,
  type TestimonialStatus,
  type TestimonialSubmitBody,
  type TestimonialSubmitResponse,
  type TestimonialsSummary,
} from '@affinia/contract';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import { apiError, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { clientKey } from '../../lib/client-address.js';
import * as repo from './repository.js';

/** The public page shows a bounded list; the moderation queue too (oldest first, so nothing starves). */
const PUBLISHED_LIMIT = 100;
const QUEUE_LIMIT = 200;

const toPublished = (row: repo.TestimonialRow): PublishedTestimonial => ({
  id: row.id,
  name: row.name,
  age: row.age,
  location: row.location,
  rating: row.rating,
  story: row.story,
  created_at: row.createdAt.toISOString(),
});

const toModeration = (row: repo.TestimonialRow): ModerationTestimonial => ({
  id: row.id,
  name: row.name,
  age: row.age,
  location: row.location,
  story: row.story,
  rating: row.rating,
  allow_publication: row.allowPublication,
  status: row.status,
  user_id: row.userId,
  created_at: row.createdAt.toISOString(),
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
});

export function createTestimonialService(deps: { database: Database; limiter: RateLimiter; rule: RateLimitRule }) {
  const { db } = deps.database;

  return {
    async submit(body: TestimonialSubmitBody, userId: string | null, ip: string): Promise<TestimonialSubmitResponse> {
      const verdict = await deps.limiter.hit(`testimonial:ip:${clientKey(ip)}`, deps.rule);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'tooManyTestimonials');
      const row = await repo.insertTestimonial(db, {
        userId,
        name: body.name,
        age: body.age,
        location: body.location,
        story: body.story,
        rating: body.rating,
        allowPublication: body.allow_publication,
      });
      return { id: row.id, status: 'pending', message: MSG.testimonialSubmitted };
    },

    async published(): Promise<PublishedTestimonial[]> {
      return (await repo.publishedTestimonials(db, PUBLISHED_LIMIT)).map(toPublished);
    },

    /** The count and average the public page shows when only member testimonials count (decision 041). */
    async summary(): Promise<TestimonialsSummary> {
      const { count, average } = await repo.publishedSummary(db);
      // One decimal, as the page shows it: the figure is the same wherever it is read.
      return { count, average: average === null ? null : Math.round(average * 10) / 10 };
    },

    async queue(status: TestimonialStatus): Promise<ModerationTestimonial[]> {
      return (await repo.testimonialsByStatus(db, status, QUEUE_LIMIT)).map(toModeration);
    },

    /** Submissions waiting for review (the admin's overview). */
    pendingCount: () => repo.countPending(db),

    /** Approve or reject; a decision can be changed later (an approved one withdrawn, a rejected one restored). */
    async review(id: string, status: 'approved' | 'rejected'): Promise<ModerationTestimonial> {
      const row = await repo.setTestimonialStatus(db, id, status);
      if (!row) throw apiError('testimonialNotFound');
      return toModeration(row);
    },
  };
}
export type TestimonialService = ReturnType<typeof createTestimonialService>;
