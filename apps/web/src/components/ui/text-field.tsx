// A labelled text input (text, email, number, password…) with an optional hint, an error, a status
// border and an element at the end of the field (a spinner, a show-password button).
// - `error`: marks the field invalid (red border, aria-invalid) and is read with it.
// - `status`: colours the border without an error, e.g. an e-mail the server found valid ('valid') or
//   not ('invalid'); `message` then explains it under the field.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldMessage, describedBy, type FieldTone } from './field-message';

export type FieldStatus = 'default' | 'valid' | 'invalid';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  status?: FieldStatus;
  /** A note under the field, coloured by `messageTone`; hidden when an `error` is shown. */
  message?: ReactNode;
  messageTone?: FieldTone;
  /** Rendered inside the field, at its end. */
  end?: ReactNode;
  id?: string;
};

const borders: Record<FieldStatus, string> = {
  default: 'border-ink-400 focus-visible:border-accent-600',
  valid: 'border-success-600 ring-1 ring-success-600',
  invalid: 'border-danger-600 ring-1 ring-danger-600',
};

export const inputClasses =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-sm placeholder:text-ink-500 disabled:bg-ink-100';

export function TextField({
  label,
  hint,
  error,
  status = 'default',
  message,
  messageTone = 'neutral',
  end,
  id: givenId,
  className = '',
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : null;
  const messageId = error || message ? `${id}-message` : null;
  const border = borders[error ? 'invalid' : status];

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          className={`${inputClasses} ${border} ${end ? 'pr-12' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, messageId)}
          {...input}
        />
        {end ? <div className="absolute inset-y-0 right-0 flex items-center pr-2">{end}</div> : null}
      </div>
      {hint ? (
        <FieldMessage id={`${id}-hint`} tone="neutral">
          {hint}
        </FieldMessage>
      ) : null}
      {/* Always in the DOM so that a message appearing later is announced. */}
      <div aria-live="polite">
        {error ? (
          <FieldMessage id={`${id}-message`} tone="danger">
            {error}
          </FieldMessage>
        ) : message ? (
          <FieldMessage id={`${id}-message`} tone={messageTone}>
            {message}
          </FieldMessage>
        ) : null}
      </div>
    </div>
  );
}
