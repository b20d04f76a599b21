// /forgot-password: asks for the address and says a link is on its way. The answer is the same whether
// the address has an account or not, so the page never tells who is a member.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AccountCard } from '../components/account-card';
import { toUserMessage } from '../../../lib/user-message';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!email.trim()) {
      setError(t('forgot.required'));
      return;
    }
    setError(null);
    request.mutate(
      { email: email.trim() },
      {
        onError: (err) => setError(toUserMessage(err)),
      },
    );
  };

  return (
    <AccountCard title={t('forgot.title')}>
      {request.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="text-ink-700">{t('notices.resetLinkSent')}</p>
          <p className="text-sm text-ink-600">{t('forgot.checkSpam')}</p>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          <p className="text-ink-600">{t('forgot.intro')}</p>
          <TextField
            label={t('forgot.email')}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
            required
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={request.isPending}
            loadingLabel={t('forgot.submitting')}
          >
            {t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center">
        <Link to={paths.auth()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
