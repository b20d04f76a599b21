// /forgot-password: asks for the address and says a link is on its way. The answer is the same whether
// the address has an account or not, so the page never tells who is a member.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, forgotPasswordBodySchema } from '@affinia/contract';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { fieldProps, serverErrorText, showServerError, useContractForm } from '../../../lib/forms';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AccountCard } from '../components/account-card';
import { AccountForm } from '../components/account-form';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const form = useContractForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const submit = form.handleSubmit((body) => {
    if (!request.isPending) request.mutate(body, { onError: (error) => showServerError(form, error) });
  });

  return (
    <AccountCard title={t('forgot.title')}>
      {request.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="text-ink-700">{t('notices.resetLinkSent')}</p>
          <p className="text-sm text-ink-600">{t('forgot.checkSpam')}</p>
        </div>
      ) : (
        <AccountForm
          intro={t('forgot.intro')}
          onSubmit={submit}
          pending={request.isPending}
          submitLabel={t('forgot.submit')}
          submittingLabel={t('forgot.submitting')}
        >
          <TextField
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            {...fieldProps(form, 'email')}
          />
          <FormError message={serverErrorText(form)} />
        </AccountForm>
      )}
      <p className="mt-6 text-center">
        <Link to={paths.auth()} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('backToLogin')}
        </Link>
      </p>
    </AccountCard>
  );
}
