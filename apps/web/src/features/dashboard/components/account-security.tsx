// "Connexion et sécurité": change the password (the other sessions end, this one stays) and change the
// e-mail address (a link goes to the new address; nothing changes until it is opened).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { Disclosure } from '../../../components/ui/disclosure';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { isSessionEnd, toUserMessage } from '../../../lib/user-message';

const detailOf = (error: unknown) => toUserMessage(error);

function ChangePasswordForm() {
  const { t } = useTranslation('dashboard');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!current || next.length < PASSWORD_MIN_LENGTH) {
      setError(t('security.password.invalid', { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    setError(null);
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess() {
          setCurrent('');
          setNext('');
          toast.success(t('notices.passwordChanged'));
        },
        onError(err) {
          if (!isSessionEnd(err)) setError(detailOf(err));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('security.password.title')} className="space-y-4">
      <TextField
        label={t('security.password.current')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        maxLength={1024}
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label={t('security.password.new')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t('security.password.hint', { min: PASSWORD_MIN_LENGTH })}
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" loading={change.isPending} loadingLabel={t('security.saving')}>
        {t('security.password.submit')}
      </Button>
    </form>
  );
}

function ChangeEmailForm() {
  const { t } = useTranslation('dashboard');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    if (!email.trim() || !password) {
      setError(t('security.email.invalid'));
      return;
    }
    setError(null);
    change.mutate(
      { new_email: email.trim(), password },
      {
        onSuccess() {
          setPassword('');
          setSent(t('notices.emailChangeSent'));
        },
        onError(err) {
          if (!isSessionEnd(err)) setError(detailOf(err));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('security.email.title')} className="space-y-4">
      <TextField
        label={t('security.email.new')}
        type="email"
        name="new-email"
        autoComplete="email"
        maxLength={EMAIL_MAX_LENGTH}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={t('security.email.password')}
        type="password"
        name="email-change-password"
        autoComplete="current-password"
        maxLength={1024}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
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
