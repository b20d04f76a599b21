// /confirm-email?token=…: the link of a confirmation mail (the account's address, or a new address).
// It is opened once on arrival; a signed-in browser then refreshes its profile so the banner goes.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { MSG } from '@affinia/contract';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { profileQueryKey } from '../../../lib/profile-query';
import { clearSession, hasToken } from '../../../lib/session';
import { useConfirmEmail } from '../api/confirm-email';
import { AccountCard } from '../components/account-card';
import { toUserMessage } from '../../../lib/user-message';
import { i18n } from '../../../i18n';

export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const queryClient = useQueryClient();
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: a link is single-use, a second call would only report it as spent.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(
      { token },
      {
        onSuccess(response) {
          // A new address is a credential event: every session ended (decision 035), this one too.
          if (response.message === MSG.emailChanged) clearSession();
          else void queryClient.invalidateQueries({ queryKey: profileQueryKey });
        },
      },
    );
  }, [token, confirm, queryClient]);

  const next = hasToken() ? (
    <Link to={paths.dashboard()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {t('confirm.toDashboard')}
    </Link>
  ) : (
    <Link to={paths.auth()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
      {t('backToLogin')}
    </Link>
  );

  return (
    <AccountCard title={t('confirm.title')}>
      {!token ? (
        <p role="alert" className="text-danger-600">
          {i18n.t('linkInvalid', { ns: 'errors' })}
        </p>
      ) : confirm.isSuccess ? (
        <p role="status" className="text-success-600">
          {t(confirm.data.message === MSG.emailChanged ? 'confirm.signInAgain' : 'notices.emailConfirmed')}
        </p>
      ) : confirm.isError ? (
        <p role="alert" className="text-danger-600">
          {toUserMessage(confirm.error)}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-3 text-ink-600">
          <Spinner className="size-5 text-brand-700" />
          {t('confirm.pending')}
        </p>
      )}
      <p className="mt-6">{next}</p>
    </AccountCard>
  );
}
