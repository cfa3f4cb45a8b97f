/**
 * The staff accounts every e2e run starts with (created by scripts/e2e.ts in ./data/e2e.db, no
 * two-factor). Specs sign in with them through e2e/support/admin.ts; a spec that changes an
 * account (its password, its two-factor, a ban) creates a throwaway one instead. Kept with the
 * scripts because the runner needs them too, and tooling does not import the specs' folder.
 */
export const e2eStaff = {
  admin: { email: 'admin@e2e.test', password: 'e2e-admin-password-123', role: 'admin' },
  editor: { email: 'editor@e2e.test', password: 'e2e-editor-password-123', role: 'editor' },
} as const;

export type E2eRole = keyof typeof e2eStaff;
