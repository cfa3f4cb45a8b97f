'use client';
/**
 * The fields of a proof of identity: the password, and a code from the authenticator app when
 * the account has two-factor (fresh-proof.server.ts). Shared by the sign-in-free forms of one's
 * own security pages and the 'confirm your identity' page.
 */
import { useTranslations } from 'next-intl';
import { Field, fieldDescribedBy, inputClass } from '@/components/admin/ui/form-field';

export function PasswordField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name="password"
        type="password"
        required
        autoComplete="current-password"
        aria-invalid={Boolean(error)}
        aria-describedby={fieldDescribedBy(id, { error })}
        className={inputClass}
      />
    </Field>
  );
}

/** Six digits from the app (a space in the middle, as some apps show them, is accepted). */
export function CodeField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        name="code"
        type="text"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        aria-invalid={Boolean(error)}
        aria-describedby={fieldDescribedBy(id, { error })}
        className={`${inputClass} max-w-48 font-mono tracking-[0.3em]`}
      />
    </Field>
  );
}

/** The password (under `passwordLabel`), then the code when `withCode`. */
export function ProofFields({
  idPrefix,
  passwordLabel,
  withCode,
  errors,
}: {
  idPrefix: string;
  passwordLabel: string;
  withCode: boolean;
  errors: { password?: string; code?: string };
}) {
  const t = useTranslations('freshProof');
  return (
    <>
      <PasswordField id={`${idPrefix}-password`} label={passwordLabel} error={errors.password} />
      {withCode ? (
        <CodeField id={`${idPrefix}-code`} label={t('codeLabel')} error={errors.code} />
      ) : null}
    </>
  );
}
