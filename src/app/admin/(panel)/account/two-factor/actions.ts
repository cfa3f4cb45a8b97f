'use server';

import { redirect } from 'next/navigation';
import { defaultLocale } from '@/i18n/locales';
import { type AuthFormState } from '@/lib/admin/auth-schema';
import { postedText } from '@/lib/forms/form-state';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { postedProof, proofRefusal, rateLimitedMessage } from '@/server/admin/auth-answers.server';
import { twoFactorSetupPath } from '@/server/auth/admin-paths';
import { currentAuthRequest } from '@/server/auth/auth-request.server';
import { requireSignedIn } from '@/server/auth/guards.server';
import {
  confirmTwoFactorEnrolment,
  disableOwnTwoFactor,
  enrolmentOf,
  renewBackupCodes,
  startTwoFactorEnrolment,
  type TwoFactorEnrolment,
} from '@/server/auth/own-account.server';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

export interface EnrolmentState extends AuthFormState<'password' | 'code'> {
  enrolment?: TwoFactorEnrolment;
}

/**
 * The previous state comes back from the browser: only its otpauth URI is reused, to draw the
 * QR code again here (never its markup), and the backup codes as plain text.
 */
async function redrawn(previous: EnrolmentState): Promise<TwoFactorEnrolment | undefined> {
  const shown = previous.enrolment;
  if (!shown || !shown.totpURI.startsWith('otpauth://totp/')) return undefined;
  const codes = Array.isArray(shown.backupCodes) ? shown.backupCodes.map(String).slice(0, 10) : [];
  return enrolmentOf(shown.totpURI, codes);
}

/**
 * Enrolment in two steps on one form state: `start` (password → secret, QR code and backup codes,
 * shown once) then `confirm` (the first code from the app turns two-factor on).
 */
export async function enrolTwoFactor(
  previous: EnrolmentState,
  formData: FormData,
): Promise<EnrolmentState> {
  const staff = await requireSignedIn();
  const t = await adminTranslator();
  const request = await currentAuthRequest();

  if (postedText(formData, 'intent') === 'confirm') {
    const enrolment = await redrawn(previous);
    const code = postedText(formData, 'code').trim();
    if (!code)
      return {
        status: 'error',
        enrolment,
        fieldErrors: { code: t('twoFactor.setup.errors.codeRequired') },
      };
    const outcome = await confirmTwoFactorEnrolment(request, staff, code);
    if (outcome === 'enabled') redirect(`${twoFactorSetupPath}?notice=enabled`);
    if (outcome === 'rate-limited')
      return { status: 'error', enrolment, message: rateLimitedMessage(t) };
    if (outcome === 'not-started')
      return { status: 'error', message: t('twoFactor.setup.errors.notStarted') };
    return {
      status: 'error',
      enrolment,
      fieldErrors: { code: t('twoFactor.setup.errors.invalidCode') },
    };
  }

  const password = postedText(formData, 'password');
  if (!password)
    return {
      status: 'error',
      fieldErrors: { password: t('twoFactor.setup.errors.passwordRequired') },
    };
  const { siteName } = await getAgencySettings(defaultLocale);
  const started = await startTwoFactorEnrolment(request, staff, password, siteName);
  if (started.outcome === 'started') return { status: 'success', enrolment: started.enrolment };
  if (started.outcome === 'rate-limited')
    return { status: 'error', message: rateLimitedMessage(t) };
  if (started.outcome === 'already-enabled')
    return { status: 'error', message: t('twoFactor.setup.errors.alreadyEnabled') };
  return { status: 'error', fieldErrors: { password: t('twoFactor.setup.errors.wrongPassword') } };
}

export type DisableState = AuthFormState<'password' | 'code'>;

/**
 * Turns two-factor off (the password and a current code asked again); its secret and backup
 * codes are deleted. Also the way to move it to another app: off, then enrol again.
 */
export async function turnOffTwoFactor(
  _previous: DisableState,
  formData: FormData,
): Promise<DisableState> {
  const staff = await requireSignedIn();
  const t = await adminTranslator();
  const { proof, missing } = postedProof(t, formData);
  if (missing) return missing;
  const outcome = await disableOwnTwoFactor(await currentAuthRequest(), staff, proof);
  if (outcome === 'disabled') redirect(`${twoFactorSetupPath}?notice=disabled`);
  return proofRefusal(t, outcome, 'password');
}

export interface RenewCodesState extends AuthFormState<'password' | 'code'> {
  backupCodes?: string[];
}

/** Ten new backup codes (the old ones stop working), shown once; password and code asked again. */
export async function renewCodes(
  _previous: RenewCodesState,
  formData: FormData,
): Promise<RenewCodesState> {
  const staff = await requireSignedIn();
  const t = await adminTranslator();
  const { proof, missing } = postedProof(t, formData);
  if (missing) return missing;
  const renewal = await renewBackupCodes(await currentAuthRequest(), staff, proof);
  if (renewal.outcome === 'renewed') return { status: 'success', backupCodes: renewal.backupCodes };
  return proofRefusal(t, renewal.outcome, 'password');
}
