import type { ButtonHTMLAttributes, Ref } from 'react';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'text';
  /** Work in progress: disabled and announced as busy. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant = 'primary', busy = false, disabled, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest} />;
}
