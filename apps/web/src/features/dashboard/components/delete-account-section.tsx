// The danger zone at the bottom of the profile: what deleting means, and the button that opens the
// confirmation dialog (spec section 2).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DangerButton } from './danger-button';
import { DeleteAccountDialog } from './delete-account-dialog';

export function DeleteAccountSection() {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <section aria-labelledby="delete-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-red-200 sm:p-7">
      <h2 id="delete-title" className="text-lg font-bold text-ink-900">
        {t('deleteAccount.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('deleteAccount.description')}</p>
      <DangerButton ref={triggerRef} outlined className="mt-4" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </DangerButton>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} returnFocusRef={triggerRef} /> : null}
    </section>
  );
}
