// A button for an irreversible action (deleting the account): solid red, or outlined red for the
// button that only opens the confirmation. The shared Button has no such look, and only this feature
// needs one. White on danger-600 is 5.9:1.
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

type DangerButtonProps = ComponentProps<'button'> & {
  outlined?: boolean;
  loading?: boolean;
  loadingLabel?: ReactNode;
};

export function DangerButton({
  outlined = false,
  loading = false,
  loadingLabel,
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: DangerButtonProps) {
  const look = outlined
    ? 'border border-danger-600 bg-white text-danger-600 hover:bg-red-50'
    : 'bg-danger-600 text-white shadow-md shadow-danger-600/20 hover:bg-red-800';
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${look} ${className}`}
      {...rest}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
