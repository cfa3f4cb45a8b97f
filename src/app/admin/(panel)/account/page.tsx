import type { Metadata } from 'next';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { FormAlert } from '@/components/admin/auth/form-alert';
import { LinkButton } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { PageHeader } from '@/components/admin/ui/page-header';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { twoFactorSetupPath } from '@/server/auth/admin-paths';
import { minPasswordLength } from '@/server/auth/auth-options.server';
import { requireSignedIn } from '@/server/auth/guards.server';
import { ChangePasswordForm } from './change-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('account.meta.title') };
}

/** One's own account: who I am, my password, my second factor. */
export default async function AccountPage({ searchParams }: PageProps<'/admin/account'>) {
  const staff = await requireSignedIn();
  const [t, query] = await Promise.all([adminTranslator(), searchParams]);
  const twoFactorText = staff.twoFactorEnabled
    ? t('account.twoFactor.enabledText')
    : t('account.twoFactor.disabledText');
  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.description')} />
      {query.notice === 'password-changed' ? (
        <div className="mb-6">
          <FormAlert tone="success">{t('account.password.success')}</FormAlert>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="space-y-6">
          <Card as="section" aria-labelledby="account-profile">
            <CardHeader id="account-profile" title={t('account.profile.title')} />
            <dl className="grid gap-3 text-sm">
              {[
                [t('account.profile.name'), staff.name],
                [t('account.profile.email'), staff.email],
                [t('account.profile.role'), t(`account.profile.roles.${staff.role}`)],
              ].map(([term, value]) => (
                <div key={term} className="grid gap-0.5">
                  <dt className="text-fg-muted">{term}</dt>
                  <dd className="font-medium break-all text-fg">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card as="section" aria-labelledby="account-two-factor">
            <CardHeader
              id="account-two-factor"
              title={t('account.twoFactor.title')}
              actions={
                <StatusBadge variant={staff.twoFactorEnabled ? 'success' : 'warning'}>
                  {staff.twoFactorEnabled
                    ? t('twoFactor.setup.enabled')
                    : t('twoFactor.setup.disabled')}
                </StatusBadge>
              }
            />
            <p className="flex items-start gap-2 text-sm text-fg-muted">
              {staff.twoFactorEnabled ? (
                <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              ) : (
                <ShieldOff aria-hidden className="mt-0.5 size-4 shrink-0" />
              )}
              {twoFactorText}
            </p>
            <LinkButton
              href={twoFactorSetupPath}
              variant={staff.twoFactorEnabled ? 'secondary' : 'primary'}
              className="mt-4"
            >
              {staff.twoFactorEnabled
                ? t('account.twoFactor.manage')
                : t('account.twoFactor.enable')}
            </LinkButton>
          </Card>
        </div>
        <Card as="section" aria-labelledby="account-password">
          <CardHeader
            id="account-password"
            title={t('account.password.title')}
            description={t('account.password.description')}
          />
          <ChangePasswordForm
            email={staff.email}
            minLength={minPasswordLength}
            withCode={staff.twoFactorEnabled}
          />
        </Card>
      </div>
    </>
  );
}
