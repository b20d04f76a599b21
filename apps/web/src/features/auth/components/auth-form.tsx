// The one form of /auth, in sign-in or sign-up mode (spec sections 2, 4, 5, 8): client checks first
// (nothing is sent for an under-18 or without the terms), then the request, with the submit button
// disabled and relabelled while it runs, then the success flow or the server's error in the interface language.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  EMAIL_MAX_LENGTH,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AuthResponse,
  type Gender,
} from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PlacePicker } from '../../../components/ui/place-picker';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths, type AuthMode } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { clearPaymentCredit, getPaymentCredit } from '../../../lib/payment-credit';
import { saveSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useEmailCheck } from '../hooks/use-email-check';
import {
  emptyAuthForm,
  fieldOrder,
  validateAuthForm,
  type AuthField,
  type AuthFormErrors,
  type AuthFormValues,
} from '../validation';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';
import { toUserMessage } from '../../../lib/user-message';

/** "Opens in a new tab": an icon for the eye, the words for screen readers. */
function NewTabHint({ children }: { children?: ReactNode }) {
  return (
    <>
      <svg
        viewBox="0 0 20 20"
        className="ml-0.5 inline size-3.5 align-[-0.1em]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M11 3h6v6M17 3l-8 8M8 5H4v11h11v-4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sr-only">{children}</span>
    </>
  );
}

/** The spec's two client messages are toasts; every other client check stays under its field. */
const toastedErrors: readonly string[] = ['validation.underage', 'validation.terms'];

export function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AuthFormValues>(emptyAuthForm);
  const [errors, setErrors] = useState<AuthFormErrors>({});
  const emailCheck = useEmailCheck();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const pending = loginMutation.isPending || registerMutation.isPending;
  const signup = mode === 'signup';

  // A mode switch starts the checks afresh; what was typed stays.
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    setErrors({});
  }

  const set = <K extends AuthField>(field: K, value: AuthFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const errorText = (field: AuthField) => {
    const error = errors[field];
    return error ? t(error.key, error.values) : null;
  };

  const fail = (error: unknown) => {
    // A paid checkout the server refuses (402: expired, already used) is dropped so that the next
    // attempt leads back to payment instead of failing the same way again.
    if (error instanceof ApiError && error.status === 402) clearPaymentCredit();
    toast.error(toUserMessage(error));
  };

  const startSession = (response: AuthResponse): boolean => {
    if (!response.token || !response.user) return false;
    saveSession(response.token, response.user);
    return true;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateAuthForm(mode, values);
    if (Object.keys(found).length > 0) {
      flushSync(() => setErrors(found));
      // While fields are still empty their own messages say what to do; a toast about the terms on
      // top of them would point at the least urgent thing.
      const incomplete = Object.values(found).some((error) => error.key === 'validation.required');
      if (!incomplete) {
        for (const field of fieldOrder) {
          const error = found[field];
          if (error && toastedErrors.includes(error.key)) toast.error(t(error.key, error.values));
        }
      }
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }

    const email = values.email.trim();
    if (!signup) {
      loginMutation.mutate(
        { email, password: values.password },
        {
          onSuccess(response) {
            if (!startSession(response)) return fail(null);
            toast.success(t('toasts.loginSuccess'));
            void navigate(paths.dashboard());
          },
          onError: fail,
        },
      );
      return;
    }

    const paymentSessionId = getPaymentCredit();
    registerMutation.mutate(
      {
        email,
        password: values.password,
        name: values.name.trim(),
        age: Number(values.age),
        gender: values.gender as Gender,
        location: values.location.trim(),
        ...(values.placeId !== null ? { place_id: values.placeId } : {}),
        accepted_terms: true,
        ...(paymentSessionId ? { payment_session_id: paymentSessionId } : {}),
      },
      {
        onSuccess(response) {
          if (response.needs_payment) {
            toast.info(toUserMessage(new ApiError(402, response.message, response.code ?? null, response.params)));
            void navigate(paths.payment());
            return;
          }
          if (!startSession(response)) return fail(null);
          clearPaymentCredit();
          toast.success(t('toasts.signupSuccess'));
          void navigate(paths.questionnaire());
        },
        onError: fail,
      },
    );
  };

  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`fields.genders.${gender}`) }));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      {signup ? (
        <>
          <TextField
            label={t('fields.name')}
            name="name"
            autoComplete="name"
            placeholder={t('fields.namePlaceholder')}
            maxLength={NAME_MAX_LENGTH}
            required
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            error={errorText('name')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('fields.age')}
              name="age"
              type="number"
              inputMode="numeric"
              min={MIN_AGE}
              max={MAX_AGE}
              step={1}
              required
              value={values.age}
              onChange={(e) => set('age', e.target.value)}
              error={errorText('age')}
            />
            <SelectField
              label={t('fields.gender')}
              name="gender"
              required
              placeholder={t('fields.genderPlaceholder')}
              options={genderOptions}
              value={values.gender}
              onChange={(e) => set('gender', e.target.value as Gender)}
              error={errorText('gender')}
            />
          </div>
          <PlacePicker
            label={t('fields.location')}
            name="location"
            placeholder={t('fields.locationPlaceholder')}
            required
            text={values.location}
            placeId={values.placeId}
            onChange={(text, place) => {
              set('location', text);
              setValues((current) => ({ ...current, placeId: place?.id ?? null }));
            }}
            error={errorText('location')}
          />
        </>
      ) : null}

      <EmailField
        label={t('fields.email')}
        name="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        maxLength={EMAIL_MAX_LENGTH}
        required
        value={values.email}
        onChange={(e) => {
          set('email', e.target.value);
          emailCheck.reset();
        }}
        onBlur={(e) => {
          if (signup) emailCheck.run(e.target.value);
        }}
        check={signup ? emailCheck.check : undefined}
        onUseSuggestion={(suggestion) => {
          set('email', suggestion);
          emailCheck.reset();
          emailCheck.run(suggestion);
        }}
        error={errorText('email')}
      />

      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete={signup ? 'new-password' : 'current-password'}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        hint={signup ? t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        error={errorText('password')}
      />
      {signup ? null : (
        <p className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword()} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </p>
      )}

      {signup ? (
        <CheckboxField
          name="accepted_terms"
          required
          checked={values.acceptedTerms}
          onChange={(e) => set('acceptedTerms', e.target.checked)}
          error={errorText('acceptedTerms')}
          label={
            <Trans
              t={t}
              i18nKey="fields.terms"
              components={{
                termsLink: (
                  <a
                    href={paths.terms()}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  />
                ),
                newTab: <NewTabHint />,
              }}
            />
          }
        />
      ) : null}

      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={pending}
        loadingLabel={signup ? t('signup.submitting') : t('login.submitting')}
      >
        {signup ? t('signup.submit') : t('login.submit')}
      </Button>
    </form>
  );
}
