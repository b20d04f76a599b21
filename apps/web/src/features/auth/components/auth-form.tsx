// The one form of /auth, in sign-in or sign-up mode: the fields, laid out. What they hold, how they are
// checked and what a submit does live in `useAuthForm`.
import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import {
  EMAIL_MAX_LENGTH,
  GENDERS,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@affinia/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { PlacePicker } from '../../../components/ui/place-picker';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { paths, type AuthMode } from '../../../config/paths';
import { fieldErrorText } from '../../../lib/forms';
import { useAuthForm } from '../hooks/use-auth-form';
import { useEmailCheck } from '../hooks/use-email-check';
import { EmailField } from './email-field';
import { PasswordField } from './password-field';

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

export function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  const { form, submit, pending, signup, restored } = useAuthForm(mode);
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const emailCheck = useEmailCheck();
  const location = useController({ control: form.control, name: 'location' });
  const placeId = form.watch('place_id');

  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`fields.genders.${gender}`) }));

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {restored ? (
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
          {t('signup.restored')}
        </p>
      ) : null}
      {signup ? (
        <>
          <TextField
            label={t('fields.name')}
            autoComplete="name"
            placeholder={t('fields.namePlaceholder')}
            maxLength={NAME_MAX_LENGTH}
            required
            {...register('name')}
            error={fieldErrorText(errors.name)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('fields.age')}
              type="number"
              inputMode="numeric"
              min={MIN_AGE}
              max={MAX_AGE}
              step={1}
              required
              {...register('age')}
              error={fieldErrorText(errors.age)}
            />
            <SelectField
              label={t('fields.gender')}
              required
              placeholder={t('fields.genderPlaceholder')}
              options={genderOptions}
              {...register('gender')}
              error={fieldErrorText(errors.gender)}
            />
          </div>
          <PlacePicker
            label={t('fields.location')}
            name="location"
            placeholder={t('fields.locationPlaceholder')}
            required
            text={location.field.value}
            placeId={placeId ?? null}
            inputRef={location.field.ref}
            onChange={(text, place) => {
              location.field.onChange(text);
              setValue('place_id', place?.id ?? null);
            }}
            error={fieldErrorText(errors.location)}
          />
        </>
      ) : null}

      <EmailField
        label={t('fields.email')}
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        maxLength={EMAIL_MAX_LENGTH}
        required
        {...register('email', {
          onChange: () => emailCheck.reset(),
          onBlur: (e: { target: HTMLInputElement }) => {
            if (signup) emailCheck.run(e.target.value);
          },
        })}
        check={signup ? emailCheck.check : undefined}
        onUseSuggestion={(suggestion) => {
          setValue('email', suggestion, { shouldValidate: formState.isSubmitted });
          emailCheck.reset();
          emailCheck.run(suggestion);
        }}
        error={fieldErrorText(errors.email)}
      />

      <PasswordField
        label={t('fields.password')}
        autoComplete={signup ? 'new-password' : 'current-password'}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        hint={signup ? t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH }) : undefined}
        {...register('password')}
        error={fieldErrorText(errors.password)}
      />
      {signup ? null : (
        <p className="-mt-2 flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
          <Link to={paths.signInLink()} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('login.signInLink')}
          </Link>
          <Link to={paths.forgotPassword()} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        </p>
      )}

      {signup ? (
        <CheckboxField
          required
          {...register('accepted_terms')}
          error={fieldErrorText(errors.accepted_terms)}
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
