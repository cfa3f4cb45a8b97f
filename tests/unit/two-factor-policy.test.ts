import { describe, expect, it } from 'vitest';
import { twoFactorRequired, twoFactorWarning } from '@/lib/admin/two-factor-policy';

const deployed = 'https://www.automatia.ch';
const laptop = 'http://localhost:3000';
const unset = { ADMIN_REQUIRE_2FA: undefined, EDITOR_REQUIRE_2FA: undefined };

describe('who must have two-factor', () => {
  it('by default: every member of staff of a deployed site, admins and editors, nobody on a laptop', () => {
    for (const role of ['admin', 'editor'] as const) {
      expect(twoFactorRequired({ SITE_URL: deployed, ...unset }, role), role).toBe(true);
      expect(twoFactorRequired({ SITE_URL: laptop, ...unset }, role), role).toBe(false);
    }
  });

  it('ADMIN_REQUIRE_2FA decides for admins, EDITOR_REQUIRE_2FA for editors', () => {
    const adminsOnly = { ADMIN_REQUIRE_2FA: true, EDITOR_REQUIRE_2FA: false };
    expect(twoFactorRequired({ SITE_URL: laptop, ...adminsOnly }, 'admin')).toBe(true);
    expect(twoFactorRequired({ SITE_URL: deployed, ...adminsOnly }, 'editor')).toBe(false);
    const editorsOnly = { ADMIN_REQUIRE_2FA: false, EDITOR_REQUIRE_2FA: true };
    expect(twoFactorRequired({ SITE_URL: deployed, ...editorsOnly }, 'admin')).toBe(false);
    expect(twoFactorRequired({ SITE_URL: laptop, ...editorsOnly }, 'editor')).toBe(true);
    // One role's setting leaves the other to the default.
    expect(
      twoFactorRequired({ SITE_URL: deployed, ...unset, ADMIN_REQUIRE_2FA: false }, 'editor'),
    ).toBe(true);
  });

  it('warns once at start-up when a role was let off two-factor on a deployed site', () => {
    expect(twoFactorWarning({ SITE_URL: deployed, ...unset, ADMIN_REQUIRE_2FA: false })).toMatch(
      /ADMIN_REQUIRE_2FA=false: admins of this deployed site/,
    );
    expect(
      twoFactorWarning({ SITE_URL: deployed, ADMIN_REQUIRE_2FA: false, EDITOR_REQUIRE_2FA: false }),
    ).toMatch(/ADMIN_REQUIRE_2FA=false, EDITOR_REQUIRE_2FA=false: admins and editors/);
    expect(twoFactorWarning({ SITE_URL: deployed, ...unset })).toBeUndefined();
    expect(
      twoFactorWarning({ SITE_URL: laptop, ADMIN_REQUIRE_2FA: false, EDITOR_REQUIRE_2FA: false }),
    ).toBeUndefined();
  });
});
