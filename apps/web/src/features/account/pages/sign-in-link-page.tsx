// /sign-in-link: without a token, asks for a one-time sign-in link by mail (decision 035: the owner's
// way in that strangers failing at the password login cannot use up). With the mailed link's token,
// one button signs the member in: nothing is spent on arrival, because mail scanners open links too.
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { toUserMessage } from '../../../lib/user-message';
import { useOpenSignInLink } from '../api/open-sign-in-link';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { AccountCard } from '../components/account-card';
import { MailedLinkRequest } from '../components/mailed-link-request';

function OpenSignInLink({ token }: { token: string }) {
  const { t } = useTranslation(['account', 'auth']);
  const navigate = useNavigate();
  const open = useOpenSignInLink();
  const signIn = () => {
    if (open.isPending) return;
    open.mutate(
      { token },
      {
        onSuccess(response) {
          if (!response.token || !response.user) return;
          saveSession(response.token, response.user);
          toast.success(t('auth:toasts.loginSuccess'));
          void navigate(paths.dashboard());
        },
      },
    );
  };

  return (
    <AccountCard title={t('signInLink.title')} footer={{ to: paths.signInLink(), label: t('askAgain') }}>
      <div className="space-y-5">
        <p className="text-ink-600">{t('signInLink.openIntro')}</p>
        {open.isError ? (
          <p role="alert" className="text-danger-600">
            {toUserMessage(open.error)}
          </p>
        ) : null}
        <Button
          type="button"
          size="lg"
          className="w-full"
          onClick={signIn}
          loading={open.isPending}
          loadingLabel={t('signInLink.opening')}
        >
          {t('signInLink.open')}
        </Button>
      </div>
    </AccountCard>
  );
}

export default function SignInLinkPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const requestLink = useRequestSignInLink();
  return token ? (
    <OpenSignInLink token={token} />
  ) : (
    <MailedLinkRequest request={requestLink} words={{ section: 'signInLink', sent: 'signInLinkSent' }} />
  );
}
