'use client';
/**
 * A submit button that asks first (the browser's `confirm()`), for deletes and other acts that
 * cannot be undone. Put it inside the <form> whose action does the deed; while that form is
 * submitting it is disabled. Without JavaScript it submits directly (the server action still
 * checks who may do it).
 * Usage: <form action={deletePost}><ConfirmSubmitButton confirmText="Supprimer cet article ?">Supprimer</ConfirmSubmitButton></form>
 */
import type { ComponentProps, MouseEvent } from 'react';
import { useFormStatus } from 'react-dom';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';

type Props = Omit<ComponentProps<'button'>, 'type'> & {
  confirmText: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function ConfirmSubmitButton({
  confirmText,
  variant = 'danger',
  size,
  className,
  onClick,
  disabled,
  ...props
}: Props) {
  const { pending } = useFormStatus();
  const confirmFirst = (event: MouseEvent<HTMLButtonElement>) => {
    if (!window.confirm(confirmText)) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type="submit"
      onClick={confirmFirst}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, className })}
      {...props}
    />
  );
}
