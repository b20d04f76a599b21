// /admin (spec section 2, Admin; DESIGN.md "Deliberate changes"): statistics, the free-tier progress,
// users with suspicious locations and their deletion, and the moderation of testimonials and reports.
// The API decides who is an admin (useAdminAccess): a signed-out visitor goes to /auth, a member (403)
// back to /dashboard. The decisions live in useAdminModeration; this page lays out.
import { lazy, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import { AdminLoading } from '../components/admin-panel';
import { FreeTierProgress } from '../components/free-tier-progress';
import { ModerationDialog } from '../components/moderation-dialog';
import { ModerationPanels } from '../components/moderation-panels';
import { StatsGrid } from '../components/stats-grid';
import { TestPaymentsBanner } from '../components/test-payments-banner';
import { useAdminAccess } from '../hooks/use-admin-access';
import { useAdminModeration } from '../hooks/use-admin-moderation';

/** Charts and operator figures in their own chunk, fetched once admin rights are proven. */
const AdminOverview = lazy(() => import('../components/admin-overview'));

export default function AdminPage() {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  const moderation = useAdminModeration();
  const { toDelete } = moderation;

  if (!access.signedIn) return <Navigate to={paths.auth()} replace />;

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

        {access.stats ? (
          <>
            {access.stats.test_payments ? <TestPaymentsBanner /> : null}
            <StatsGrid stats={access.stats} />
            <FreeTierProgress stats={access.stats} />
            <Suspense fallback={<AdminLoading label={t('loading')} />}>
              <AdminOverview />
            </Suspense>
            <ModerationPanels moderation={moderation} />
          </>
        ) : access.failed ? (
          <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-200">
            <p className="text-danger-600">{t('errors.stats')}</p>
            <Button variant="secondary" onClick={access.retry}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <AdminLoading label={t('loading')} />
        )}
      </main>

      <ModerationDialog target={moderation.toModerate} onClose={moderation.closeModerate} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={moderation.deleting}
        busyLabel={t('delete.deleting')}
        onConfirm={moderation.confirmDelete}
        onClose={moderation.cancelDelete}
        description={toDelete ? <p>{t('delete.text', { name: toDelete.name, email: toDelete.email })}</p> : null}
      />
    </div>
  );
}
