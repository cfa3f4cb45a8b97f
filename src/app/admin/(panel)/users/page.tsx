import type { Metadata } from 'next';
import { InviteUserButton } from '@/components/admin/users/invite-user-button';
import { UsersTable } from '@/components/admin/users/users-table';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { listStaffUsers } from '@/server/auth/users.server';
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
  return (
    <>
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={<InviteUserButton action={userActions.inviteUser} />}
      />
      <UsersTable users={users} currentUserId={staff.id} actions={userActions} />
    </>
  );
}
