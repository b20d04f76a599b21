// A modal confirmation (useModalDialog: inert page behind, labelled by its title and text, Tab cycles
// inside, Escape cancels except while the request runs, focus goes back to what opened it). Focus
// starts on "Cancel" so a stray Enter never confirms; a form (a report) can ask for its first field.
// When the dialog recommends not going on ("Es-tu sûr(e) ?": "Modifier le message"), `primary="cancel"`
// makes that choice the filled button, last (stacked at the bottom on a phone, nearest the thumb), and
// the action a plain secondary one.
import { useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Called on the confirm button, or on the form's submit event when `children` hold fields. */
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** Fields (a report's reason and details). */
  children?: ReactNode;
  /** Focus this field first instead of the cancel button. */
  initialFocusId?: string;
  /** Where focus goes back on close (default: whatever had it when the dialog opened). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The filled button: the action (default), or cancel when the dialog advises against the action. */
  primary?: 'confirm' | 'cancel';
};

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
  children,
  initialFocusId,
  returnFocusRef,
  primary = 'confirm',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { titleId, textId, dialogProps } = useModalDialog({
    open,
    busy,
    onClose,
    returnFocusRef,
    initialFocusRef: cancelRef,
    initialFocusId,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm(event);
  };

  return (
    <dialog
      {...dialogProps}
      aria-modal="true"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={textId} className="mt-3 text-sm leading-6 text-ink-600">
          {description}
        </div>
        {children ? <div className="mt-4 space-y-4">{children}</div> : null}
        {primary === 'cancel' ? (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button type="submit" variant="secondary" loading={busy} loadingLabel={busyLabel}>
              {confirmLabel}
            </Button>
            <Button ref={cancelRef} onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
          </div>
        ) : (
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              className="bg-none! bg-danger-600! hover:bg-red-800!"
              loading={busy}
              loadingLabel={busyLabel}
            >
              {confirmLabel}
            </Button>
          </div>
        )}
      </form>
    </dialog>
  );
}
