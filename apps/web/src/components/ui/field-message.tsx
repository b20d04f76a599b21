// The line under a form control: an error (red, announced) or a neutral/positive note. Controls point
// at it with aria-describedby so screen readers read it with the field.
import type { ReactNode } from 'react';

export type FieldTone = 'neutral' | 'success' | 'danger';

const tones: Record<FieldTone, string> = {
  neutral: 'text-ink-600',
  success: 'text-success-600',
  danger: 'text-danger-600',
};

export function FieldMessage({
  id,
  tone = 'neutral',
  children,
}: {
  id: string;
  tone?: FieldTone;
  children: ReactNode;
}) {
  return (
    <p id={id} className={`mt-1.5 text-sm ${tones[tone]}`}>
      {children}
    </p>
  );
}

/** Joins the ids of the messages that describe a control, skipping the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length ? present.join(' ') : undefined;
}
