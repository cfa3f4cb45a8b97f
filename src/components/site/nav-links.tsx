'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localizedHref, publicPathname } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';
import { isCurrentSection, mainNavigation, type NavKey } from './navigation';

interface Props {
  locale: Locale;
  labels: Record<NavKey, string>;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** The main links, marking the current section with aria-current. */
export function NavLinks({ locale, labels, className, linkClassName, onNavigate }: Props) {
  const pathname = publicPathname(usePathname());
  return (
    <ul className={className}>
      {mainNavigation.map(({ key, href }) => {
        const current = isCurrentSection(pathname, href);
        return (
          <li key={key}>
            <Link
              href={localizedHref(href, locale)}
              aria-current={current ? 'page' : undefined}
              className={linkClassName}
              onClick={onNavigate}
            >
              {labels[key]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
