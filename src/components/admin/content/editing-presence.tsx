'use client';
/**
 * Tells the server every 15 s that this editor has `document` open, and shows who else has it
 * open (issue 30): two editors then know before they save over each other's work (the second
 * save is refused anyway, as a conflict). Leaving the screen says so at once; a screen that
 * stops saying anything (a closed laptop) drops out after 45 s on the others' screens.
 */
import { Users } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import type { PresenceAnswer } from '@/lib/admin/presence-schema';

const refreshMs = 15_000;

export function EditingPresence({ document }: { document: string }) {
  const t = useTranslations('presence');
  const locale = useLocale() as AdminLocale;
  const [others, setOthers] = useState<PresenceAnswer['others']>([]);

  useEffect(() => {
    let stopped = false;
    const tell = (leaving: boolean) =>
      fetch('/api/admin/presence', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ document, leaving }),
        // The leaving word must reach the server after the page is gone.
        keepalive: leaving,
      });
    const refresh = async () => {
      if (globalThis.document.visibilityState === 'hidden') return;
      try {
        const answer = await tell(false);
        if (answer.ok && !stopped) setOthers(((await answer.json()) as PresenceAnswer).others);
      } catch {
        // Offline for a moment: the next refresh tries again; the editor loses nothing.
      }
    };
    void refresh();
    const timer = setInterval(refresh, refreshMs);
    const onVisible = () => void refresh();
    const onLeave = () => void tell(true).catch(() => undefined);
    globalThis.document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', onLeave);
    return () => {
      stopped = true;
      clearInterval(timer);
      globalThis.document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onLeave);
      onLeave();
    };
  }, [document]);

  return (
    <div role="status" aria-live="polite">
      {others.length > 0 ? (
        <p className="mb-4 flex items-start gap-2 rounded-lg border border-accent/50 bg-accent/10 px-3 py-2 text-sm text-fg">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('others', {
              count: others.length,
              names: others.map((other) => other.label).join(', '),
              since: formatAdminDate(locale, others[0]!.since),
            })}
          </span>
        </p>
      ) : null}
    </div>
  );
}
