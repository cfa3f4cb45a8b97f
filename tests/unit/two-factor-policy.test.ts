import { describe, expect, it } from 'vitest';
import { twoFactorRequired, twoFactorWarning } from '@/lib/admin/two-factor-policy';

const deployed = 'https://www.automatia.ch';
const laptop = 'http://localhost:3000';

describe('who must have two-factor', () => {
  it('by default: the admins of a deployed site, not its editors, and nobody on a laptop', () => {
    expect(twoFactorRequired({ SITE_URL: deployed, ADMIN_REQUIRE_2FA: undefined }, 'admin')).toBe(
      true,
    );
    expect(twoFactorRequired({ SITE_URL: deployed, ADMIN_REQUIRE_2FA: undefined }, 'editor')).toBe(
      false,
    );
    expect(twoFactorRequired({ SITE_URL: laptop, ADMIN_REQUIRE_2FA: undefined }, 'admin')).toBe(
      false,
    );
  });

  it('ADMIN_REQUIRE_2FA=true asks everyone; =false nobody, with one warning on a deployed site', () => {
    for (const role of ['admin', 'editor'] as const) {
      expect(twoFactorRequired({ SITE_URL: laptop, ADMIN_REQUIRE_2FA: true }, role)).toBe(true);
      expect(twoFactorRequired({ SITE_URL: deployed, ADMIN_REQUIRE_2FA: false }, role)).toBe(false);
    }
    expect(twoFactorWarning({ SITE_URL: deployed, ADMIN_REQUIRE_2FA: false })).toMatch(
      /ADMIN_REQUIRE_2FA=false/,
    );
    expect(twoFactorWarning({ SITE_URL: deployed, ADMIN_REQUIRE_2FA: undefined })).toBeUndefined();
    expect(twoFactorWarning({ SITE_URL: laptop, ADMIN_REQUIRE_2FA: false })).toBeUndefined();
  });
});
