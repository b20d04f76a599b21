// Unmatch, block and report; the reports queue that moderation works through (report-queue.ts).
import { and, desc, eq } from 'drizzle-orm';
import { type ReportBody, type ReportStatus } from '@affinia/contract';
import type { RateLimitRule } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import { blocks, reports, users } from '../../db/schema.js';
import { apiError, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { findUserById, isUuid } from '../users/repository.js';
import { endMatch, findMatchBetween, findMemberMatch } from '../matching/matches-sql.js';
import * as queue from './report-queue.js';

/** The chat's answer to "did this member send me this message?" (a report may be about one). */
export type ReportedMessages = {
  messageSentTo(
    messageId: string,
    senderId: string,
    readerId: string,
  ): Promise<{ content: string; createdAt: Date } | null>;
};

export function createSafetyService(
  database: Database,
  limiter: RateLimiter,
  reportRule: RateLimitRule,
  reportedMessages: ReportedMessages,
) {
  const { db } = database;

  async function existingOther(userId: string, otherId: string) {
    if (otherId === userId) throw apiError('cannotTargetSelf');
    const other = await findUserById(db, otherId);
    if (!other) throw apiError('userNotFound');
    return other;
  }

  return {
    /** Ends the match for both: the conversation goes with it. */
    async unmatch(userId: string, matchId: string): Promise<void> {
      const member = await findMemberMatch(db, matchId, userId);
      if (!member) throw apiError('matchNotFound');
      await endMatch(db, member.match.id);
    },

    /** Hides both people from each other everywhere; an existing match ends. */
    async block(userId: string, otherId: string): Promise<void> {
      await existingOther(userId, otherId);
      await db.transaction(async (tx) => {
        await tx.insert(blocks).values({ blockerId: userId, blockedId: otherId }).onConflictDoNothing();
        const match = await findMatchBetween(tx, userId, otherId);
        if (match) await endMatch(tx, match.id);
      });
    },

    async unblock(userId: string, otherId: string): Promise<void> {
      if (!isUuid(otherId)) throw apiError('userNotFound');
      const removed = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, otherId)))
        .returning({ id: blocks.blockedId });
      if (removed.length === 0) throw apiError('userNotFound');
    },

    async blocked(userId: string) {
      const rows = await db
        .select({ id: users.id, name: users.displayName, blockedAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, userId))
        .orderBy(desc(blocks.createdAt));
      return rows.map((r) => ({ id: r.id, name: r.name, blocked_at: r.blockedAt.toISOString() }));
    },

    async report(userId: string, body: ReportBody): Promise<void> {
      await existingOther(userId, body.user_id);
      // Only a message the reported member sent to the reporter can be attached: nobody can put words
      // in someone's mouth, nor read a conversation they are not in through a report.
      const message = body.message_id
        ? await reportedMessages.messageSentTo(body.message_id, body.user_id, userId)
        : null;
      if (body.message_id && !message) throw apiError('messageNotFound');
      const verdict = await limiter.hit(`report:${userId}`, reportRule);
      if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'tooManyReports');
      await db.insert(reports).values({
        reporterId: userId,
        reportedId: body.user_id,
        reason: body.reason,
        details: body.details,
        messageContent: message?.content ?? null,
        messageSentAt: message?.createdAt ?? null,
      });
    },

    /** The admin's queue of reports with this status (the reporter's and the reported member's names). */
    reportQueue: (status: ReportStatus, limit: number) => queue.reportsByStatus(db, status, limit),

    /** Closes a report from the admin's queue; undefined when there is no such report. */
    closeReport: (id: string, status: 'resolved' | 'dismissed') => queue.setReportStatus(db, id, status),

    /** For a moderation decision that answers a report: inside the decision's transaction. */
    resolveReportAbout: (tx: Db, reportId: string, reportedId: string) =>
      queue.resolveOpenReportAbout(tx, reportId, reportedId),

    /** Reports still waiting for moderation (the admin's overview). */
    openReportCount: () => queue.countOpenReports(db),
  };
}
export type SafetyService = ReturnType<typeof createSafetyService>;
