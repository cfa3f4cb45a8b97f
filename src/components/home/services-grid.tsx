import { ArrowRight } from '@/components/ui/icons';
import { homeAnchorOf, isServiceId } from '@/content/service-ids';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field } from '@/components/site/page-copy';
import type { Service } from '@/server/services/service-pages.server';
import { LocalizedLink } from '@/components/site/localized-link';
import { ServiceIcon } from '@/components/site/service-icon';
import { ButtonLink } from '@/components/ui/button-link';
import { HomeSection } from './section';
import { SectionHeading } from '@/components/ui/section-heading';

/** Where a home card lands on /services (spec: the home uses #lead-generation for generation-leads). */
function serviceHref(id: string): string {
  return `/services#${isServiceId(id) ? homeAnchorOf(id) : id}`;
}

/** The eight service cards. Renders nothing when the database has no services yet. */
export function HomeServices({
  locale,
  copy,
  services,
}: {
  locale: Locale;
  copy: ShownSection;
  services: Service[];
}) {
  if (services.length === 0) return null;
  return (
    <HomeSection id="home-services">
      <SectionHeading
        className="mb-12"
        id="home-services-title"
        eyebrow={field(copy, 'eyebrow', locale)}
        title={field(copy, 'title', locale)}
        intro={field(copy, 'intro', locale)}
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service) => (
          <li key={service.id}>
            <LocalizedLink
              href={serviceHref(service.id)}
              locale={locale}
              className="group flex h-full flex-col rounded-2xl border border-line bg-ink-card/60 p-6 transition hover:-translate-y-1 hover:border-accent/60 hover:bg-ink-card"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent-strong ring-1 ring-accent/30">
                <ServiceIcon name={service.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-fg-muted">
                {service.description}
              </p>
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-strong">
                {field(copy, 'more', locale)}
                <ArrowRight
                  aria-hidden
                  className="flip-rtl size-4 transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                />
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink href="/services" locale={locale} variant="secondary">
          {field(copy, 'all', locale)}
          <ArrowRight aria-hidden className="flip-rtl size-4" />
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
