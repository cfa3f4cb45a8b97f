'use client';
/**
 * A file input that looks like a button: the real input, visually hidden, and a label drawn as a
 * secondary button (a spinner while `busy`), outlined when the input has the keyboard's focus.
 * With `labelledElsewhere`, the input's name is another label's and this one is hidden from
 * assistive technology.
 */
import { ImageUp, LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { acceptedImageTypes } from '@/components/admin/send-image';
import { buttonClass } from '@/components/admin/ui/button';

export function FileButton({
  id,
  label,
  busy,
  labelledElsewhere,
  className = '',
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'id' | 'className'> & {
  id: string;
  label: string;
  busy: boolean;
  labelledElsewhere?: boolean;
  className?: string;
}) {
  return (
    <>
      <input
        {...input}
        id={id}
        type="file"
        accept={acceptedImageTypes}
        disabled={busy}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        aria-hidden={labelledElsewhere || undefined}
        className={buttonClass({
          variant: 'secondary',
          className: `peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-wait peer-disabled:opacity-60 ${className}`,
        })}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <ImageUp aria-hidden="true" className="size-4" />
        )}
        {label}
      </label>
    </>
  );
}
