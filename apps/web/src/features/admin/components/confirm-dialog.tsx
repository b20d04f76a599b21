// A modal confirmation for destructive actions, on the native <dialog>: the page behind is inert,
// Escape cancels, the title and text label it, Tab stays inside, and focus starts on "Cancel" so a
// stray Enter never confirms. Focus returns to what opened it when it closes.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

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

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

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
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // The opener may be gone (the row of a deleted user); then focus stays where the browser puts it.
      if (opener.current?.isConnected) opener.current.focus();
    }
  }, [open]);

  // The browser lets Tab leave a modal dialog for its own toolbar; keep it cycling inside instead.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape: close through React state, and not while the deletion is under way.
        event.preventDefault();
        if (!busy) onClose();
      }}
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
