'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { FormAlert } from '@/components/admin/auth/form-alert';
import { SubmitButton } from '@/components/admin/auth/submit-button';
import { CodeField, PasswordField, ProofFields } from '@/components/admin/auth/proof-fields';
import { idleAuthForm } from '@/lib/admin/auth-schema';
import {
  enrolTwoFactor,
  renewCodes,
  turnOffTwoFactor,
  type DisableState,
  type EnrolmentState,
  type RenewCodesState,
} from './actions';

const stepTitle = 'text-sm font-semibold text-fg';

/** The backup codes, shown once (after enrolment or renewal): copy them now. */
function BackupCodes({ codes }: { codes: string[] }) {
  const t = useTranslations('twoFactor.setup');
  return (
    <section aria-labelledby="two-factor-backup-title" className="space-y-3">
      <h3 id="two-factor-backup-title" className={stepTitle}>
        {t('backup.title')}
      </h3>
      <p className="text-sm text-fg-muted">{t('backup.text')}</p>
      <ul
        aria-label={t('backup.listLabel')}
        data-testid="two-factor-backup-codes"
        className="grid max-w-md grid-cols-2 gap-2 rounded-xl border border-line bg-ink p-4 font-mono text-sm text-fg select-all"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Enrolment: the password first; then, shown once, the QR code (drawn on the server as SVG), the
 * secret as text and the ten backup codes; then the first code. Without JavaScript each step is
 * a page of its own, and a started enrolment can be finished or restarted from a reload.
 */
export function EnrolmentForm({ pending }: { pending: boolean }) {
  const t = useTranslations('twoFactor.setup');
  const [state, action] = useActionState<EnrolmentState, FormData>(enrolTwoFactor, idleAuthForm);
  const errors = state.fieldErrors ?? {};
  const enrolment = state.enrolment;

  const confirmForm = (
    <form action={action} className="space-y-4" aria-labelledby="two-factor-confirm-title">
      <h3 id="two-factor-confirm-title" className={stepTitle}>
        {enrolment ? t('confirm.title') : t('pending.title')}
      </h3>
      {!enrolment ? <p className="text-sm text-fg-muted">{t('pending.text')}</p> : null}
      <input type="hidden" name="intent" value="confirm" />
      <CodeField id="two-factor-confirm-code" label={t('confirm.label')} error={errors.code} />
      <SubmitButton label={t('confirm.submit')} pendingLabel={t('confirm.submitting')} />
    </form>
  );

  const startForm = (
    <form action={action} className="space-y-4">
      {pending ? <h3 className={stepTitle}>{t('start.restart')}</h3> : null}
      <p className="text-sm text-fg-muted">{t('start.text')}</p>
      <input type="hidden" name="intent" value="start" />
      <div className="max-w-sm">
        <PasswordField
          id="two-factor-start-password"
          label={t('passwordLabel')}
          error={errors.password}
        />
      </div>
      <SubmitButton
        label={pending ? t('start.restart') : t('start.submit')}
        pendingLabel={t('working')}
        variant={pending ? 'secondary' : 'primary'}
      />
    </form>
  );

  return (
    <div className="space-y-6">
      {state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      {enrolment ? (
        <>
          <section aria-labelledby="two-factor-scan-title" className="space-y-3">
            <h3 id="two-factor-scan-title" className={stepTitle}>
              {t('scan.title')}
            </h3>
            <p className="text-sm text-fg-muted">{t('scan.text')}</p>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <div
                role="img"
                aria-label={t('scan.qrLabel')}
                className="size-48 shrink-0 rounded-xl bg-white p-2 [&>svg]:size-full"
                // Markup drawn by the server (qrcode) from the enrolment URI, never taken from input.
                dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
              />
              <div className="min-w-0">
                <p className="text-xs font-medium text-fg-muted">{t('scan.secretLabel')}</p>
                <p
                  data-testid="two-factor-secret"
                  className="mt-1 font-mono text-sm break-all text-fg select-all"
                >
                  {enrolment.secret}
                </p>
              </div>
            </div>
          </section>
          <BackupCodes codes={enrolment.backupCodes} />
          {confirmForm}
        </>
      ) : (
        <>
          {pending ? confirmForm : null}
          {pending ? <hr className="border-line" /> : null}
          {startForm}
        </>
      )}
    </div>
  );
}

/** Turning two-factor off, with the password and a current code. */
export function DisableForm() {
  const t = useTranslations('twoFactor.setup');
  const [state, action] = useActionState<DisableState, FormData>(turnOffTwoFactor, idleAuthForm);
  return (
    <form action={action} className="max-w-sm space-y-4">
      {state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <ProofFields
        idPrefix="two-factor-disable"
        passwordLabel={t('passwordLabel')}
        withCode
        errors={state.fieldErrors ?? {}}
      />
      <SubmitButton label={t('disable.submit')} pendingLabel={t('working')} variant="danger" />
    </form>
  );
}

/** New backup codes, with the password and a current code; they are shown once, here. */
export function RenewCodesForm() {
  const t = useTranslations('twoFactor.setup');
  const [state, action] = useActionState<RenewCodesState, FormData>(renewCodes, idleAuthForm);
  if (state.backupCodes) return <BackupCodes codes={state.backupCodes} />;
  return (
    <form action={action} className="max-w-sm space-y-4">
      {state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <ProofFields
        idPrefix="two-factor-renew"
        passwordLabel={t('passwordLabel')}
        withCode
        errors={state.fieldErrors ?? {}}
      />
      <SubmitButton label={t('renew.submit')} pendingLabel={t('working')} variant="secondary" />
    </form>
  );
}
