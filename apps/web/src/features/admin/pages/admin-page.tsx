// /admin (spec section 2, Admin; DESIGN.md "Deliberate changes"): statistics, the free-tier progress,
// users with suspicious locations and their deletion, and the moderation of testimonials and reports.
// The API decides who is an admin: a signed-out visitor goes to /auth, a member (403) back to /dashboard.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { AdminReport, AdminStats, ModerationTestimonial, SuspiciousLocationUser } from '@affinia/contract';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { hasToken } from '../../../lib/session';
import { useCloseReport, type ReportDecision } from '../api/close-report';
import { useDeleteUser } from '../api/delete-user';
import { useAdminStats } from '../api/get-admin-stats';
import { useOpenReports } from '../api/get-open-reports';
import { usePendingTestimonials } from '../api/get-pending-testimonials';
import { useSuspiciousLocations } from '../api/get-suspicious-locations';
import { useReviewTestimonial, type TestimonialDecision } from '../api/review-testimonial';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FreeTierProgress } from '../components/free-tier-progress';
import { ReportQueue } from '../components/report-queue';
import { StatCard } from '../components/stat-card';
import { SuspiciousLocationsTable } from '../components/suspicious-locations-table';
import { TestPaymentsBanner } from '../components/test-payments-banner';
import { TestimonialQueue } from '../components/testimonial-queue';
import { toUserMessage } from '../../../lib/user-message';

type UserToDelete = { id: string; name: string; email: string };

/** Charts and operator figures in their own chunk, fetched once admin rights are proven. */
const AdminOverview = lazy(() => import('../components/admin-overview'));

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** The server's own words when it gave any (translated when we know them), else our fallback. */
function serverDetail(error: unknown, fallback: string): string {
  return toUserMessage(error, fallback);
}

function Panel({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white shadow-sm ring-1 ring-ink-200">
      <h2 id={id} className="flex items-center gap-2 px-5 pt-5 pb-4 text-lg font-semibold text-ink-900">
        {title}
        {count !== undefined ? (
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-800">{count}</span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 px-5 pb-5 text-sm text-ink-600">
      <Spinner className="size-5 text-brand-700" />
      <p>{label}</p>
    </div>
  );
}

export default function AdminPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const signedIn = hasToken();

  const stats = useAdminStats(signedIn);
  // The other panels wait for the first answer that proves admin rights.
  const isAdmin = stats.data !== undefined;
  const suspicious = useSuspiciousLocations(isAdmin);
  const pending = usePendingTestimonials(isAdmin);
  const reports = useOpenReports(isAdmin);
  const deleteUser = useDeleteUser();
  const review = useReviewTestimonial();
  const closeReport = useCloseReport();
  const [toDelete, setToDelete] = useState<UserToDelete | null>(null);

  useEffect(() => {
    if (!stats.isError) return;
    const status = statusOf(stats.error);
    if (status === 403) {
      toast.error(t('forbidden'), { id: 'admin-forbidden' });
      void navigate(paths.dashboard(), { replace: true });
    } else if (status !== 401) {
      // A 401 already ended the session and left for /auth with its own message.
      toast.error(t('errors.stats'), { id: 'admin-stats-error' });
    }
  }, [stats.isError, stats.error, navigate, t]);

  useEffect(() => {
    // Spec: a failure of the suspicious list is only logged (the panel says so too).
    if (suspicious.isError) console.error('[admin] suspicious locations could not be loaded', suspicious.error);
  }, [suspicious.isError, suspicious.error]);

  if (!signedIn) return <Navigate to={paths.auth()} replace />;

  const number = new Intl.NumberFormat(currentLanguage());
  const statCards = (data: AdminStats) => [
    { key: 'total_users', value: data.total_users },
    { key: 'free_signups', value: data.free_signups },
    { key: 'remaining_free', value: data.remaining_free },
    { key: 'suspicious_locations', value: data.suspicious_locations, warning: data.suspicious_locations > 0 },
    { key: 'confirmed_emails', value: data.confirmed_emails },
  ];

  const confirmDelete = () => {
    if (!toDelete) return;
    const user = toDelete;
    deleteUser.mutate(user, {
      onSuccess: () => toast.success(t('delete.success', { name: user.name })),
      onError: (error) => toast.error(serverDetail(error, t('delete.error'))),
      onSettled: () => setToDelete(null),
    });
  };

  const decideTestimonial = (item: ModerationTestimonial, decision: TestimonialDecision) =>
    review.mutate(
      { id: item.id, decision },
      {
        onSuccess: () => toast.success(t(decision === 'approve' ? 'testimonials.approved' : 'testimonials.rejected')),
        onError: (error) => toast.error(serverDetail(error, t('errors.action'))),
      },
    );

  const decideReport = (report: AdminReport, decision: ReportDecision) =>
    closeReport.mutate(
      { id: report.id, decision },
      {
        onSuccess: () => toast.success(t(decision === 'resolve' ? 'reports.resolved' : 'reports.dismissed')),
        onError: (error) => toast.error(serverDetail(error, t('errors.action'))),
      },
    );

  const askDelete = (user: SuspiciousLocationUser | AdminReport['reported']) =>
    setToDelete({ id: user.id, name: user.name, email: user.email });

  return (
    <div className="min-h-dvh">
      <title>{`${t('title')} | Affinia`}</title>
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-5 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
          <Link to={paths.dashboard()} className={buttonClasses({ variant: 'secondary' })}>
            <span aria-hidden="true">←</span>
            {t('back')}
          </Link>
        </div>

        {stats.data ? (
          <>
            {stats.data.test_payments ? <TestPaymentsBanner /> : null}
            <section aria-labelledby="admin-stats-title">
              <h2 id="admin-stats-title" className="sr-only">
                {t('stats.title')}
              </h2>
              <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                {statCards(stats.data).map((card) => (
                  <StatCard
                    key={card.key}
                    label={t(`stats.${card.key}`)}
                    value={number.format(card.value)}
                    tone={card.warning ? 'warning' : 'default'}
                  />
                ))}
              </dl>
            </section>
            <FreeTierProgress stats={stats.data} />
            <Suspense fallback={<Loading label={t('loading')} />}>
              <AdminOverview />
            </Suspense>

            <Panel id="admin-suspicious-title" title={t('suspicion.title')} count={suspicious.data?.length}>
              {suspicious.isPending ? (
                <Loading label={t('loading')} />
              ) : suspicious.isError ? (
                <p className="px-5 pb-5 text-sm text-danger-600">{t('suspicion.loadError')}</p>
              ) : (
                <SuspiciousLocationsTable users={suspicious.data} onDelete={askDelete} />
              )}
            </Panel>

            <div className="grid gap-6 lg:grid-cols-2">
              <Panel id="admin-testimonials-title" title={t('testimonials.title')} count={pending.data?.length}>
                <div className="px-5 pb-5">
                  {pending.isPending ? (
                    <Loading label={t('loading')} />
                  ) : pending.isError ? (
                    <p className="text-sm text-danger-600">{t('testimonials.loadError')}</p>
                  ) : (
                    <TestimonialQueue
                      testimonials={pending.data}
                      busyId={review.isPending ? review.variables.id : null}
                      onDecide={decideTestimonial}
                    />
                  )}
                </div>
              </Panel>
              <Panel id="admin-reports-title" title={t('reports.title')} count={reports.data?.length}>
                <div className="px-5 pb-5">
                  {reports.isPending ? (
                    <Loading label={t('loading')} />
                  ) : reports.isError ? (
                    <p className="text-sm text-danger-600">{t('reports.loadError')}</p>
                  ) : (
                    <ReportQueue
                      reports={reports.data}
                      busyId={closeReport.isPending ? closeReport.variables.id : null}
                      onClose={decideReport}
                      onDeleteReported={(report) => askDelete(report.reported)}
                    />
                  )}
                </div>
              </Panel>
            </div>
          </>
        ) : stats.isError && statusOf(stats.error) !== 403 ? (
          <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-200">
            <p className="text-danger-600">{t('errors.stats')}</p>
            <Button variant="secondary" onClick={() => void stats.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Loading label={t('loading')} />
        )}
      </main>

      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={deleteUser.isPending}
        busyLabel={t('delete.deleting')}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        description={toDelete ? <p>{t('delete.text', { name: toDelete.name, email: toDelete.email })}</p> : null}
      />
    </div>
  );
}
