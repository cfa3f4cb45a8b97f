/**
 * The card of an admin status page, in the admin's language: 403 (an editor on an admin-only
 * screen) or 404 (no screen or record at this address). What happened, why, and the way back to
 * the dashboard every member of staff may see.
 */
import { ArrowLeft, SearchX, ShieldAlert } from 'lucide-react';
import { LinkButton } from '@/components/admin/ui/button';
import { adminTranslator } from '@/server/admin/admin-i18n.server';

const statuses = {
  403: {
    Icon: ShieldAlert,
    iconClassName: 'text-danger',
    title: 'common.forbiddenTitle',
    text: 'common.forbiddenText',
  },
  404: {
    Icon: SearchX,
    iconClassName: 'text-fg-muted',
    title: 'ui.notFound.title',
    text: 'ui.notFound.text',
  },
} as const;

export async function AdminStatusCard({ status }: { status: keyof typeof statuses }) {
  const t = await adminTranslator();
  const { Icon, iconClassName, title, text } = statuses[status];
  return (
    <div className="w-full max-w-md rounded-xl border border-line bg-ink-card/60 p-8 text-center">
      <Icon aria-hidden="true" className={`mx-auto size-10 ${iconClassName}`} />
      <p className="mt-4 text-sm font-semibold tracking-wider text-fg-muted uppercase">{status}</p>
      <h1 className="mt-1 text-2xl font-semibold text-fg">{t(title)}</h1>
      <p className="mt-3 text-sm text-fg-muted">{t(text)}</p>
      <LinkButton href="/admin" variant="primary" className="mt-6">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('ui.backToDashboard')}
      </LinkButton>
    </div>
  );
}
