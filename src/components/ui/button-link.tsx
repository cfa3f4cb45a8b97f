import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { LocalizedLink } from '@/components/site/localized-link';

const variants = {
  primary:
    'bg-gradient-to-r from-accent to-violet text-ink shadow-lg shadow-accent/20 hover:brightness-110',
  secondary:
    'border border-line bg-ink-raised/60 text-fg hover:border-accent hover:text-accent-strong',
} as const;

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold transition';

/** The look of a call-to-action, for a button that acts on the page instead of linking. */
export function callToActionClass(variant: keyof typeof variants = 'primary'): string {
  return `${base} ${variants[variant]}`;
}

interface Props {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}

/** A call-to-action link to a page of the site, in the visitor's language. */
export function ButtonLink({
  href,
  locale,
  children,
  variant = 'primary',
  className = '',
}: Props & { locale: Locale }) {
  return (
    <LocalizedLink
      href={href}
      locale={locale}
      className={`${callToActionClass(variant)} ${className}`}
    >
      {children}
    </LocalizedLink>
  );
}

/** A call-to-action to another site (booking page, partners): new tab, no opener, no referrer. */
export function ExternalButtonLink({ href, children, variant = 'primary', className = '' }: Props) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${callToActionClass(variant)} ${className}`}
    >
      {children}
    </a>
  );
}
