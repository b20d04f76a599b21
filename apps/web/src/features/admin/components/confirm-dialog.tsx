// A modal confirmation for destructive actions (useModalDialog: inert page behind, Escape cancels, Tab
// stays inside, focus starts on "Cancel" so a stray Enter never confirms and returns to the opener).
import { useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
};

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { titleId, textId, dialogProps } = useModalDialog({
    open,
    busy,
    onClose,
    initialFocusRef: cancelRef,
  });

  return (
    <dialog
      {...dialogProps}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <div id={textId} className="mt-3 text-sm leading-6 text-ink-600">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          className="bg-none! bg-danger-600! hover:bg-red-800!"
          onClick={onConfirm}
          loading={busy}
          loadingLabel={busyLabel}
        >
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
