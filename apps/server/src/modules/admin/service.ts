// The admin view (spec section 2 Admin): platform statistics, users whose declared location does not
// match their IP, deletion of any other account (the same deletion as a user's own), and moderation.
import {
  ADMIN_OVERVIEW_DAYS,
  type AdminOverview,
  SCAM_SIGNALS,
  type AdminReport,
  type AdminScamSignal,
  type ScamSignal,
  type AdminStats,
  type ReportStatus,
  type DemoResetResponse,
  type SuspiciousLocationUser,
} from '@affinia/contract';
import type { Database } from '../../db/client.js';
import { apiError } from '../../http/errors.js';
import { findUserById, freePlacesUsed } from '../users/repository.js';
import type { ReportListRow } from '../safety/report-queue.js';
import type { SafetyService } from '../safety/service.js';
import type { TestimonialService } from '../testimonials/service.js';
import type { ProviderHealthBoard } from './provider-health.js';
import * as repo from './repository.js';

/** The table is for review, not export: the most suspicious few hundred are what an admin can act on. */
const SUSPICIOUS_LIST_LIMIT = 500;
const REPORT_QUEUE_LIMIT = 200;
const SCAM_SIGNAL_LIMIT = 200;

const toAdminReport = (row: ReportListRow): AdminReport => ({
  id: row.id,
  reason: row.reason,
  details: row.details,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  reporter:
    row.reporterId && row.reporterName !== null && row.reporterEmail !== null
      ? { id: row.reporterId, name: row.reporterName, email: row.reporterEmail }
      : null,
  reported: { id: row.reportedId, name: row.reportedName, email: row.reportedEmail },
  message:
    row.messageContent !== null && row.messageSentAt
      ? { content: row.messageContent, sent_at: row.messageSentAt.toISOString() }
      : null,
  reported_flagged_messages: row.reportedFlaggedMessages,
});

export function createAdminService(deps: {
  database: Database;
  freeSignupLimit: number;
  /** Payments are the sandbox's test payments (no money changes hands). */
  testPayments: boolean;
  /** The profile module's account deletion: exactly what a user's own deletion does. */
  deleteAccount: (userId: string) => Promise<void>;
  /** The live demo: how many demo members exist, and removing them all. */
  demo: { countDemoMembers(): Promise<number>; removeAll(): Promise<{ users: number; photos: number }> };
  providers: ProviderHealthBoard;
  /** The safety feature's reports queue. */
  reports: Pick<SafetyService, 'reportQueue' | 'closeReport' | 'openReportCount'>;
  /** The testimonials feature: how many submissions wait for review. */
  testimonials: Pick<TestimonialService, 'pendingCount'>;
}) {
  const { db } = deps.database;

  return {
    async stats(): Promise<AdminStats> {
      const [totalUsers, used, suspicious, confirmed] = await Promise.all([
        repo.countUsers(db),
        freePlacesUsed(db),
        repo.countSuspiciousLocations(db),
        repo.countConfirmedEmails(db),
      ]);
      return {
        total_users: totalUsers,
        free_signups: used,
        remaining_free: Math.max(0, deps.freeSignupLimit - used),
        suspicious_locations: suspicious,
        test_payments: deps.testPayments,
        confirmed_emails: confirmed,
      };
    },

    async overview(): Promise<AdminOverview> {
      const [days, used, testimonials, reports, suspicious, demoMembers] = await Promise.all([
        repo.activityByDay(db, ADMIN_OVERVIEW_DAYS),
        freePlacesUsed(db),
        deps.testimonials.pendingCount(),
        deps.reports.openReportCount(),
        repo.countSuspiciousLocations(db),
        deps.demo.countDemoMembers(),
      ]);
      return {
        days,
        free_signups: used,
        remaining_free: Math.max(0, deps.freeSignupLimit - used),
        demo_members: demoMembers,
        pending: { testimonials, reports, suspicious_locations: suspicious },
        providers: deps.providers.snapshot(),
      };
    },

    async removeDemoMembers(): Promise<DemoResetResponse> {
      const removed = await deps.demo.removeAll();
      return { removed_users: removed.users, removed_photos: removed.photos };
    },

    async suspiciousLocations(): Promise<SuspiciousLocationUser[]> {
      const rows = await repo.suspiciousLocationUsers(db, SUSPICIOUS_LIST_LIMIT);
      return rows.flatMap((row) =>
        row.suspicionLevel
          ? [
              {
                id: row.id,
                name: row.name,
                email: row.email,
                age: row.age,
                location: row.location,
                declared_country: row.declaredCountry,
                location_verification: {
                  ip_country: row.ipCountry,
                  distance: row.distanceKm,
                  suspicion_level: row.suspicionLevel,
                },
                checked_at: row.checkedAt?.toISOString() ?? null,
              },
            ]
          : [],
      );
    },

    async deleteUser(adminId: string, userId: string): Promise<void> {
      // An admin removing their own account from here would lock the platform out of its last admin.
      if (userId === adminId) throw apiError('adminCannotDeleteSelf');
      const user = await findUserById(db, userId);
      if (!user) throw apiError('userNotFound');
      await deps.deleteAccount(user.id);
    },

    async scamSignals(): Promise<AdminScamSignal[]> {
      const rows = await repo.scamSignalList(db, SCAM_SIGNAL_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        sender: { id: row.senderId, name: row.senderName, email: row.senderEmail },
        signals: row.signals.filter((s): s is ScamSignal => (SCAM_SIGNALS as readonly string[]).includes(s)),
        risk: row.risk,
        source: row.source,
        content: row.content,
        created_at: row.createdAt.toISOString(),
      }));
    },

    async reports(status: ReportStatus): Promise<AdminReport[]> {
      return (await deps.reports.reportQueue(status, REPORT_QUEUE_LIMIT)).map(toAdminReport);
    },

    async closeReport(id: string, status: 'resolved' | 'dismissed'): Promise<AdminReport> {
      const row = await deps.reports.closeReport(id, status);
      if (!row) throw apiError('reportNotFound');
      return toAdminReport(row);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
