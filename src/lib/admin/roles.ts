/**
 * The two staff roles. `admin` does everything; `editor` writes content (posts, testimonials,
 * services) and answers contacts, but never manages people or reads the audit log.
 */
export const staffRoleNames = ['admin', 'editor'] as const;
export type StaffRole = (typeof staffRoleNames)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoleNames.includes(value as StaffRole);
}
