import { Field, fieldDescribedBy, inputClass } from '@/components/admin/ui/form-field';

/**
 * The account's e-mail on the sign-in and password-reset forms: typed as a username (password
 * managers fill it), kept after a refusal (`defaultValue` from the action's state).
 */
export function AccountEmailField({
  id,
  label,
  error,
  defaultValue,
}: {
  id: string;
  label: string;
  error?: string;
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name="email"
        type="email"
        required
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        defaultValue={defaultValue}
        // A new value from the server (a refused form) replaces what the input holds.
        key={`email-${defaultValue ?? ''}`}
        aria-invalid={Boolean(error)}
        aria-describedby={fieldDescribedBy(id, { error })}
        className={`${inputClass} min-h-11`}
      />
    </Field>
  );
}
