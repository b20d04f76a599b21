// Reporting a member: a reason (required) and optional details, checked by the contract's report
// schema, sent to the moderation team. Used from discover, the matches and the chat, so the FAQ's
// "signalez-le depuis son profil ou votre conversation" holds wherever the member is seen.
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, REPORT_DETAILS_MAX, REPORT_REASONS, reportBodySchema, z, type ReportReason } from '@affinia/contract';
import { useContractForm } from '../../lib/forms';
import { useReportMember } from '../../lib/report-member';
import { toast } from '../../lib/toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { SelectField } from '../ui/select-field';
import { inputClasses } from '../ui/text-field';

// The reason as the select holds it ('' until chosen: "required", not "unknown reason").
const reportFormSchema = z.object({
  reason: z.string().min(1, MSG.missingField('reason')).pipe(reportBodySchema.shape.reason),
  details: reportBodySchema.shape.details,
});

type ReportDialogProps = {
  open: boolean;
  memberId: string;
  memberName: string;
  onClose: () => void;
  /** After the report is stored (the dialog has closed). */
  onReported?: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The message the report is about ("Ce message te dérange ?"): quoted, and sent along with it. */
  message?: { id: string; content: string } | null;
  /** The reason chosen in advance (still changeable): harassment for a message the screening flagged. */
  defaultReason?: ReportReason;
};

export function ReportDialog({
  open,
  memberId,
  memberName,
  onClose,
  onReported,
  returnFocusRef,
  message,
  defaultReason,
}: ReportDialogProps) {
  const { t } = useTranslation('common');
  const reasonId = useId();
  const detailsId = useId();
  const form = useContractForm(reportFormSchema, { defaultValues: { reason: defaultReason ?? '', details: '' } });
  const report = useReportMember();

  const close = () => {
    form.reset();
    onClose();
  };

  const send = form.handleSubmit(({ reason, details }) =>
    report.mutate(
      { user_id: memberId, reason, details, ...(message ? { message_id: message.id } : {}) },
      {
        onSuccess() {
          toast.success(t('report.done'));
          close();
          onReported?.();
        },
      },
    ),
  );

  return (
    <ConfirmDialog
      open={open}
      title={t('report.title', { name: memberName })}
      description={t('report.text')}
      confirmLabel={t('report.confirm')}
      cancelLabel={t('report.cancel')}
      busyLabel={t('report.busy')}
      busy={report.isPending}
      onConfirm={(event) => void send(event)}
      onClose={close}
      initialFocusId={reasonId}
      returnFocusRef={returnFocusRef}
    >
      {message ? (
        <figure className="rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-ink-200">
          <figcaption className="text-sm font-medium text-ink-800">{t('report.messageAttached')}</figcaption>
          <blockquote className="mt-1 line-clamp-4 break-words whitespace-pre-wrap text-ink-900">
            {message.content}
          </blockquote>
        </figure>
      ) : null}
      <SelectField
        id={reasonId}
        label={t('report.reason')}
        placeholder={t('report.reasonPlaceholder')}
        options={REPORT_REASONS.map((value) => ({ value, label: t(`report.reasons.${value}`) }))}
        required
        {...form.register('reason')}
        // The select offers only valid reasons: the one refusal possible is none chosen.
        error={form.formState.errors.reason ? t('report.reasonRequired') : null}
      />
      <div>
        <label htmlFor={detailsId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {t('report.details')}
        </label>
        <textarea
          id={detailsId}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          {...form.register('details')}
          className={`${inputClasses} border-ink-400`}
        />
      </div>
    </ConfirmDialog>
  );
}
