// /unsubscribe?token=…: the unsubscribe link of a notification mail. The page does the one-click POST
// (a GET never unsubscribes, since link scanners open every link of a mail) and says what changed.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useUnsubscribe } from '../api/unsubscribe';
import { AccountCard } from '../components/account-card';
import { toUserMessage } from '../../../lib/user-message';
import { i18n } from '../../../i18n';

export default function UnsubscribePage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  return (
    <AccountCard title={t('unsubscribe.title')}>
      {unsubscribe.isSuccess ? (
        <div role="status" className="space-y-2">
          <p className="font-medium text-ink-900">{t(`unsubscribe.done.${unsubscribe.data.event}`)}</p>
          <p className="text-ink-600">{t('unsubscribe.manage')}</p>
        </div>
      ) : unsubscribe.isError || !token ? (
        <p role="alert" className="text-danger-600">
          {toUserMessage(unsubscribe.error, i18n.t('unsubscribeInvalid', { ns: 'errors' }))}
        </p>
      ) : (
        <p role="status" className="flex items-center gap-3 text-ink-600">
          <Spinner className="size-5 text-brand-700" />
          {t('unsubscribe.pending')}
        </p>
      )}
      <p className="mt-6">
        <Link to={paths.dashboard()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('unsubscribe.toSettings')}
        </Link>
      </p>
    </AccountCard>
  );
}
