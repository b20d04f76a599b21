// Buttons in the three looks the app uses. `loading` disables the button, shows a spinner and swaps
// the text for `loadingLabel` (spec: "disabled with a loading label while a request runs").
// `buttonClasses` styles a router <Link> the same way when a link must look like a button.
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-[background-color,box-shadow,opacity] disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  // White on rose-600 is 4.7:1 and on violet-600 5.7:1: AA across the whole gradient.
  primary:
    'bg-linear-to-r from-brand-600 to-accent-600 text-white shadow-md shadow-brand-600/20 hover:from-brand-700 hover:to-accent-700',
  secondary: 'border border-ink-400 bg-white text-ink-900 hover:bg-ink-100',
  ghost: 'text-brand-700 hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
}

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  /** Text shown while `loading`; the normal children otherwise. */
  loadingLabel?: ReactNode;
};

export function Button({
  variant,
  size,
  loading = false,
  loadingLabel,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
