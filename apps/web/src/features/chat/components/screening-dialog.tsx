// "Es-tu sûr(e) ?": the screening found insults, unwanted sexual remarks or threats in the message
// about to be sent. Focus starts on "Modifier le message" (a stray Enter edits, never sends).
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type ScreeningDialogProps = {
  open: boolean;
  busy: boolean;
  partnerName: string;
  onSendAnyway: () => void;
  onEdit: () => void;
};

export function ScreeningDialog({ open, busy, partnerName, onSendAnyway, onEdit }: ScreeningDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <ConfirmDialog
      open={open}
      title={t('screening.title')}
      description={t('screening.text', { name: partnerName })}
      confirmLabel={t('screening.send')}
      cancelLabel={t('screening.edit')}
      busyLabel={t('screening.sending')}
      busy={busy}
      onConfirm={onSendAnyway}
      onClose={onEdit}
    />
  );
}
