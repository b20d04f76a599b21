// A checkbox with its label beside it (the label may hold a link) and an optional error under it.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldMessage, describedBy } from './field-message';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  error?: string | null;
  id?: string;
};

export function CheckboxField({ label, error, id: givenId, className = '', ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const messageId = error ? `${id}-message` : null;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className={`mt-0.5 size-5 shrink-0 cursor-pointer rounded border-ink-400 accent-brand-600 ${error ? 'outline-2 outline-danger-600' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(messageId)}
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-6 text-ink-800">
          {label}
        </label>
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
