'use client';
/**
 * The admin's navigation links, the current one highlighted (`aria-current="page"`). A client
 * leaf only because the panel layout persists across navigations and so cannot know the path
 * itself; it also closes the narrow-screen menu (<details>) once a link has been followed.
 */
import {
  BarChart3,
  Briefcase,
  FileText,
  House,
  Images,
  Inbox,
  LayoutDashboard,
  MapPinned,
  MessageCircleQuestion,
  ListChecks,
  Mail,
  MessageSquareQuote,
  Newspaper,
  PanelsTopLeft,
  Signpost,
  Webhook,
  ScrollText,
  Languages,
  Settings,
  UserCog,
  UserSearch,
  Users,
  type LucideIcon,
} from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

const icons = {
  home: House,
  dashboard: LayoutDashboard,
  audience: BarChart3,
  users: Users,
  posts: FileText,
  contacts: Inbox,
  contactServices: ListChecks,
  testimonials: MessageSquareQuote,
  services: Briefcase,
  faq: MessageCircleQuestion,
  landingPages: MapPinned,
  translations: Languages,
  pages: PanelsTopLeft,
  newsletter: Newspaper,
  media: Images,
  redirects: Signpost,
  subscribers: Mail,
  integrations: Webhook,
  audit: ScrollText,
  personalData: UserSearch,
  account: UserCog,
  settings: Settings,
} satisfies Record<string, LucideIcon>;

export type AdminNavIcon = keyof typeof icons;

export interface AdminNavItem {
  href: string;
  label: string;
  icon: AdminNavIcon;
  /** Leaves the admin (the public site): a plain link, never marked current. */
  external?: boolean;
  /** A thin rule above this item. */
  separated?: boolean;
}

function isCurrent(pathname: string, href: string): boolean {
  // The dashboard is only itself; every other area also owns its sub-pages (/admin/posts/42).
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}

const itemClass =
  'flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors';

export function AdminNav({ label, items }: { label: string; items: readonly AdminNavItem[] }) {
  const pathname = usePathname();
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // After a navigation, fold the narrow-screen menu this nav sits in (if it does).
    navRef.current?.closest('details')?.removeAttribute('open');
  }, [pathname]);

  return (
    <nav ref={navRef} aria-label={label}>
      <ul className="space-y-0.5">
        {items.map((item) => {
          const Icon = icons[item.icon];
          const current = !item.external && isCurrent(pathname, item.href);
          const className = `${itemClass} ${
            current
              ? 'bg-accent/10 text-accent-strong'
              : 'text-fg-muted hover:bg-ink-card hover:text-fg'
          }`;
          const content = (
            <>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{item.label}</span>
            </>
          );
          return (
            <li key={item.href} className={item.separated ? 'mt-2 border-t border-line pt-2' : ''}>
              {item.external ? (
                <a href={item.href} className={className}>
                  {content}
                </a>
              ) : (
                <Link
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={className}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
