/**
 * Server-rendered tabs: links (`?tab=…`), the current one marked `aria-current="page"`. Each tab
 * is a real URL, so they work without JavaScript and survive a reload.
 * Usage: <Tabs label="Sections" items={[{ id: 'users', label: 'Utilisateurs', href: '/admin?tab=users' }]} current="users" />
 */
import Link from 'next/link';

export interface TabItem {
  id: string;
  label: string;
  href: string;
}

export function Tabs({
  label,
  items,
  current,
}: {
  /** Accessible name of the tab bar. */
  label: string;
  items: readonly TabItem[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="mb-6 overflow-x-auto border-b border-line">
      <ul className="flex min-w-max gap-1">
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                scroll={false}
                className={`-mb-px inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium transition-colors ${
                  active
                    ? 'border-accent text-fg'
                    : 'border-transparent text-fg-muted hover:border-line hover:text-fg'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
