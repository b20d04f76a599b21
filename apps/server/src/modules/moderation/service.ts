// Moderation decisions (DSA Art. 17). The admin warns, suspends (1–90 days) or bans a member, on a
// ground (our terms, or illegal content) with a statement of reasons. The member is mailed it in their
// language and sees it on the dashboard. A suspension or ban ends every session at once, keeps the
// member out of discover and refuses their sign-in with the statement; a suspension that is over is
// lifted at their next sign-in. A decision may answer an open report, which is then marked handled.
import type { ModerationDecision, ModerationDecisionBody, PhotoRemovalBody } from '@affinia/contract';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/schema.js';
import { apiError } from '../../http/errors.js';
import type { MailService } from '../mail/service.js';
import { findUserById, isUuid } from '../users/repository.js';
import * as repo from './repository.js';

type Deps = {
  database: Database;
  mail: Pick<MailService, 'queue' | 'kick'>;
  /** Marks an open report about this member as handled, inside the decision's transaction. */
  resolveReport: (tx: Database['db'], reportId: string, reportedId: string) => Promise<boolean>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day a suspension ends, as the member reads it (UTC date). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

const toDecision = (row: repo.DecisionRow): ModerationDecision => ({
  id: row.id,
  action: row.action,
  ground: row.ground,
  statement: row.statement,
  suspended_until: row.suspendedUntil?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export function createModerationService({ database, mail, resolveReport }: Deps) {
  const { db } = database;

  return {
    async decide(adminId: string, userId: string, body: ModerationDecisionBody): Promise<ModerationDecision> {
      if (userId === adminId) throw apiError('cannotTargetSelf');
      const member = isUuid(userId) ? await findUserById(db, userId) : undefined;
      if (!member) throw apiError('userNotFound');
      if (body.report_id !== undefined && !isUuid(body.report_id)) throw apiError('reportNotFound');
      const now = new Date();
      const suspendedUntil = body.action === 'suspend' ? new Date(now.getTime() + body.days! * DAY_MS) : null;
      const row = await db.transaction(async (tx) => {
        if (body.report_id && !(await resolveReport(tx, body.report_id, userId))) throw apiError('reportNotFound');
        const decision = await repo.insertDecision(tx, {
          userId,
          action: body.action,
          ground: body.ground,
          statement: body.statement,
          suspendedUntil,
          reportId: body.report_id ?? null,
        });
        if (body.action === 'suspend') await repo.restrict(tx, userId, { suspendedUntil: suspendedUntil! });
        if (body.action === 'ban') await repo.restrict(tx, userId, { bannedAt: now });
        // The statement of reasons, in the member's language when it is sent.
        await mail.queue(tx, {
          userId,
          to: member.email,
          template: 'moderation_decision',
          params: {
            action: body.action,
            ground: body.ground,
            statement: body.statement,
            until: suspendedUntil ? dayOf(suspendedUntil) : '',
          },
        });
        return decision;
      });
      mail.kick();
      return toDecision(row);
    },

    /**
     * Removes a member's content as a decision: `removeContent` deletes it inside the decision's
     * transaction and names its owner (undefined: nothing to remove → 404). The owner is told why, by
     * mail and on their dashboard, like any other decision.
     */
    async removeContent(
      adminId: string,
      body: PhotoRemovalBody,
      removeContent: (tx: Database['db']) => Promise<string | undefined>,
    ): Promise<{ decision: ModerationDecision; userId: string }> {
      const done = await db.transaction(async (tx) => {
        const userId = await removeContent(tx);
        if (!userId) throw apiError('photoNotFound');
        if (userId === adminId) throw apiError('cannotTargetSelf');
        const member = await findUserById(tx, userId);
        if (!member) throw apiError('photoNotFound');
        const decision = await repo.insertDecision(tx, {
          userId,
          action: 'remove_photo',
          ground: body.ground,
          statement: body.statement,
          suspendedUntil: null,
          reportId: null,
        });
        await mail.queue(tx, {
          userId,
          to: member.email,
          template: 'moderation_decision',
          params: { action: 'remove_photo', ground: body.ground, statement: body.statement, until: '' },
        });
        return { decision, userId };
      });
      mail.kick();
      return { decision: toDecision(done.decision), userId: done.userId };
    },

    /** The member's own decisions, newest first (their dashboard). */
    async mine(userId: string): Promise<ModerationDecision[]> {
      return (await repo.decisionsOf(db, userId)).map(toDecision);
    },

    /**
     * Refuses the sign-in of a banned member, or of one whose suspension runs, quoting the statement;
     * lifts a suspension that is over.
     */
    async checkSignIn(user: UserRow): Promise<void> {
      if (!user.bannedAt && !user.suspendedUntil) return;
      if (user.suspendedUntil && !user.bannedAt && user.suspendedUntil <= new Date()) {
        await repo.liftSuspension(db, user.id);
        return;
      }
      const statement = (await repo.latestRestriction(db, user.id))?.statement ?? '';
      if (user.bannedAt) throw apiError('accountBanned', { statement });
      throw apiError('accountSuspended', { until: dayOf(user.suspendedUntil!), statement });
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
