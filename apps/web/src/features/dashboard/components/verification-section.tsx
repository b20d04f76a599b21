// The dashboard's "Vérification du profil" (issue 18 part 1): the badge held, with its date and the way
// to withdraw it (the kept face measurement is then deleted), or what verifying means and the button
// that opens the verification. Shown only where the operator offers it.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { currentLanguage } from '../../../i18n';
import { toast } from '../../../lib/toast';
import { useVerificationStatus, useWithdrawVerification } from '../api/verification';
import { VerificationDialog } from './verification-dialog';

export function VerificationSection() {
  const { t } = useTranslation('verification');
  const status = useVerificationStatus();
  const withdraw = useWithdrawVerification();
  const [verifying, setVerifying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const closeDialog = () => {
    setVerifying(false);
    // After a pass the button that opened the dialog is gone: focus goes to the one now in its place.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!status.data?.available) return null;
  const { verified, verified_at: verifiedAt, in_review: inReview } = status.data;

  return (
    <section
      aria-labelledby="verification-title"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7"
    >
      <h2 id="verification-title" className="text-lg font-bold text-ink-900">
        {t('section.title')}
      </h2>
      {verified ? (
        <>
          <VerifiedBadge className="mt-3" />
          {verifiedAt ? (
            <p className="mt-2 text-sm text-ink-600">
              {t('section.verifiedOn', {
                date: new Date(verifiedAt).toLocaleDateString(currentLanguage(), { dateStyle: 'long' }),
              })}
            </p>
          ) : null}
          <Button ref={opener} variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
            {t('withdraw.action')}
          </Button>
          <ConfirmDialog
            open={confirming}
            title={t('withdraw.confirmTitle')}
            description={t('withdraw.confirmText')}
            confirmLabel={t('withdraw.confirm')}
            cancelLabel={t('withdraw.cancel')}
            busyLabel={t('withdraw.busy')}
            busy={withdraw.isPending}
            onConfirm={() =>
              withdraw.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t('withdraw.done'));
                },
              })
            }
            onClose={() => setConfirming(false)}
            returnFocusRef={opener}
          />
        </>
      ) : inReview ? (
        <p role="status" className="mt-1 text-sm text-ink-600">
          {t('section.inReview')}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-600">{t('section.description')}</p>
          <Button ref={opener} className="mt-4" onClick={() => setVerifying(true)}>
            {t('section.start')}
          </Button>
        </>
      )}
      {/* Outside the two states: a pass turns the section to "verified" while the dialog still shows it. */}
      {verifying ? <VerificationDialog onClose={closeDialog} returnFocusRef={opener} /> : null}
    </section>
  );
}
