/**
 * The dashboard's six count cards (spec §2 Admin): label, figure, a caption saying what is
 * counted, and a link to the area's own screen when the viewer may open it.
 */
import {
  Briefcase,
  FileText,
  Inbox,
  MailCheck,
  MessageSquareQuote,
  Users,
  type LucideIcon,
} from 'lucide-react';
import Link from 'next/link';
import type { DashboardCounts } from '@/server/admin/stats.server';

export type CountKey = keyof DashboardCounts;

export interface CountCard {
  key: CountKey;
  label: string;
  caption: string;
  value: number;
  /** The area's screen; absent when the viewer may not open it. */
  href?: string;
}

const icons: Record<CountKey, LucideIcon> = {
  users: Users,
  posts: FileText,
  contacts: Inbox,
  testimonials: MessageSquareQuote,
  services: Briefcase,
  emailsReceived: MailCheck,
};

export function CountCards({
  title,
  cards,
  formatNumber,
}: {
  title: string;
  cards: readonly CountCard[];
  formatNumber: (value: number) => string;
}) {
  return (
    <section aria-labelledby="dashboard-counts-title">
      <h2 id="dashboard-counts-title" className="sr-only">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {cards.map((card) => {
          const Icon = icons[card.key];
          return (
            <li
              key={card.key}
              data-count={card.key}
              className="group relative flex flex-col rounded-xl border border-line bg-ink-card/60 p-4 transition-colors focus-within:border-accent/60 hover:border-accent/50"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-medium text-fg-muted">
                  {card.href ? (
                    <Link
                      href={card.href}
                      // The whole card is the link's target; the name stays the label.
                      className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
                    >
                      {card.label}
                    </Link>
                  ) : (
                    card.label
                  )}
                </h3>
                <Icon aria-hidden="true" className="size-4 shrink-0 text-accent" />
              </div>
              <p className="mt-2 text-3xl font-semibold tracking-tight text-fg tabular-nums">
                {formatNumber(card.value)}
              </p>
              <p className="mt-1 text-xs leading-snug text-fg-muted">{card.caption}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
