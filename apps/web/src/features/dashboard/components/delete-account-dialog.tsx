// The account deletion confirmation (spec sections 4, 5, 8), laid out; `useAccountDeletion` holds the
// flow. A native modal dialog (useModalDialog: page behind inert, Tab stays inside, Escape closes,
// focus back to the button that opened it) whose focus starts in the field. Outcomes are also written
// inside the dialog, because a screen reader focused in a modal may not hear a toast.
import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_CONFIRMATION_WORD } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { useAccountDeletion } from '../hooks/use-account-deletion';
import { DangerButton } from './danger-button';

type DeleteAccountDialogProps = {
  onClose: () => void;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

function WarningIcon() {
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-50 text-danger-600"
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path
          d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

export function DeleteAccountDialog({ onClose, returnFocusRef }: DeleteAccountDialogProps) {
  const { t } = useTranslation('dashboard');
  const deletion = useAccountDeletion();
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const close = () => {
    if (!deletion.busy) onClose();
  };
  const { titleId, textId, dialogProps } = useModalDialog({
    open: true,
    busy: deletion.busy,
    onClose: close,
    initialFocusRef: fieldRef,
    returnFocusRef,
  });

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (!deletion.confirm()) fieldRef.current?.focus();
  };

  return (
    <dialog
      {...dialogProps}
      aria-modal="true"
      className="mx-auto mt-auto mb-0 max-h-dvh w-full max-w-lg overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl backdrop:bg-ink-900/60 sm:m-auto sm:rounded-3xl sm:p-8"
    >
      <form noValidate onSubmit={submit}>
        <div className="flex items-start gap-4">
          <WarningIcon />
          <div>
            <h2 id={titleId} className="text-xl font-bold text-ink-900">
              {t('deleteAccount.dialogTitle')}
            </h2>
            <div id={textId} className="mt-2 space-y-2 text-ink-600">
              <p>{t('deleteAccount.dialogText')}</p>
              <p className="text-sm">{t('deleteAccount.noRefund')}</p>
            </div>
          </div>
        </div>

        <TextField
          ref={fieldRef}
          id={fieldId}
          className="mt-6"
          label={t('deleteAccount.confirmLabel', { word: DELETE_CONFIRMATION_WORD })}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          value={deletion.typed}
          readOnly={deletion.busy}
          onChange={(event) => deletion.type(event.target.value)}
          onKeyDown={(event) => {
            // A disabled submit button blocks Enter: say why instead of doing nothing.
            if (event.key === 'Enter' && !deletion.confirmed) {
              event.preventDefault();
              submit();
            }
          }}
          error={deletion.wrongWordText}
        />

        <div role="status" className="mt-3 min-h-6 text-sm font-semibold text-success-600">
          {deletion.deleted ? t('deleteAccount.successRedirect') : null}
        </div>

        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={deletion.busy}>
            {t('deleteAccount.cancel')}
          </Button>
          <DangerButton
            type="submit"
            disabled={!deletion.confirmed || deletion.deleted}
            loading={deletion.pending}
            loadingLabel={t('deleteAccount.deleting')}
          >
            {t('deleteAccount.confirm')}
          </DangerButton>
        </div>
      </form>
    </dialog>
  );
}
