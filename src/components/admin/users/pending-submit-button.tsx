'use client';
/**
 * A submit button that is disabled (and says it is busy) while its form's action runs, so a
 * double click cannot send the same change twice.
 */
import type { ComponentProps } from 'react';
import { useFormStatus } from 'react-dom';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/admin/ui/button';

type Props = Omit<ComponentProps<'button'>, 'type'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function PendingSubmitButton({ variant, size, className, disabled, ...props }: Props) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, className })}
      {...props}
    />
  );
}
