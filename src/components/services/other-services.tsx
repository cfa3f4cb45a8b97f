import type { ReactNode } from 'react';
import { ArrowRight, LayoutGrid } from '@/components/ui/icons';
import { LocalizedLink } from '@/components/site/localized-link';
import { PendingLinkLabel } from '@/components/site/pending-link-label';
import { ServiceIcon } from '@/components/site/service-icon';
import type { Locale } from '@/i18n/locales';
import type { Service } from '@/server/services/service-pages.server';
import { SectionHeading } from '@/components/ui/section-heading';

/** Cards linking a service page to the agency's other services. */
export function OtherServices({
  services,
  locale,
  title,
  linkLabel,
  allServicesLabel,
  loadingLabel,
}: {
  services: Service[];
  locale: Locale;
  title: ReactNode;
  linkLabel: ReactNode;
  /** The last card: back to /services (it also completes the grid of seven). */
  allServicesLabel: ReactNode;
  /** 'Chargement...', a card's title while its service's page loads. */
  loadingLabel: string;
}) {
  return (
    <section aria-labelledby="other-services-title" className="border-t border-line py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading className="mb-12" id="other-services-title" title={title} />
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {services.map((service) => (
            <li key={service.id}>
              {/* A compact row on phones (seven cards would be a long scroll), a card above. */}
              <LocalizedLink
                href={`/services/${service.id}`}
                locale={locale}
                className="group flex h-full items-center gap-4 rounded-2xl border border-line bg-ink-card/60 p-4 transition hover:border-accent/60 hover:bg-ink-card sm:flex-col sm:items-start sm:p-6"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent-strong">
                  <ServiceIcon name={service.icon} className="size-5" />
                </span>
                <h3 className="flex-1 font-semibold sm:flex-none sm:text-lg">
                  <PendingLinkLabel label={service.title} loading={loadingLabel} />
                </h3>
                <p className="line-clamp-3 text-sm leading-6 text-fg-muted max-sm:hidden">
                  {service.description}
                </p>
                <span className="inline-flex items-center gap-2 text-sm font-semibold text-accent-strong sm:mt-auto">
                  <span className="max-sm:sr-only">{linkLabel}</span>
                  <ArrowRight
                    aria-hidden
                    className="flip-rtl size-4 shrink-0 transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                  />
                </span>
              </LocalizedLink>
            </li>
          ))}
          <li>
            <LocalizedLink
              href="/services"
              locale={locale}
              className="group flex h-full min-h-16 items-center justify-center gap-3 rounded-2xl border border-dashed border-line p-4 text-center font-semibold text-accent-strong transition hover:border-accent/60 hover:bg-ink-card/60 sm:min-h-40 sm:flex-col sm:p-6"
            >
              <LayoutGrid aria-hidden className="size-6" />
              {allServicesLabel}
            </LocalizedLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
