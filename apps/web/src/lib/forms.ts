// Every form of the app (issue 14, decision 025): react-hook-form, validated by the contract's own zod
// schema through the zod resolver. A field is refused in the browser by the rule the server applies,
// with the same catalogue message, so the two cannot drift; the screen shows that message's code
// translated, never zod's French text on an English screen.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorParams, identifyError, type z } from '@affinia/contract';
import { i18n } from '../i18n';
import { toUserMessage } from './user-message';

type FormOptions<Input extends FieldValues> = Omit<UseFormProps<Input>, 'resolver'>;

/**
 * `useForm` on a contract schema. Checks run on submit, then again on each change of a field already
 * shown wrong (so its message goes as soon as it is fixed); the first wrong field gets the focus.
 */
export function useContractForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  options: FormOptions<z.input<Schema>> = {},
) {
  // The translations `fieldErrorText` reads are loaded before the form first renders.
  useTranslation(['common', 'errors']);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
  } as UseFormProps<z.input<Schema>, unknown, z.output<Schema>>);
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(onValid, (errors, event) => {
      focusFirstInvalid(errors, event);
      return onInvalid?.(errors, event);
    });
  return { ...form, handleSubmit };
}

/**
 * Focus on the first wrong field in the order people read the form (react-hook-form's own choice
 * follows the order fields were registered, which a custom control can change). Fields carry their
 * form name, so the form's elements say which is first.
 */
function focusFirstInvalid(errors: FieldErrors, event?: { target: unknown }) {
  const formElement = event?.target;
  if (!(formElement instanceof HTMLFormElement)) return;
  const first = Array.from(formElement.elements).find(
    (element): element is HTMLElement & { name: string } =>
      'name' in element && typeof element.name === 'string' && element.name in errors,
  );
  first?.focus();
}

/**
 * What to show under a field refused by a contract schema. The schema's French message is the
 * catalogue's template filled in, so it identifies its code; two codes read better in a form than in
 * an API answer ("the field « email » is required" names a field the person sees labelled), the rest
 * are the catalogue's translations. A message set by the form itself (`setError`) is already translated.
 */
export function fieldErrorText(error: Pick<FieldError, 'message'> | undefined): string | null {
  if (!error?.message) return null;
  const found = identifyError(error.message);
  if (!found) return error.message;
  if (found.code === 'missingField') return i18n.t('forms.required', { ns: 'common' });
  if (found.code === 'invalidEmail') return i18n.t('forms.email', { ns: 'common' });
  return i18n.t(found.code, { ns: 'errors', ...errorParams(found.code, found.params) });
}

/** The catalogue code behind a field's error, for forms that treat some codes apart (toasts). */
export const fieldErrorCode = (error: Pick<FieldError, 'message'> | undefined) =>
  error?.message ? (identifyError(error.message)?.code ?? null) : null;

/** A field's registration plus its shown error, spread onto a `TextField`-like control. */
export function fieldProps<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'register' | 'formState'>,
  name: Path<Values>,
) {
  return { ...form.register(name), error: fieldErrorText(get(form.formState.errors, name) as FieldError | undefined) };
}

/** A refused request, shown by the form that sent it (`FormError` reads it back). */
export function showServerError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError'>,
  error: unknown,
) {
  form.setError('root.server', { message: toUserMessage(error) });
}

/** The message of `showServerError`, or nothing. */
export const serverErrorText = (form: Pick<UseFormReturn<FieldValues, unknown, unknown>, 'formState'>) =>
  form.formState.errors.root?.server?.message ?? null;
