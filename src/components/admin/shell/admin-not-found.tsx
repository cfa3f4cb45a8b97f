import { ArrowLeft, SearchX } from 'lucide-react';
import { LinkButton } from '@/components/admin/ui/button';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { answerAdminNotFound } from '@/server/admin/admin-not-found.server';

/**
 * The admin's 404, drawn inside the panel's layout (the sidebar stays): says that no screen or
 * record has this address, in the admin's language, and leads back to the dashboard.
 */
export async function AdminNotFound() {
  const t = await adminTranslator();
  return (
    <div className="grid place-items-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-line bg-ink-card/60 p-8 text-center">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-fg-muted" />
        <p className="mt-4 text-sm font-semibold tracking-wider text-fg-muted uppercase">404</p>
        <h1 className="mt-1 text-2xl font-semibold text-fg">{t('ui.notFound.title')}</h1>
        <p className="mt-3 text-sm text-fg-muted">{t('ui.notFound.text')}</p>
        <LinkButton href="/admin" variant="primary" className="mt-6">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('ui.backToDashboard')}
        </LinkButton>
      </div>
    </div>
  );
}

/** For a page that has nothing at its address: answers 404 and draws the admin's 404. */
export function adminNotFoundPage() {
  answerAdminNotFound();
  return <AdminNotFound />;
}
