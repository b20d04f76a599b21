// The confirmation dialog of the chat's safety actions, on the native <dialog> opened with showModal():
// the page behind is inert, it is labelled by its title and text, Tab cycles inside, Escape cancels
// (not while the request runs), and focus goes back to what opened it. Focus starts on "Cancel" so a
// stray Enter never confirms; a form (the report) can ask for its first field instead.
import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';

type SafetyDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Extra fields (the report's reason and details). */
  children?: ReactNode;
  /** Focus this field first instead of the cancel button. */
  initialFocusId?: string;
  /** Where focus goes back on close (default: whatever had it when the dialog opened). */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SafetyDialog({
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
}: SafetyDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const first = initialFocusId ? document.getElementById(initialFocusId) : null;
      (first ?? cancelRef.current)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = returnFocusRef?.current ?? opener.current;
      // After the browser's own focus restoration of the closing dialog, which may pick something else.
      if (target?.isConnected) requestAnimationFrame(() => target.focus());
    }
  }, [open, initialFocusId, returnFocusRef]);

  // Closing the page with the dialog open (after a successful unmatch) must not leave it modal.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !ref.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onConfirm();
  };

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <p id={textId} className="mt-3 text-sm leading-6 text-ink-600">
          {description}
        </p>
        {children ? <div className="mt-4 space-y-4">{children}</div> : null}
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
      </form>
    </dialog>
  );
}
