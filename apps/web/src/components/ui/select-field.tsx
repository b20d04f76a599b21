// A labelled native <select> (keyboard and screen-reader support for free) with an optional error.
// `placeholder` adds a first, unselectable choice so that "nothing chosen yet" is a real state.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldMessage, describedBy } from './field-message';
import { inputClasses } from './text-field';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string | null;
  id?: string;
};

export function SelectField({
  label,
  options,
  placeholder,
  error,
  id: givenId,
  className = '',
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const messageId = error ? `${id}-message` : null;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className={`${inputClasses} cursor-pointer appearance-none pr-10 ${error ? 'border-danger-600 ring-1 ring-danger-600' : 'border-ink-400'}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(messageId)}
          {...select}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-ink-600"
          viewBox="0 0 20 20"
          fill="none"
          aria-hidden="true"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </div>
      <div aria-live="polite">
        {error ? (
          <FieldMessage id={`${id}-message`} tone="danger">
            {error}
          </FieldMessage>
        ) : null}
      </div>
    </div>
  );
}
