import { Mail, MapPin, MessageCircle, Phone } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { telHref, whatsappHref } from '@/lib/contact-links';
import type { AgencySettings } from '@/lib/site-settings';
import { LocalizedText } from './localized-text';
import { LocalizedLink } from './localized-link';
import { Logo } from './logo';
import { mainNavigation } from './navigation';
import { SocialLinks } from './social-links';

/** Spec footer anchors on /services (the expertise areas). */
export const footerServiceAnchors = [
  'transformation',
  'automatisation',
  'contenu',
  'partenariat',
] as const;

/** A link to an expertise area of /services, named by that area's own title. */
export interface FooterServiceLink {
  anchor: (typeof footerServiceAnchors)[number];
  label: ReactNode;
}

export async function Footer({
  locale,
  agency,
  tagline,
  copyright,
  serviceLinks,
}: {
  locale: Locale;
  agency: AgencySettings;
  /** The site's words below the logo (decision 055). */
  tagline: ReactNode;
  /** The copyright line, its year filled in (decision 055). */
  copyright: ReactNode;
  /** The services page's shown expertise areas: a hidden one has no anchor to link to. */
  serviceLinks: readonly FooterServiceLink[];
}) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const linkClass = 'text-fg-muted transition hover:text-accent-strong';
  return (
    <footer className="border-t border-line bg-ink-raised/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo name={agency.siteName} gradientId="footer-logo-gradient" />
          <p className="text-sm leading-relaxed text-fg-muted">{tagline}</p>
          <SocialLinks label={t('followUs')} social={agency.social} />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="mb-4 text-sm font-semibold uppercase tracking-wider text-fg"
          >
            {t('quickLinks')}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {mainNavigation.map(({ key, href }) => (
              <li key={key}>
                <LocalizedLink href={href} locale={locale} className={linkClass}>
                  {nav(key)}
                </LocalizedLink>
              </li>
            ))}
            <li>
              <LocalizedLink href="/flyer" locale={locale} className={linkClass}>
                {t('offer')}
              </LocalizedLink>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2
            id="footer-services"
            className="mb-4 text-sm font-semibold uppercase tracking-wider text-fg"
          >
            {t('servicesTitle')}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {serviceLinks.map(({ anchor, label }) => (
              <li key={anchor}>
                <LocalizedLink href={`/services#${anchor}`} locale={locale} className={linkClass}>
                  {label}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-fg">
            {t('contactTitle')}
          </h2>
          <ul className="flex flex-col gap-3 text-sm">
            <li>
              <a
                href={`mailto:${agency.contactEmail}`}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Mail aria-hidden className="size-4 shrink-0" />
                <span dir="ltr">{agency.contactEmail}</span>
              </a>
            </li>
            <li>
              <a
                href={telHref(agency.contactPhone)}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <Phone aria-hidden className="size-4 shrink-0" />
                <span dir="ltr">{agency.contactPhone}</span>
              </a>
            </li>
            <li>
              <a
                href={whatsappHref(agency.whatsappNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <MessageCircle aria-hidden className="size-4 shrink-0" />
                {t('whatsapp')}
              </a>
            </li>
            <li className="inline-flex items-center gap-2 text-fg-muted">
              <MapPin aria-hidden className="size-4 shrink-0" />
              {/* In the visitor's language; the structured data keeps the official address. */}
              <LocalizedText value={agency.text.address} />
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{copyright}</p>
          <ul className="flex gap-4">
            <li>
              <LocalizedLink href="/privacy" locale={locale} className={linkClass}>
                {t('privacy')}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink href="/terms" locale={locale} className={linkClass}>
                {t('terms')}
              </LocalizedLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
