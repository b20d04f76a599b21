// Removing a photo (held or shown) is a moderation decision like the others: its owner receives the ground and the
// facts, in their language, with how to contest it. Validated by the contract's own schema.
import { useTranslation } from 'react-i18next';
import { photoRemovalBodySchema } from '@affinia/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { fieldErrorText, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useRemoveHeldPhoto } from '../api/held-photos';
import { DecisionReasonFields } from './decision-reason-fields';

/** The photo to remove and whose it is (held or shown). */
export type PhotoRemovalTarget = { id: string; ownerName: string };

export function PhotoRemovalDialog({ photo, onClose }: { photo: PhotoRemovalTarget | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(photoRemovalBodySchema, { defaultValues: { ground: 'terms', statement: '' } });
  const removal = useRemoveHeldPhoto();
  const name = photo?.ownerName ?? '';

  const close = () => {
    form.reset();
    onClose();
  };

  const send = form.handleSubmit((body) => {
    if (!photo) return;
    removal.mutate(
      { id: photo.id, body },
      {
        onSuccess: () => {
          toast.success(t('heldPhotos.removed', { name }));
          close();
        },
      },
    );
  });

  return (
    <ConfirmDialog
      open={photo !== null}
      title={t('heldPhotos.removeTitle', { name })}
      description={t('heldPhotos.removeText', { name })}
      confirmLabel={t('heldPhotos.removeConfirm')}
      cancelLabel={t('moderate.cancel')}
      busyLabel={t('moderate.busy')}
      busy={removal.isPending}
      onConfirm={(event) => void send(event)}
      onClose={close}
    >
      <DecisionReasonFields
        ground={form.register('ground')}
        statement={form.register('statement')}
        statementError={fieldErrorText(form.formState.errors.statement)}
      />
    </ConfirmDialog>
  );
}
