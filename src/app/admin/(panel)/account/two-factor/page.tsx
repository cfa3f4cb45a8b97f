import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import Link from 'next/link';
import { FormAlert } from '@/components/admin/auth/form-alert';
import { LinkButton } from '@/components/admin/ui/button';
import { Card, CardHeader } from '@/components/admin/ui/card';
import { PageHeader } from '@/components/admin/ui/page-header';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { settings } from '@/config/settings';
import { twoFactorRequired } from '@/lib/admin/two-factor-policy';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { adminHome } from '@/server/auth/admin-paths';
import { requireSignedIn } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { hasPendingEnrolment } from '@/server/auth/own-account.server';
import { DisableForm, EnrolmentForm, RenewCodesForm } from './two-factor-forms';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('twoFactor.setup.meta.title') };
}

/**
 * Two-factor for one's own account: enrol (reachable while a required two-factor holds
 * everything else back) or turn it off.
 */
export default async function TwoFactorSetupPage({
  searchParams,
}: PageProps<'/admin/account/two-factor'>) {
  const staff = await requireSignedIn();
  const [t, query] = await Promise.all([adminTranslator(), searchParams]);
  const enabled = staff.twoFactorEnabled;
  const pending = await hasPendingEnrolment({ db: getDb() }, staff);
  const notice =
    query.notice === 'enabled' && enabled
      ? t('twoFactor.setup.enabledNotice')
      : query.notice === 'disabled' && !enabled
        ? t('twoFactor.setup.disabledNotice')
        : undefined;
  return (
    <>
      <PageHeader
        title={t('twoFactor.setup.title')}
        description={t('twoFactor.setup.description')}
        actions={
          <LinkButton href="/admin/account" variant="ghost">
            <ArrowLeft aria-hidden className="size-4" />
            {t('twoFactor.setup.backToAccount')}
          </LinkButton>
        }
      />
      <div className="max-w-3xl space-y-6">
        {notice ? (
          <FormAlert tone="success">
            {notice}{' '}
            {enabled ? (
              <Link href={adminHome} className="font-medium underline underline-offset-4">
                {t('twoFactor.setup.continue')}
              </Link>
            ) : null}
          </FormAlert>
        ) : null}
        {twoFactorRequired(settings(), staff.role) && !enabled ? (
          <FormAlert tone="info">{t('twoFactor.setup.required')}</FormAlert>
        ) : null}
        <Card as="section" aria-labelledby="two-factor-status">
          <CardHeader
            id="two-factor-status"
            title={enabled ? t('twoFactor.setup.disable.title') : t('twoFactor.setup.start.title')}
            actions={
              <StatusBadge variant={enabled ? 'success' : 'warning'}>
                {enabled ? t('twoFactor.setup.enabled') : t('twoFactor.setup.disabled')}
              </StatusBadge>
            }
          />
          {enabled ? (
            <>
              <p className="mb-5 text-sm text-fg-muted">
                {t('twoFactor.setup.enabledText')} {t('twoFactor.setup.disable.text')}
              </p>
              <DisableForm />
            </>
          ) : (
            <EnrolmentForm pending={pending} />
          )}
        </Card>
        {enabled ? (
          <Card as="section" aria-labelledby="two-factor-renew">
            <CardHeader id="two-factor-renew" title={t('twoFactor.setup.renew.title')} />
            <p className="mb-5 text-sm text-fg-muted">{t('twoFactor.setup.renew.text')}</p>
            <RenewCodesForm />
          </Card>
        ) : null}
      </div>
    </>
  );
}
