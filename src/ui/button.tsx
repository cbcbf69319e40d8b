import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-600 text-white hover:bg-primary-700 active:bg-primary-800',
  secondary: 'border border-primary-600 bg-white text-primary-700 hover:bg-primary-50 active:bg-primary-100',
  danger: 'bg-secondary-600 text-white hover:bg-secondary-700 active:bg-secondary-800',
  ghost: 'bg-transparent text-primary-700 hover:bg-primary-50 active:bg-primary-100',
};

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** Work in progress: disables the button and shows a small spinner before the label. */
  busy?: boolean;
};

/** A 44 px touch-sized button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  type = 'button',
  className = '',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-touch min-w-touch items-center justify-center gap-2 rounded px-4 font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${variants[variant]} ${className}`}
    >
      {busy && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
