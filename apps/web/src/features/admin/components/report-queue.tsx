// Open reports: who reported whom, why, the reported message when there is one (copied when reported,
// so it outlives the conversation), how many flagged messages the reported member sent despite the
// "Es-tu sûr(e) ?" warning, and the three ways to act — resolve it, dismiss it, or delete the reported
// account (through the same confirmation as the suspicious-locations table); the reported member's photos
// open on demand, each removable with a statement.
import { useTranslation } from 'react-i18next';
import { REPORT_REASONS, type AdminReport } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { currentLanguage } from '../../../i18n';
import type { ReportDecision } from '../api/close-report';
import { MemberPhotos } from './member-photos';
import type { PhotoRemovalTarget } from './photo-removal-dialog';

type Props = {
  reports: AdminReport[];
  busyId: string | null;
  onClose: (report: AdminReport, decision: ReportDecision) => void;
  onDeleteReported: (report: AdminReport) => void;
  /** Warn, suspend or ban the reported member (a decision that answers this report). */
  onModerate: (report: AdminReport) => void;
  /** Remove one of the reported member's photos (a decision with its own statement). */
  onRemovePhoto: (target: PhotoRemovalTarget) => void;
};

const KNOWN_REASONS: ReadonlySet<string> = new Set(REPORT_REASONS);

export function ReportQueue({ reports, busyId, onClose, onDeleteReported, onModerate, onRemovePhoto }: Props) {
  const { t } = useTranslation('admin');
  const date = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  if (reports.length === 0) return <p className="text-sm text-ink-600">{t('reports.empty')}</p>;
  return (
    <ul className="space-y-4">
      {reports.map((report) => (
        <li key={report.id} className="rounded-xl p-4 ring-1 ring-ink-200">
          <article aria-labelledby={`report-${report.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`report-${report.id}`} className="font-semibold text-ink-900">
                {KNOWN_REASONS.has(report.reason) ? t(`reports.reasons.${report.reason}`) : report.reason}
              </h3>
              <p className="text-xs text-ink-600">{date.format(new Date(report.created_at))}</p>
            </div>
            <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
              <dt className="font-medium text-ink-600">{t('reports.reported')}</dt>
              <dd className="text-ink-900 wrap-anywhere">
                {report.reported.name} · {report.reported.email}
                {report.reported_flagged_messages > 0 ? (
                  <span className="mt-1 block font-medium text-danger-600">
                    {t('reports.flagged', { count: report.reported_flagged_messages })}
                  </span>
                ) : null}
              </dd>
              <dt className="font-medium text-ink-600">{t('reports.reporter')}</dt>
              <dd className="text-ink-900 wrap-anywhere">
                {report.reporter ? `${report.reporter.name} · ${report.reporter.email}` : t('reports.reporterDeleted')}
              </dd>
            </dl>
            {report.message ? (
              <figure className="mt-2 rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-300">
                <figcaption className="font-medium text-ink-800">
                  {t('reports.message')} · {date.format(new Date(report.message.sent_at))}
                </figcaption>
                <blockquote className="mt-1 leading-6 break-words whitespace-pre-wrap text-ink-900">
                  {report.message.content}
                </blockquote>
              </figure>
            ) : null}
            {report.details ? (
              <p className="mt-2 rounded-lg bg-ink-50 p-3 text-sm leading-6 whitespace-pre-line text-ink-800">
                {report.details}
              </p>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                onClick={() => onClose(report, 'resolve')}
                disabled={busyId !== null}
                loading={busyId === report.id}
              >
                {t('reports.resolve')}
              </Button>
              <Button variant="secondary" onClick={() => onClose(report, 'dismiss')} disabled={busyId !== null}>
                {t('reports.dismiss')}
              </Button>
              <Button variant="secondary" onClick={() => onModerate(report)} disabled={busyId !== null}>
                {t('moderate.action', { name: report.reported.name })}
              </Button>
              <Button variant="ghost" onClick={() => onDeleteReported(report)} disabled={busyId !== null}>
                {t('reports.deleteReported', { name: report.reported.name })}
              </Button>
            </div>
            <MemberPhotos member={report.reported} onRemove={onRemovePhoto} />
          </article>
        </li>
      ))}
    </ul>
  );
}
