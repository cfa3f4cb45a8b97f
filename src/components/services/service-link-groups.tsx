import { ArrowRight, Briefcase, Globe, MapPin, type IconComponent } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/site/localized-link';
import { field } from '@/components/site/page-copy';
import { PendingLinkLabel } from '@/components/site/pending-link-label';
import type { Locale } from '@/i18n/locales';
import type { LandingKind } from '@/lib/admin/landing-page-schema';
import type { FallbackAttributes } from '@/lib/shown-text';
import { landingLinksOfKind } from '@/server/landing-pages/landing-pages.server';
import { frenchFallback } from '@/components/landing/french-fallback';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import type { Service } from '@/server/services/service-pages.server';
import { SectionHeading } from '@/components/ui/section-heading';

/** The services the spec links to as complementary pages. */
const complementaryIds = [
  'agents-ia',
  'automatisations-metiers',
  'generation-leads',
  'support-client',
];

interface LinkItem {
  href: string;
  title: string;
  /** A landing page's title shown in French: its mark. */
  titleAttributes?: FallbackAttributes;
}

/** Spec §2 "Services": the landing pages of a kind, in the services page's order (content). */
async function landingLinks(kind: LandingKind, locale: Locale): Promise<LinkItem[]> {
  return (await landingLinksOfKind(kind)).map((page) => ({
    href: `/services/${page.slug}`,
    title: page.text[locale].title,
    titleAttributes: frenchFallback(page.text[locale], 'title', locale),
  }));
}

/** The landing pages and complementary services, under the page's `links` section's headings. */
export async function ServiceLinkGroups({
  locale,
  services,
  copy,
}: {
  locale: Locale;
  services: Service[];
  copy: ShownSection;
}) {
  const copyText = (name: string) => field(copy, name, locale);
  const [common, regional, specialised, international] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    landingLinks('region', locale),
    landingLinks('specialised', locale),
    landingLinks('country', locale),
  ]);
  const loading = common('loading');
  const complementary = complementaryIds.flatMap((id) => {
    const service = services.find((s) => s.id === id);
    return service ? [{ href: `/services/${id}`, title: service.title }] : [];
  });
  return (
    <section
      aria-labelledby="service-links-title"
      className="border-y border-line bg-ink-raised/40 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          className="mb-12"
          id="service-links-title"
          eyebrow={copyText('eyebrow')}
          title={copyText('title')}
        />
        {/* The nine regions take two columns; the two shorter groups share the third. */}
        <div className="grid gap-6 lg:grid-cols-3">
          <LinkGroup
            id="service-links-regional"
            title={copyText('regional')}
            icon={MapPin}
            links={regional}
            locale={locale}
            loading={loading}
            className="lg:col-span-2"
            listClassName="sm:grid-cols-2"
          />
          <div className="flex flex-col gap-6">
            <LinkGroup
              id="service-links-specialised"
              title={copyText('specialised')}
              icon={Briefcase}
              links={specialised}
              locale={locale}
              loading={loading}
            />
            <LinkGroup
              id="service-links-international"
              title={copyText('international')}
              icon={Globe}
              links={international}
              locale={locale}
              loading={loading}
            />
            <LinkGroup
              id="service-links-complementary"
              title={copyText('complementary')}
              icon={ArrowRight}
              iconClassName="flip-rtl"
              links={complementary}
              locale={locale}
              loading={loading}
            />
          </div>
        </div>
      </div>
    </section>
  );
}

function LinkGroup({
  id,
  title,
  icon: Icon,
  iconClassName = '',
  links,
  locale,
  loading,
  className = '',
  listClassName = '',
}: {
  id: string;
  title: ReactNode;
  icon: IconComponent;
  iconClassName?: string;
  links: LinkItem[];
  locale: Locale;
  /** 'Chargement...', a link's label while its page loads. */
  loading: string;
  className?: string;
  listClassName?: string;
}) {
  return (
    <nav
      aria-labelledby={id}
      className={`rounded-2xl border border-line bg-ink-card/60 p-6 ${className}`}
    >
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <ul className={`mt-4 grid gap-x-6 gap-y-1 ${listClassName}`}>
        {links.map(({ href, title: linkTitle, titleAttributes }) => (
          <li key={href}>
            <LocalizedLink
              href={href}
              locale={locale}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 text-fg-muted transition hover:bg-ink-raised hover:text-accent-strong"
            >
              <Icon aria-hidden className={`size-4 shrink-0 text-accent ${iconClassName}`} />
              <PendingLinkLabel
                label={linkTitle}
                loading={loading}
                labelAttributes={titleAttributes}
              />
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
