// What every confirmation dialog on the native <dialog> needs: showModal() while `open` (the page
// behind is inert), focus on a chosen element when it opens (default: the one given by the caller, so
// a stray Enter never confirms), Tab cycling inside, Escape cancelling except while busy, and focus
// back to what opened it (or a given element) after it closes.
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalDialogOptions = {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  /** The element to focus when the dialog opens (the cancel button)… */
  initialFocusRef: RefObject<HTMLElement | null>;
  /** …unless an element with this id exists (a form's first field). */
  initialFocusId?: string;
  /** Where focus goes back on close (default: whatever had it when the dialog opened). */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

export function useModalDialog({
  open,
  busy,
  onClose,
  initialFocusRef,
  initialFocusId,
  returnFocusRef,
}: ModalDialogOptions) {
  const ref = useRef<HTMLDialogElement>(null);
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
      (first ?? initialFocusRef.current)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // The opener may be gone (the row of a deleted user); then focus stays where the browser puts it.
      // After the browser's own focus restoration of the closing dialog, which may pick something else.
      const target = returnFocusRef?.current ?? opener.current;
      if (target?.isConnected) requestAnimationFrame(() => target.focus());
    }
  }, [open, initialFocusId, initialFocusRef, returnFocusRef]);

  // Unmounted while open: a dialog its owner removes to close it (account deletion), or the page left
  // with it open (after a successful unmatch). It must not stay modal, and focus goes back to what
  // opened it when that is still on the page.
  // (A ref object is stable: this runs on unmount only.)
  useEffect(() => {
    const dialog = ref.current;
    const returnFocusTo = returnFocusRef?.current;
    return () => {
      if (!dialog?.open) return;
      dialog.close();
      const target = returnFocusTo ?? opener.current;
      if (target?.isConnected) requestAnimationFrame(() => target.focus());
    };
  }, [returnFocusRef]);

  // The browser lets Tab leave a modal dialog for its own toolbar; keep it cycling inside instead.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Escape: close through React state, and not while the action is under way.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!busy) onClose();
  };

  return {
    titleId,
    textId,
    dialogProps: { ref, 'aria-labelledby': titleId, 'aria-describedby': textId, onKeyDown, onCancel },
  };
}
