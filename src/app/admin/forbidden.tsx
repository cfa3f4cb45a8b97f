import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { LinkButton } from '@/components/admin/ui/button';
import { adminTranslator } from '@/server/admin/admin-i18n.server';

/**
 * The admin's 403 (what `forbidden()` renders, e.g. an editor opening user management): says
 * why, and leads back to the dashboard every member of staff may see.
 */
export default async function AdminForbidden() {
  const t = await adminTranslator();
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-16">
      <div className="w-full max-w-md rounded-xl border border-line bg-ink-card/60 p-8 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-danger" />
        <p className="mt-4 text-sm font-semibold tracking-wider text-fg-muted uppercase">403</p>
        <h1 className="mt-1 text-2xl font-semibold text-fg">{t('common.forbiddenTitle')}</h1>
        <p className="mt-3 text-sm text-fg-muted">{t('common.forbiddenText')}</p>
        <LinkButton href="/admin" variant="primary" className="mt-6">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('ui.backToDashboard')}
        </LinkButton>
      </div>
    </main>
  );
}
