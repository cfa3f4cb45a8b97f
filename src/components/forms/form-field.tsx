import type { ReactElement, ReactNode } from 'react';

export const inputClass =
  'w-full min-w-0 rounded-xl border border-line bg-ink-raised px-4 text-base text-fg placeholder:text-fg-muted/80 transition focus:border-accent aria-invalid:border-danger';

interface Props {
  id: string;
  label: string;
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(facultatif)". */
  optionalLabel?: string;
  /** The field's message, in the page's language; the control points to it (aria-describedby). */
  error?: string;
  hint?: ReactNode;
  /** The control, rendered with `id`, `aria-invalid` and `aria-describedby` already decided here. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactElement;
}

/**
 * A labelled form control with its error below it. Required fields carry the visible `*` of the
 * spec (hidden from screen readers, which announce the `required` attribute instead).
 */
export function FormField({ id, label, required, optionalLabel, error, hint, children }: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
        {required ? (
          <span aria-hidden className="text-accent">
            {' *'}
          </span>
        ) : (
          optionalLabel && <span className="font-normal text-fg-muted"> {optionalLabel}</span>
        )}
      </label>
      <div className="mt-2">
        {children({
          id,
          'aria-invalid': Boolean(error),
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot: out of sight, out of the tab order, hidden from assistive technology. */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  return (
    <div aria-hidden className="absolute -top-[9999px] h-px w-px overflow-hidden opacity-0">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
