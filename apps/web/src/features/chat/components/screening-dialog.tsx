// "Es-tu sûr(e) ?": the screening found insults, unwanted sexual remarks or threats in the message
// about to be sent. "Modifier le message" is what the dialog recommends: the filled button, nearest the
// thumb, focused first (a stray Enter edits, never sends); "Envoyer quand même" is the secondary one.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

type ScreeningDialogProps = {
  open: boolean;
  busy: boolean;
  partnerName: string;
  onSendAnyway: () => void;
  onEdit: () => void;
  /** The composer, where the message is edited. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

export function ScreeningDialog({
  open,
  busy,
  partnerName,
  onSendAnyway,
  onEdit,
  returnFocusRef,
}: ScreeningDialogProps) {
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
      primary="cancel"
      returnFocusRef={returnFocusRef}
    />
  );
}
