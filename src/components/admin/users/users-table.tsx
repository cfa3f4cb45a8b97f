/**
 * The staff accounts table (spec: e-mail, role, created date; newest first), with what an admin
 * can do to each account. Used by /admin/users and by the dashboard's Utilisateurs tab:
 * `<UsersTable users={await listStaffUsers(getDb())} currentUserId={staff.id} actions={…} />` — admins only
 * (the row actions are admin server actions; each checks again).
 * The acting admin's own row offers no role change, ban, two-factor reset or delete.
 */
import Link from 'next/link';
import { Mail, ShieldOff, Trash2, UserCheck, UserX } from 'lucide-react';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { breakAnywhere, EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminFormAction } from '@/lib/admin/action-result';
import { formatAdminDate } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import type { StaffUser } from '@/server/auth/users.server';
import { RoleForm } from './role-form';
import { UserActionForm } from './user-action-form';

export interface UsersTableProps {
  /** From `listStaffUsers(db)`, already newest first. */
  users: readonly StaffUser[];
  /** The signed-in admin (`staff.id`): their own row cannot be demoted, banned or deleted. */
  currentUserId: string;
  /** The row actions (app/admin/(panel)/users/actions.ts). */
  actions: Record<
    | 'changeRole'
    | 'unbanUser'
    | 'sendUserPasswordLink'
    | 'banUser'
    | 'resetTwoFactor'
    | 'deleteUser',
    AdminFormAction
  >;
}

export async function UsersTable({ users, currentUserId, actions }: UsersTableProps) {
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  const roles = { admin: t('users.roles.admin'), editor: t('users.roles.editor') };

  return (
    <Table caption={t('users.tableCaption', { count: users.length })}>
      <thead>
        <tr>
          <Th>{t('users.columns.email')}</Th>
          <Th>{t('users.columns.role')}</Th>
          <Th>{t('users.columns.createdAt')}</Th>
          <Th>{t('users.columns.state')}</Th>
          {/* `relative` anchors the sr-only label inside the scrolling box (no page overflow). */}
          <Th className="relative">
            <span className="sr-only">{t('ui.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? <EmptyRow colSpan={5}>{t('users.empty')}</EmptyRow> : null}
        {users.map((user) => {
          const self = user.id === currentUserId;
          return (
            <Tr key={user.id}>
              <Td className={`min-w-40 ${breakAnywhere}`}>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-medium">{user.email}</span>
                  {self ? <StatusBadge variant="info">{t('users.you')}</StatusBadge> : null}
                </div>
                <div className="text-xs text-fg-muted">{user.name}</div>
              </Td>
              <Td>
                {self ? (
                  roles[user.role]
                ) : (
                  <RoleForm
                    key={`${user.id}:${user.role}`}
                    action={actions.changeRole}
                    userId={user.id}
                    role={user.role}
                    email={user.email}
                  />
                )}
              </Td>
              <Td className="whitespace-nowrap text-fg-muted">
                <time dateTime={user.createdAt}>
                  {formatAdminDate(locale, user.createdAt, false)}
                </time>
              </Td>
              <Td>
                <div className="flex flex-col items-start gap-1.5">
                  {user.banned ? (
                    <StatusBadge variant="danger">{t('users.state.banned')}</StatusBadge>
                  ) : (
                    <StatusBadge variant="success">{t('users.state.active')}</StatusBadge>
                  )}
                  {user.twoFactorEnabled ? (
                    <StatusBadge variant="info">{t('users.state.twoFactorOn')}</StatusBadge>
                  ) : (
                    <StatusBadge variant="neutral">{t('users.state.twoFactorOff')}</StatusBadge>
                  )}
                </div>
              </Td>
              <Td>
                {self ? (
                  <Link
                    href="/admin/account"
                    className="text-xs text-accent underline-offset-4 hover:underline"
                  >
                    {t('users.selfLink')}
                  </Link>
                ) : (
                  <div className="flex flex-wrap justify-end gap-1.5">
                    {user.banned ? (
                      <UserActionForm
                        action={actions.unbanUser}
                        userId={user.id}
                        email={user.email}
                      >
                        <UserCheck aria-hidden="true" className="size-3.5" />
                        {t('users.actions.unban')}
                      </UserActionForm>
                    ) : (
                      <>
                        <UserActionForm
                          action={actions.sendUserPasswordLink}
                          userId={user.id}
                          email={user.email}
                          variant="ghost"
                          title={t('users.actions.sendLinkHint')}
                        >
                          <Mail aria-hidden="true" className="size-3.5" />
                          <span className="sr-only">{t('users.actions.sendLink')}</span>
                        </UserActionForm>
                        <UserActionForm
                          action={actions.banUser}
                          userId={user.id}
                          email={user.email}
                          confirmText={t('users.confirm.ban', { email: user.email })}
                        >
                          <UserX aria-hidden="true" className="size-3.5" />
                          {t('users.actions.ban')}
                        </UserActionForm>
                      </>
                    )}
                    {user.twoFactorEnabled ? (
                      <UserActionForm
                        action={actions.resetTwoFactor}
                        userId={user.id}
                        email={user.email}
                        confirmText={t('users.confirm.resetTwoFactor', { email: user.email })}
                      >
                        <ShieldOff aria-hidden="true" className="size-3.5" />
                        {t('users.actions.resetTwoFactor')}
                      </UserActionForm>
                    ) : null}
                    <UserActionForm
                      action={actions.deleteUser}
                      userId={user.id}
                      email={user.email}
                      variant="danger"
                      confirmText={t('users.confirm.delete', { email: user.email })}
                    >
                      <Trash2 aria-hidden="true" className="size-3.5" />
                      {t('common.delete')}
                    </UserActionForm>
                  </div>
                )}
              </Td>
            </Tr>
          );
        })}
      </tbody>
    </Table>
  );
}
