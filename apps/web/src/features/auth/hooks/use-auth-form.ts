// The /auth form's state and flow (spec sections 2, 4, 5, 8): the contract's sign-in or sign-up schema
// checks the fields first (nothing is sent for an under-18 or without the terms), then the request,
// then the success flow or the server's error in the interface language. When a payment is needed, the
// sign-up fields but the password are kept for the return from /payment (signup-fields.ts).
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from 'react-hook-form';
import { MSG, loginBodySchema, registerBodySchema, z, type AuthResponse } from '@affinia/contract';
import { paths, type AuthMode } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { fieldErrorCode, fieldErrorText, useContractForm } from '../../../lib/forms';
import { clearPaymentCredit, getPaymentCredit } from '../../../lib/payment-credit';
import { saveSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { toUserMessage } from '../../../lib/user-message';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { forgetSignupFields, keepSignupFields, keptSignupFields } from '../signup-fields';
import { noFreePlaceLeft } from '../../../lib/offer';

const register = registerBodySchema.shape;
/** An input left empty is "required", whatever the field's own rule would say about a blank. */
const filled = (field: string) => z.string().trim().min(1, MSG.missingField(field));

// Sign-in: the contract's login fields (a plain object: the sign-up fields the form keeps are ignored).
const loginFormSchema = z.object(loginBodySchema.shape);

// Sign-up: the contract's rules, read from what inputs hold (the age as typed, the gender '' until chosen).
const signupFormSchema = z.object({
  name: register.name,
  age: filled('age').transform(Number).pipe(register.age),
  gender: filled('gender').pipe(register.gender),
  location: register.location,
  place_id: register.place_id.nullable(),
  email: register.email,
  password: register.password,
  accepted_terms: register.accepted_terms,
});

export type AuthFormValues = z.input<typeof signupFormSchema>;

const emptyForm: AuthFormValues = {
  name: '',
  age: '',
  gender: '',
  location: '',
  place_id: null,
  email: '',
  password: '',
  // Unticked at first: the schema's input type says `true` because that is all it accepts.
  accepted_terms: false as true,
};

/** The spec's two client messages are toasts; every other check stays under its field. */
const toastedCodes: readonly string[] = ['underage', 'termsNotAccepted'];
/** Field order on screen, for the toasts' order. */
const fieldOrder = ['name', 'age', 'gender', 'location', 'email', 'password', 'accepted_terms'] as const;

export function useAuthForm(mode: AuthMode) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signup = mode === 'signup';
  // One form for both modes (typed as sign-up's fields, of which sign-in checks two).
  const schema = (signup ? signupFormSchema : loginFormSchema) as unknown as typeof signupFormSchema;
  // Back from /payment, the sign-up form is as it was left, with an empty password (typed again).
  const [restored] = useState(() => (signup ? keptSignupFields() : null));
  const form = useContractForm(schema, {
    defaultValues: restored
      ? { ...emptyForm, ...restored, accepted_terms: restored.accepted_terms as true }
      : emptyForm,
  });
  const { setFocus } = form;
  useEffect(() => {
    // The one field left to fill: focus goes there, past the fields already filled.
    if (restored) setFocus('password');
  }, [restored, setFocus]);
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const pending = loginMutation.isPending || registerMutation.isPending;

  // A mode switch starts the checks afresh; what was typed stays.
  const [shownMode, setShownMode] = useState(mode);
  if (shownMode !== mode) {
    setShownMode(mode);
    form.clearErrors();
  }

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

  const signIn = (values: z.output<typeof loginFormSchema>) =>
    loginMutation.mutate(values, {
      onSuccess(response) {
        if (!startSession(response)) return fail(null);
        toast.success(t('toasts.loginSuccess'));
        void navigate(paths.dashboard());
      },
      onError: fail,
    });

  const signUp = ({ place_id, ...values }: z.output<typeof signupFormSchema>) => {
    const paymentSessionId = getPaymentCredit();
    registerMutation.mutate(
      {
        ...values,
        ...(place_id !== null ? { place_id } : {}),
        ...(paymentSessionId ? { payment_session_id: paymentSessionId } : {}),
      },
      {
        onSuccess(response) {
          if (response.needs_payment) {
            keepSignupFields(form.getValues());
            // No free place is left: screens that read the offer earlier stop saying otherwise.
            noFreePlaceLeft();
            toast.info(toUserMessage(new ApiError(402, response.message, response.code ?? null, response.params)));
            void navigate(paths.payment());
            return;
          }
          if (!startSession(response)) return fail(null);
          clearPaymentCredit();
          forgetSignupFields();
          toast.success(t('toasts.signupSuccess'));
          void navigate(paths.questionnaire());
        },
        onError: fail,
      },
    );
  };

  const onInvalid = (errors: FieldErrors<AuthFormValues>) => {
    // While fields are still empty their own messages say what to do; a toast about the terms on
    // top of them would point at the least urgent thing.
    const codes = fieldOrder.map((field) => fieldErrorCode(errors[field]));
    if (codes.includes('missingField')) return;
    fieldOrder.forEach((field, i) => {
      if (toastedCodes.includes(codes[i] ?? '')) toast.error(fieldErrorText(errors[field])!);
    });
  };

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    if (signup) signUp(values);
    else signIn({ email: values.email, password: values.password });
  }, onInvalid);

  return { form, submit, pending, signup, restored: signup && restored !== null };
}
