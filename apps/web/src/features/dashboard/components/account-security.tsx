// "Connexion et sécurité": change the password (the other sessions end, this one stays) and change the
// e-mail address (a link goes to the new address; nothing changes until it is opened).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  changeEmailBodySchema,
  changePasswordBodySchema,
} from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { Disclosure } from '../../../components/ui/disclosure';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { fieldProps, serverErrorText, showServerError, useContractForm } from '../../../lib/forms';
import { toast } from '../../../lib/toast';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';

function ChangePasswordForm() {
  const { t } = useTranslation('dashboard');
  const form = useContractForm(changePasswordBodySchema, { defaultValues: { current_password: '', new_password: '' } });
  const change = useChangePassword();
  const submit = form.handleSubmit((body) => {
    if (change.isPending) return;
    change.mutate(body, {
      onSuccess() {
        form.reset();
        toast.success(t('notices.passwordChanged'));
      },
      onError: (error) => showServerError(form, error),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('security.password.title')} className="space-y-4">
      <TextField
        label={t('security.password.current')}
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        {...fieldProps(form, 'current_password')}
      />
      <TextField
        label={t('security.password.new')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('security.password.hint', { min: PASSWORD_MIN_LENGTH })}
        {...fieldProps(form, 'new_password')}
      />
      <FormError message={serverErrorText(form)} />
      <Button type="submit" variant="secondary" loading={change.isPending} loadingLabel={t('security.saving')}>
        {t('security.password.submit')}
      </Button>
    </form>
  );
}

function ChangeEmailForm() {
  const { t } = useTranslation('dashboard');
  const form = useContractForm(changeEmailBodySchema, { defaultValues: { new_email: '', password: '' } });
  const [sent, setSent] = useState<string | null>(null);
  const change = useChangeEmail();
  const submit = form.handleSubmit((body) => {
    if (change.isPending) return;
    change.mutate(body, {
      onSuccess() {
        form.resetField('password');
        setSent(t('notices.emailChangeSent'));
      },
      onError: (error) => showServerError(form, error),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('security.email.title')} className="space-y-4">
      <TextField
        label={t('security.email.new')}
        type="email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...fieldProps(form, 'new_email')}
      />
      <TextField
        label={t('security.email.password')}
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        {...fieldProps(form, 'password')}
      />
      <FormError message={serverErrorText(form)} />
      {sent ? (
        <p role="status" className="text-sm text-success-600">
          {sent}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" loading={change.isPending} loadingLabel={t('security.saving')}>
        {t('security.email.submit')}
      </Button>
    </form>
  );
}

export function AccountSecurity() {
  const { t } = useTranslation('dashboard');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-7">
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {t('security.title')}
      </h2>
      {/* Occasional changes: folded until asked for, so the section fits a phone screen. */}
      <div className="mt-4 space-y-4">
        <Disclosure label={t('security.password.title')}>
          <ChangePasswordForm />
        </Disclosure>
        <Disclosure label={t('security.email.title')}>
          <ChangeEmailForm />
        </Disclosure>
      </div>
    </section>
  );
}
