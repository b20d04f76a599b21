// The pages that ask for a link by mail (forgotten password, one-time sign-in link): the address, then
// the same notice whether the address has an account or not, so the page never tells who is a member.
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, forgotPasswordBodySchema, type AcceptedResponse } from '@affinia/contract';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { fieldProps, serverErrorText, showServerError, useContractForm } from '../../../lib/forms';
import { AccountCard } from './account-card';
import { AccountForm } from './account-form';

/** Each page's words: `<section>.{title,intro,email,submit,submitting,checkSpam}` and `notices.<sent>`. */
type Words = { section: 'forgot' | 'signInLink'; sent: 'resetLinkSent' | 'signInLinkSent' };

export function MailedLinkRequest({
  request,
  words: { section, sent },
}: {
  request: UseMutationResult<AcceptedResponse, Error, { email: string }>;
  words: Words;
}) {
  const { t } = useTranslation('account');
  const form = useContractForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });
  const submit = form.handleSubmit((body) => {
    if (!request.isPending) request.mutate(body, { onError: (error) => showServerError(form, error) });
  });

  return (
    <AccountCard title={t(`${section}.title`)} footer={{ to: paths.auth(), label: t('backToLogin') }}>
      {request.isSuccess ? (
        <div role="status" className="space-y-4">
          <p className="text-ink-700">{t(`notices.${sent}`)}</p>
          <p className="text-sm text-ink-600">{t(`${section}.checkSpam`)}</p>
        </div>
      ) : (
        <AccountForm
          intro={t(`${section}.intro`)}
          onSubmit={submit}
          pending={request.isPending}
          submitLabel={t(`${section}.submit`)}
          submittingLabel={t(`${section}.submitting`)}
        >
          <TextField
            label={t(`${section}.email`)}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            {...fieldProps(form, 'email')}
          />
          <FormError message={serverErrorText(form)} />
        </AccountForm>
      )}
    </AccountCard>
  );
}
