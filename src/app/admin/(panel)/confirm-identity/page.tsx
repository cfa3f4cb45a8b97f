import type { Metadata } from 'next';
import { Card } from '@/components/admin/ui/card';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { safeNextPath } from '@/server/auth/admin-paths';
import { freshProofMinutes } from '@/server/auth/fresh-proof.server';
import { requireStaff } from '@/server/auth/guards.server';
import { ConfirmIdentityForm } from './confirm-identity-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('freshProof.meta.title') };
}

/**
 * Where a sensitive action sends a session that has not proven itself in the last ten minutes
 * (fresh-proof.server.ts); `next` is the page to go back to, inside the admin only.
 */
export default async function ConfirmIdentityPage({
  searchParams,
}: PageProps<'/admin/confirm-identity'>) {
  const staff = await requireStaff();
  const [t, query] = await Promise.all([adminTranslator(), searchParams]);
  const next = safeNextPath(typeof query.next === 'string' ? query.next : undefined);
  const withCode = staff.twoFactorEnabled;
  return (
    <>
      <PageHeader title={t('freshProof.title')} description={t('freshProof.description')} />
      <Card as="section" className="max-w-xl">
        <p className="mb-5 text-sm text-fg-muted">
          {t(withCode ? 'freshProof.textWithCode' : 'freshProof.text', {
            minutes: freshProofMinutes,
          })}
        </p>
        <ConfirmIdentityForm next={next} withCode={withCode} />
        <LinkButton href={next} variant="ghost" className="mt-3">
          {t('freshProof.cancel')}
        </LinkButton>
      </Card>
    </>
  );
}
