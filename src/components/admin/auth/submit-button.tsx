'use client';

import { useFormStatus } from 'react-dom';
import { buttonClass, type ButtonVariant } from '@/components/admin/ui/button';

/** A form's submit button, disabled with its pending label while the action runs. */
export function SubmitButton({
  label,
  pendingLabel,
  variant = 'primary',
  fullWidth = false,
  name,
  value,
}: {
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  fullWidth?: boolean;
  name?: string;
  value?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      aria-disabled={pending}
      className={buttonClass({ variant, className: fullWidth ? 'w-full min-h-11' : '' })}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
