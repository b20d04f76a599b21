// The admin's work lists, shown once admin rights are proven: members with suspicious locations
// (deletable), testimonials awaiting review, open reports, photos held by nudity screening, faces
// verified on two accounts, and scam signals in first messages.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenReports } from '../api/get-open-reports';
import { useScamSignals } from '../api/get-scam-signals';
import { useHeldPhotos } from '../api/held-photos';
import { useFaceDuplicates } from '../api/face-duplicates';
import { useVerificationReviews } from '../api/verification-reviews';
import { usePendingTestimonials } from '../api/get-pending-testimonials';
import { useSuspiciousLocations } from '../api/get-suspicious-locations';
import type { useAdminModeration } from '../hooks/use-admin-moderation';
import { AdminLoading, AdminPanel } from './admin-panel';
import { FaceDuplicateList } from './face-duplicate-list';
import { VerificationReviewList } from './verification-review-list';
import { HeldPhotoQueue } from './held-photo-queue';
import { PhotoRemovalDialog, type PhotoRemovalTarget } from './photo-removal-dialog';
import { ReportQueue } from './report-queue';
import { ScamSignalList } from './scam-signal-list';
import { SuspiciousLocationsTable } from './suspicious-locations-table';
import { TestimonialQueue } from './testimonial-queue';

type Moderation = ReturnType<typeof useAdminModeration>;

export function ModerationPanels({ moderation }: { moderation: Moderation }) {
  const { t } = useTranslation('admin');
  const suspicious = useSuspiciousLocations(true);
  const pending = usePendingTestimonials(true);
  const reports = useOpenReports(true);
  const scams = useScamSignals(true);
  const held = useHeldPhotos(true);
  const duplicates = useFaceDuplicates(true);
  const verificationReviews = useVerificationReviews(true);
  const [toRemove, setToRemove] = useState<PhotoRemovalTarget | null>(null);

  useEffect(() => {
    // Spec: a failure of the suspicious list is only logged (the panel says so too).
    if (suspicious.isError) console.error('[admin] suspicious locations could not be loaded', suspicious.error);
  }, [suspicious.isError, suspicious.error]);

  return (
    <>
      <AdminPanel id="admin-suspicious-title" title={t('suspicion.title')} count={suspicious.data?.length}>
        {suspicious.isPending ? (
          <AdminLoading label={t('loading')} />
        ) : suspicious.isError ? (
          <p className="px-5 pb-5 text-sm text-danger-600">{t('suspicion.loadError')}</p>
        ) : (
          <SuspiciousLocationsTable users={suspicious.data} onDelete={moderation.askDelete} />
        )}
      </AdminPanel>

      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel id="admin-testimonials-title" title={t('testimonials.title')} count={pending.data?.length}>
          <div className="px-5 pb-5">
            {pending.isPending ? (
              <AdminLoading label={t('loading')} />
            ) : pending.isError ? (
              <p className="text-sm text-danger-600">{t('testimonials.loadError')}</p>
            ) : (
              <TestimonialQueue
                testimonials={pending.data}
                busyId={moderation.reviewingId}
                onDecide={moderation.decideTestimonial}
              />
            )}
          </div>
        </AdminPanel>
        <AdminPanel id="admin-reports-title" title={t('reports.title')} count={reports.data?.length}>
          <div className="px-5 pb-5">
            {reports.isPending ? (
              <AdminLoading label={t('loading')} />
            ) : reports.isError ? (
              <p className="text-sm text-danger-600">{t('reports.loadError')}</p>
            ) : (
              <ReportQueue
                reports={reports.data}
                busyId={moderation.closingReportId}
                onClose={moderation.decideReport}
                onDeleteReported={(report) => moderation.askDelete(report.reported)}
                onModerate={(report) =>
                  moderation.askModerate({ id: report.reported.id, name: report.reported.name, reportId: report.id })
                }
                onRemovePhoto={setToRemove}
              />
            )}
          </div>
        </AdminPanel>
      </div>

      <AdminPanel id="admin-held-photos-title" title={t('heldPhotos.title')} count={held.data?.length}>
        <div className="px-5 pb-5">
          {held.isPending ? (
            <AdminLoading label={t('loading')} />
          ) : held.isError ? (
            <p className="text-sm text-danger-600">{t('heldPhotos.loadError')}</p>
          ) : (
            <HeldPhotoQueue photos={held.data} onRemove={setToRemove} />
          )}
        </div>
      </AdminPanel>
      <PhotoRemovalDialog photo={toRemove} onClose={() => setToRemove(null)} />

      <AdminPanel
        id="admin-verification-reviews-title"
        title={t('verificationReviews.title')}
        count={verificationReviews.data?.length}
      >
        <div className="px-5 pb-5">
          {verificationReviews.isPending ? (
            <AdminLoading label={t('loading')} />
          ) : verificationReviews.isError ? (
            <p className="text-sm text-danger-600">{t('verificationReviews.loadError')}</p>
          ) : (
            <VerificationReviewList reviews={verificationReviews.data} />
          )}
        </div>
      </AdminPanel>

      <AdminPanel id="admin-face-duplicates-title" title={t('faceDuplicates.title')} count={duplicates.data?.length}>
        <div className="px-5 pb-5">
          {duplicates.isPending ? (
            <AdminLoading label={t('loading')} />
          ) : duplicates.isError ? (
            <p className="text-sm text-danger-600">{t('faceDuplicates.loadError')}</p>
          ) : (
            <FaceDuplicateList flags={duplicates.data} />
          )}
        </div>
      </AdminPanel>

      <AdminPanel id="admin-scam-title" title={t('scam.title')} count={scams.data?.length}>
        <div className="px-5 pb-5">
          {scams.isPending ? (
            <AdminLoading label={t('loading')} />
          ) : scams.isError ? (
            <p className="text-sm text-danger-600">{t('scam.loadError')}</p>
          ) : (
            <ScamSignalList
              items={scams.data}
              onDeleteSender={moderation.askDelete}
              onModerate={(sender) => moderation.askModerate({ id: sender.id, name: sender.name })}
            />
          )}
        </div>
      </AdminPanel>
    </>
  );
}
