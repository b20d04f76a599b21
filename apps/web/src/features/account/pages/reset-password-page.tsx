// /reset-password?token=…: the link of a reset mail. The new password follows the sign-up policy; on
// success every other session is gone and this browser is signed in with the new one.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AccountCard } from '../components/account-card';
import { toUserMessage } from '../../../lib/user-message';

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      setError(t('reset.tooShort', { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    setError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess(response) {
          saveSession(response.token, response.user);
          toast.success(t('notices.passwordResetDone'));
          void navigate(paths.dashboard());
        },
        onError: (err) => setError(toUserMessage(err)),
      },
    );
  };

  return (
    <AccountCard title={t('reset.title')}>
      {token ? (
        <form noValidate onSubmit={submit} className="space-y-5">
          <p className="text-ink-600">{t('reset.intro')}</p>
          <TextField
            label={t('reset.password')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={t('reset.hint', { min: PASSWORD_MIN_LENGTH })}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            required
          />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={reset.isPending}
            loadingLabel={t('reset.submitting')}
          >
            {t('reset.submit')}
          </Button>
        </form>
      ) : (
        <p role="alert" className="text-danger-600">
          {t('reset.missingToken')}
        </p>
      )}
      <p className="mt-6 text-center">
        <Link to={paths.forgotPassword()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('reset.askAgain')}
        </Link>
      </p>
    </AccountCard>
  );
}
