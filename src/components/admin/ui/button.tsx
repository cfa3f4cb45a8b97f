/**
 * Admin buttons and button-looking links.
 * - `buttonClass({ variant, size })`: the classes, for any element (a <summary>, a form's submit…).
 * - `<Button variant="primary|secondary|danger|ghost">`: a <button> (type="button" unless told).
 * - `<LinkButton href>`: a Next <Link> that looks like a button.
 */
import Link from 'next/link';
import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-ink hover:bg-accent-strong disabled:hover:bg-accent',
  secondary: 'border border-line bg-ink-raised text-fg hover:border-accent/60 hover:bg-ink-card',
  danger: 'border border-red-400/40 bg-red-500/10 text-danger hover:bg-red-500/20',
  ghost: 'text-fg-muted hover:bg-ink-raised hover:text-fg',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'min-h-8 gap-1.5 px-3 py-1 text-xs',
  md: 'min-h-10 gap-2 px-4 py-2 text-sm',
};

export function buttonClass({
  variant = 'secondary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return `inline-flex shrink-0 cursor-pointer items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variantClasses[variant]} ${sizeClasses[size]} ${className}`;
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

type LinkButtonProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
