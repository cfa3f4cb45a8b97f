/**
 * Form pieces for admin forms.
 * - Classes: `inputClass`, `textareaClass`, `selectClass`, `checkboxClass`, `labelClass`.
 * - `fieldErrorId(id)` / `fieldDescribedBy(id, { error, hint })`: the ids to put in the control's
 *   `aria-describedby` (and pass `aria-invalid={Boolean(error)}`).
 * - `<Field id label error hint>{control}</Field>`: label above, control, hint, inline error.
 * - `<FieldError id message>`: the error alone (under a custom control).
 */
import type { ReactNode } from 'react';

const controlBase =
  'w-full rounded-lg border border-line bg-ink px-3 py-2 text-sm text-fg placeholder:text-fg-muted/70 transition-colors focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent disabled:opacity-60 aria-invalid:border-red-400/70';

export const inputClass = `${controlBase} min-h-10`;
export const textareaClass = `${controlBase} min-h-32 leading-relaxed`;
export const selectClass = `${controlBase} min-h-10 pe-8`;
export const checkboxClass = 'size-4 rounded border-line bg-ink accent-accent';
export const labelClass = 'block text-sm font-medium text-fg';

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

/** The control's `aria-describedby`: its hint and its error, when there are any. */
export function fieldDescribedBy(
  id: string,
  { error, hint }: { error?: string | null; hint?: ReactNode },
): string | undefined {
  const ids = [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(id)} className="mt-1.5 text-sm text-danger">
      {message}
    </p>
  );
}

/**
 * A labelled field. The control is passed as children and must carry `id`, `aria-invalid` and
 * `aria-describedby={fieldDescribedBy(id, { error, hint })}` itself.
 */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  className = '',
}: {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={`${labelClass} mb-1.5`}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="mt-1.5 text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  );
}
