/**
 * How many addresses stand in each state, as five small cards; each card is a link to the list
 * narrowed to its state (the current one marked).
 */
import Link from 'next/link';
import type { SubscriberStateFilter } from '@/lib/admin/subscriber-filters';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { SubscriberCounts as Counts } from '@/server/newsletter/subscriber-admin.server';

const order: SubscriberStateFilter[] = ['all', 'confirmed', 'pending', 'unsubscribed', 'bounced'];

export function SubscriberCounts({
  counts,
  current,
  t,
}: {
  counts: Counts;
  current: SubscriberStateFilter;
  t: AdminTranslator;
}) {
  return (
    <nav aria-label={t('subscribers.counts.label')} className="mb-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {order.map((state) => {
          const active = state === current;
          return (
            <li key={state}>
              <Link
                href={state === 'all' ? '/admin/subscribers' : `/admin/subscribers?state=${state}`}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-xl border p-4 transition-colors ${
                  active
                    ? 'border-accent/60 bg-accent/10'
                    : 'border-line bg-ink-card/60 hover:border-accent/40'
                }`}
              >
                <span className="block text-sm text-fg-muted">
                  {t(`subscribers.counts.${state}`)}
                </span>
                <span className="mt-1 block text-2xl font-semibold text-fg tabular-nums">
                  {counts[state]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
