// "Confirmez votre adresse e-mail": shown to members whose address is not confirmed yet, with a button
// that mails a new link. Dismissable; the choice is remembered in this browser for this account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { readStored, writeStored } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useResendConfirmation } from '../api/resend-confirmation';

const dismissedKey = (userId: string) => `email-banner-dismissed:${userId}`;

export function EmailConfirmationBanner({ profile }: { profile: Me }) {
  const { t } = useTranslation('dashboard');
  const [dismissed, setDismissed] = useState(() => readStored(dismissedKey(profile.id)) === '1');
  const resend = useResendConfirmation();
  if (profile.email_verified || dismissed) return null;

  const dismiss = () => {
    writeStored(dismissedKey(profile.id), '1');
    setDismissed(true);
  };

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast.success(t('notices.confirmationSent')),
    });

  return (
    // Compact on a phone (the close button in the corner, a small action): it must not push the member's
    // own profile below the fold.
    <section
      aria-labelledby="email-banner-title"
      className="relative mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-3xl bg-brand-50 p-4 pr-14 ring-1 ring-brand-200 sm:p-5 sm:pr-16"
    >
      <div className="min-w-0 flex-1 basis-64">
        <h2 id="email-banner-title" className="font-semibold text-ink-900">
          {t('emailBanner.title')}
        </h2>
        <p className="mt-0.5 text-sm text-ink-700">{t('emailBanner.description')}</p>
      </div>
      <Button variant="secondary" onClick={send} loading={resend.isPending} loadingLabel={t('emailBanner.sending')}>
        {t('emailBanner.resend')}
      </Button>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('emailBanner.dismiss')}
        className="absolute top-2 right-2 flex size-11 items-center justify-center rounded-xl text-ink-700 hover:bg-brand-100"
      >
        <svg
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
