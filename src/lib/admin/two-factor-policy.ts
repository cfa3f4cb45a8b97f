import { isLoopbackUrl, type Settings } from '@/config/settings';
import type { StaffRole } from './roles';

type TwoFactorSettings = Pick<Settings, 'ADMIN_REQUIRE_2FA' | 'EDITOR_REQUIRE_2FA' | 'SITE_URL'>;

/** The setting that decides for a role: admins `ADMIN_REQUIRE_2FA`, editors `EDITOR_REQUIRE_2FA`. */
const settingOf = {
  admin: 'ADMIN_REQUIRE_2FA',
  editor: 'EDITOR_REQUIRE_2FA',
} as const satisfies Record<StaffRole, keyof TwoFactorSettings>;

/**
 * Whether a member of staff must have two-factor before doing anything in the admin. Each role
 * has its setting: `true` requires it, `false` does not (start-up warns on a deployed site).
 * Unset: required on a deployed site (SITE_URL not a loopback address) of admins and editors
 * alike, since an editor too can mail every subscriber and export every contact request
 * (decision 038); a laptop stays as easy as `npm start`.
 */
export function twoFactorRequired(config: TwoFactorSettings, role: StaffRole): boolean {
  return config[settingOf[role]] ?? !isLoopbackUrl(config.SITE_URL);
}

/** Whether this account must enrol before anything else: two-factor required of it and missing. */
export function enrolmentDue(
  config: TwoFactorSettings,
  account: { role: StaffRole; twoFactorEnabled: boolean },
): boolean {
  return !account.twoFactorEnabled && twoFactorRequired(config, account.role);
}

/** The start-up warning when two-factor was turned off on purpose on a deployed site. */
export function twoFactorWarning(config: TwoFactorSettings): string | undefined {
  if (isLoopbackUrl(config.SITE_URL)) return undefined;
  const off = (['admin', 'editor'] as const).filter((role) => config[settingOf[role]] === false);
  if (off.length === 0) return undefined;
  const settings = off.map((role) => `${settingOf[role]}=false`).join(', ');
  return `[security] ${settings}: ${off.map((role) => `${role}s`).join(' and ')} of this deployed site may sign in with a password alone. Remove the setting to require two-factor.`;
}
