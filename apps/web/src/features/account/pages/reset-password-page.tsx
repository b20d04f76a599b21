// /reset-password?token=…: the link of a reset mail. The new password follows the sign-up policy; on
// success every other session is gone and this browser is signed in with the new one.
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, resetPasswordBodySchema } from '@affinia/contract';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { fieldProps, serverErrorText, showServerError, useContractForm } from '../../../lib/forms';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/reset-password';
import { AccountCard } from '../components/account-card';
import { AccountForm } from '../components/account-form';

const newPasswordSchema = resetPasswordBodySchema.pick({ password: true });

export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useContractForm(newPasswordSchema, { defaultValues: { password: '' } });
  const reset = useResetPassword();
  const submit = form.handleSubmit(({ password }) => {
    if (reset.isPending) return;
    reset.mutate(
      { token, password },
      {
        onSuccess(response) {
          saveSession(response.token, response.user);
          toast.success(t('notices.passwordResetDone'));
          void navigate(paths.dashboard());
        },
        onError: (error) => showServerError(form, error),
      },
    );
  });

  return (
    <AccountCard title={t('reset.title')} footer={{ to: paths.forgotPassword(), label: t('askAgain') }}>
      {token ? (
        <AccountForm
          intro={t('reset.intro')}
          onSubmit={submit}
          pending={reset.isPending}
          submitLabel={t('reset.submit')}
          submittingLabel={t('reset.submitting')}
        >
          <TextField
            label={t('reset.password')}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={t('reset.hint', { min: PASSWORD_MIN_LENGTH })}
            required
            {...fieldProps(form, 'password')}
          />
          <FormError message={serverErrorText(form)} />
        </AccountForm>
      ) : (
        <p role="alert" className="text-danger-600">
          {t('reset.missingToken')}
        </p>
      )}
    </AccountCard>
  );
}
