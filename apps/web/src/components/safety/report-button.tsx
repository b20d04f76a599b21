// "Signaler": a small button that opens the report dialog for one member; focus comes back to it.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from './report-dialog';

type ReportButtonProps = {
  memberId: string;
  memberName: string;
  onReported?: () => void;
  className?: string;
};

export function ReportButton({ memberId, memberName, onReported, className = '' }: ReportButtonProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-danger-600 hover:bg-red-50 ${className}`}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M4 2.5a1 1 0 0 1 1 1V4h9.2a.8.8 0 0 1 .65 1.27L13 8l1.85 2.73A.8.8 0 0 1 14.2 12H5v5.5a1 1 0 1 1-2 0v-14a1 1 0 0 1 1-1z" />
        </svg>
        <span aria-hidden="true">{t('report.action')}</span>
        <span className="sr-only">{t('report.title', { name: memberName })}</span>
      </button>
      <ReportDialog
        open={open}
        memberId={memberId}
        memberName={memberName}
        onClose={() => setOpen(false)}
        onReported={onReported}
        returnFocusRef={buttonRef}
      />
    </>
  );
}
