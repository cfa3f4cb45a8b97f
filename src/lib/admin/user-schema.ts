import * as z from 'zod/mini';
import { emailField } from '@/lib/forms/email-field';
import { cleanLine } from '@/lib/forms/text';
import { staffRoleNames } from '@/lib/admin/roles';

/**
 * The admin's user forms, shared by the client forms and the server actions. Refusals are keys
 * of the `users.errors` text set, translated where they are shown.
 */
export const userFormErrors = [
  'emailInvalid',
  'nameRequired',
  'nameTooLong',
  'roleInvalid',
] as const;
export type UserFormError = (typeof userFormErrors)[number];

export const userNameMaxLength = 100;

// The roles again, as values: roles.ts also builds better-auth's access control, which must not
// reach the browser bundle this schema is part of.
export const userRoles = staffRoleNames;

const roleField = z.enum(userRoles, 'roleInvalid');

/** '+ Inviter un utilisateur': who, and with which role. */
export const inviteUserSchema = z.object({
  email: emailField({ invalid: 'emailInvalid', tooLong: 'emailInvalid' }).check(z.toLowerCase()),
  name: z
    .string('nameRequired')
    .check(
      z.overwrite(cleanLine),
      z.minLength(1, 'nameRequired'),
      z.maxLength(userNameMaxLength, 'nameTooLong'),
    ),
  role: roleField,
});

export type InviteUserInput = z.output<typeof inviteUserSchema>;

/** The inline role select of a row. */
export const changeRoleSchema = z.object({
  userId: z.string('roleInvalid').check(z.minLength(1, 'roleInvalid')),
  role: roleField,
});

export type ChangeRoleInput = z.output<typeof changeRoleSchema>;
