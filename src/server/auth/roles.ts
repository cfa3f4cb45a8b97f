import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';

/**
 * The two staff roles. `admin` does everything; `editor` writes content (posts, testimonials,
 * services) and answers contacts, but never manages people or reads the audit log.
 * These statements gate better-auth's own admin endpoints; our pages and actions use the
 * named checks in guards.server.ts.
 */
export const staffRoleNames = ['admin', 'editor'] as const;
export type StaffRole = (typeof staffRoleNames)[number];

export const accessControl = createAccessControl({
  ...defaultStatements,
  content: ['write'],
} as const);

export const staffRoles = {
  admin: accessControl.newRole({ ...adminAc.statements, content: ['write'] }),
  editor: accessControl.newRole({ content: ['write'] }),
};

export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoleNames.includes(value as StaffRole);
}
