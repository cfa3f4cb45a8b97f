import { isLoopbackUrl, type Settings } from '@/config/settings';
import type { StaffRole } from './roles';

/**
 * Whether a member of staff must have two-factor before doing anything in the admin.
 * `ADMIN_REQUIRE_2FA=true`: everyone; `=false`: nobody (start-up warns on a deployed site).
 * Unset: admins on a deployed site (SITE_URL not a loopback address), so a site deployed without
 * reading the docs is safe; editors may enrol, and a laptop stays as easy as `npm start`.
 */
export function twoFactorRequired(
  config: Pick<Settings, 'ADMIN_REQUIRE_2FA' | 'SITE_URL'>,
  role: StaffRole,
): boolean {
  if (config.ADMIN_REQUIRE_2FA !== undefined) return config.ADMIN_REQUIRE_2FA;
  return role === 'admin' && !isLoopbackUrl(config.SITE_URL);
}

/** Whether this account must enrol before anything else: two-factor required of it and missing. */
export function enrolmentDue(
  config: Pick<Settings, 'ADMIN_REQUIRE_2FA' | 'SITE_URL'>,
  account: { role: StaffRole; twoFactorEnabled: boolean },
): boolean {
  return !account.twoFactorEnabled && twoFactorRequired(config, account.role);
}

/** The start-up warning when two-factor was turned off on purpose on a deployed site. */
export function twoFactorWarning(
  config: Pick<Settings, 'ADMIN_REQUIRE_2FA' | 'SITE_URL'>,
): string | undefined {
  if (config.ADMIN_REQUIRE_2FA !== false || isLoopbackUrl(config.SITE_URL)) return undefined;
  return '[security] ADMIN_REQUIRE_2FA=false: admins of this deployed site may sign in with a password alone. Remove the setting to require two-factor of admins.';
}
