import type { Metadata } from 'next';
import {
  InviteUserButton,
  type InviteUserTexts,
} from '@/components/admin/users/invite-user-button';
import { UsersTable } from '@/components/admin/users/users-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { listStaffUsers } from '@/server/admin/users.server';
import { requireAdmin } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import * as userActions from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('users.metaTitle') };
}

/** /admin/users (admins only): the staff accounts, newest first, and inviting a colleague. */
export default async function AdminUsersPage() {
  const staff = await requireAdmin();
  const t = await adminTranslator();
  const users = await listStaffUsers(getDb());
  const inviteTexts: InviteUserTexts = {
    successTitle: t('common.success'),
    errorTitle: t('common.error'),
    unknownError: t('common.unknownError'),
    open: t('users.invite.open'),
    title: t('users.invite.title'),
    description: t('users.invite.description'),
    email: t('users.invite.email'),
    name: t('users.invite.name'),
    role: t('users.invite.role'),
    roleHint: t('users.invite.roleHint'),
    roles: { admin: t('users.roles.admin'), editor: t('users.roles.editor') },
    submit: t('users.invite.submit'),
    cancel: t('common.cancel'),
    close: t('ui.close'),
    errors: {
      emailInvalid: t('users.errors.emailInvalid'),
      nameRequired: t('users.errors.nameRequired'),
      nameTooLong: t('users.errors.nameTooLong'),
      roleInvalid: t('users.errors.roleInvalid'),
    },
  };

  return (
    <>
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={<InviteUserButton action={userActions.inviteUser} texts={inviteTexts} />}
      />
      <UsersTable users={users} currentUserId={staff.id} actions={userActions} />
    </>
  );
}
