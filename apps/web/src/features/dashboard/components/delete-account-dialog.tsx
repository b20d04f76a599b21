// The account deletion confirmation (spec sections 4, 5, 8): a modal dialog whose confirm button works
// only once SUPPRIMER is typed exactly. On success it says so, then leaves for / after 1.5 s with the
// session forgotten. Keyboard: focus starts in the field, Tab stays inside, Escape closes, and focus
// goes back to the button that opened it. Outcomes are also written inside the dialog, because a
// screen reader focused in a modal may not hear a toast.
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ACCOUNT_DELETION_REDIRECT_MS, DELETE_CONFIRMATION_WORD } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useDeleteAccount } from '../api/delete-account';
import { leaveToHome } from '../sign-out';
import { DangerButton } from './danger-button';
import { isSessionEnd } from '../../../lib/user-message';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type DeleteAccountDialogProps = {
  onClose: () => void;
  /** Where focus goes back to when the dialog closes (the button that opened it). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

export function DeleteAccountDialog({ onClose, returnFocusRef }: DeleteAccountDialogProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const busy = deletion.isPending || deleted;
  const confirmed = typed === DELETE_CONFIRMATION_WORD;
  // Said as soon as the text can no longer become the word, or when the user tries to confirm anyway.
  const wrongWord = !confirmed && (attempted || (typed !== '' && !DELETE_CONFIRMATION_WORD.startsWith(typed)));
  const wrongWordText = t('deleteAccount.wrongWord', { word: DELETE_CONFIRMATION_WORD });

  // Open: focus the field, keep the page behind from scrolling, and bring back into the dialog any
  // focus that lands outside (a click on the page behind). Close: give focus back — after the focus
  // guard is gone, or it would pull focus into the closing dialog.
  useLayoutEffect(() => {
    inputRef.current?.focus();
    const returnFocusTo = returnFocusRef.current;
    const keepInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
    };
    document.addEventListener('focusin', keepInside);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('focusin', keepInside);
      document.body.style.overflow = overflow;
      returnFocusTo?.focus();
    };
  }, [returnFocusRef]);

  const close = () => {
    if (!busy) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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

  const confirm = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy) return;
    if (!confirmed) {
      setAttempted(true);
      toast.error(wrongWordText);
      inputRef.current?.focus();
      return;
    }
    deletion.mutate(undefined, {
      onSuccess() {
        setDeleted(true);
        toast.success(t('deleteAccount.success'));
        window.setTimeout(() => void leaveToHome(navigate, queryClient), ACCOUNT_DELETION_REDIRECT_MS);
      },
      onError(error) {
        if (isSessionEnd(error)) return;
        toast.error(t('deleteAccount.error'));
      },
    });
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      {/* The backdrop is a mouse convenience; keyboard users have Escape and the cancel button. */}
      <div aria-hidden="true" className="absolute inset-0 bg-ink-900/60" onClick={close} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
        className="relative max-h-dvh w-full max-w-lg overflow-y-auto rounded-t-3xl bg-white p-6 shadow-2xl sm:rounded-3xl sm:p-8"
      >
        <form noValidate onSubmit={confirm}>
          <div className="flex items-start gap-4">
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
            <div>
              <h2 id={titleId} className="text-xl font-bold text-ink-900">
                {t('deleteAccount.dialogTitle')}
              </h2>
              <div id={descriptionId} className="mt-2 space-y-2 text-ink-600">
                <p>{t('deleteAccount.dialogText')}</p>
                <p className="text-sm">{t('deleteAccount.noRefund')}</p>
              </div>
            </div>
          </div>

          <TextField
            ref={inputRef}
            className="mt-6"
            label={t('deleteAccount.confirmLabel', { word: DELETE_CONFIRMATION_WORD })}
            name="confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            value={typed}
            readOnly={busy}
            onChange={(event) => {
              setTyped(event.target.value);
              setAttempted(false);
            }}
            onKeyDown={(event) => {
              // A disabled submit button blocks Enter: say why instead of doing nothing.
              if (event.key === 'Enter' && !confirmed) {
                event.preventDefault();
                confirm();
              }
            }}
            error={wrongWord ? wrongWordText : null}
          />

          <div role="status" className="mt-3 min-h-6 text-sm font-semibold text-success-600">
            {deleted ? t('deleteAccount.successRedirect') : null}
          </div>

          <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('deleteAccount.cancel')}
            </Button>
            <DangerButton
              type="submit"
              disabled={!confirmed || deleted}
              loading={deletion.isPending}
              loadingLabel={t('deleteAccount.deleting')}
            >
              {t('deleteAccount.confirm')}
            </DangerButton>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
