import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements } from 'better-auth/plugins/admin/access';

/**
 * What each staff role (src/lib/admin/roles.ts) may do at better-auth's own admin endpoints;
 * our pages and actions use the named checks in guards.server.ts.
 */
export const accessControl = createAccessControl({
  ...defaultStatements,
  content: ['write'],
} as const);

export const staffRoles = {
  admin: accessControl.newRole({ ...adminAc.statements, content: ['write'] }),
  editor: accessControl.newRole({ content: ['write'] }),
};
