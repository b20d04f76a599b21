// The admin's decisions: approve or reject a testimonial, close a report, and delete a member after a
// confirmation. Each answers with a toast; a failure shows the server's own reason when it gave one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReport, ModerationTestimonial, SuspiciousLocationUser } from '@affinia/contract';
import { toast } from '../../../lib/toast';
import { toUserMessage } from '../../../lib/user-message';
import { useCloseReport, type ReportDecision } from '../api/close-report';
import { useDeleteUser } from '../api/delete-user';
import { useReviewTestimonial, type TestimonialDecision } from '../api/review-testimonial';
import type { ModerationTarget } from '../components/moderation-dialog';

export type UserToDelete = { id: string; name: string; email: string };

export function useAdminModeration() {
  const { t } = useTranslation('admin');
  const deleteUser = useDeleteUser();
  const review = useReviewTestimonial();
  const closeReport = useCloseReport();
  const [toDelete, setToDelete] = useState<UserToDelete | null>(null);
  const [toModerate, setToModerate] = useState<ModerationTarget | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    const user = toDelete;
    deleteUser.mutate(user, {
      onSuccess: () => toast.success(t('delete.success', { name: user.name })),
      onError: (error) => toast.error(toUserMessage(error, t('delete.error'))),
      onSettled: () => setToDelete(null),
    });
  };

  const decideTestimonial = (item: ModerationTestimonial, decision: TestimonialDecision) =>
    review.mutate(
      { id: item.id, decision },
      {
        onSuccess: () => toast.success(t(decision === 'approve' ? 'testimonials.approved' : 'testimonials.rejected')),
        onError: (error) => toast.error(toUserMessage(error, t('errors.action'))),
      },
    );

  const decideReport = (report: AdminReport, decision: ReportDecision) =>
    closeReport.mutate(
      { id: report.id, decision },
      {
        onSuccess: () => toast.success(t(decision === 'resolve' ? 'reports.resolved' : 'reports.dismissed')),
        onError: (error) => toast.error(toUserMessage(error, t('errors.action'))),
      },
    );

  return {
    /** The member a moderation decision is being written for (ModerationDialog). */
    toModerate,
    askModerate: setToModerate,
    closeModerate: () => setToModerate(null),
    toDelete,
    deleting: deleteUser.isPending,
    askDelete: (user: UserToDelete | SuspiciousLocationUser) =>
      setToDelete({ id: user.id, name: user.name, email: user.email }),
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    decideTestimonial,
    reviewingId: review.isPending ? review.variables.id : null,
    decideReport,
    closingReportId: closeReport.isPending ? closeReport.variables.id : null,
  };
}
