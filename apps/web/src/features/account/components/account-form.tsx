// The one-field forms of the account pages (forgotten password, new password): a sentence that says
// what happens, the field, and a full-width button that says when it is working.
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

type AccountFormProps = {
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  submittingLabel: string;
  children: ReactNode;
};

export function AccountForm({ intro, onSubmit, pending, submitLabel, submittingLabel, children }: AccountFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-ink-600">{intro}</p>
      {children}
      <Button type="submit" size="lg" className="w-full" loading={pending} loadingLabel={submittingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
