import type { ReactNode } from 'react';
import { ArrowRight, CircleCheck } from '@/components/ui/icons';
import { LocalizedLink } from '@/components/site/localized-link';
import { PendingLinkLabel } from '@/components/site/pending-link-label';
import { ServiceIcon } from '@/components/site/service-icon';
import { isServiceId, serviceAnchorAliases } from '@/content/service-ids';
import type { Locale } from '@/i18n/locales';
import { fallbackAttributes, type ShownText } from '@/lib/shown-text';
import type { Service } from '@/server/services/service-pages.server';
import { ConsultationButtons, type ConsultationLabels } from './consultation-buttons';

export interface ServiceBlockLabels extends ConsultationLabels {
  includes: ReactNode;
  price: ReactNode;
  /** The link's label, maybe the French one (its mark is then on the label). */
  learnMore: ShownText;
  /** 'Chargement...', the link's label while the service's page loads. */
  loading: string;
  /** Accessible name of the "learn more" link, with the service title in it. */
  learnMoreLabel: string;
}

/**
 * One service on /services: its anchor (the service id, plus the alias the home cards use),
 * text and calls to action on one side, the four features on the other. Every other block
 * swaps the sides on wide screens.
 */
export function ServiceBlock({
  service,
  index,
  locale,
  labels,
}: {
  service: Service;
  index: number;
  locale: Locale;
  labels: ServiceBlockLabels;
}) {
  const alias = isServiceId(service.id) ? serviceAnchorAliases[service.id] : undefined;
  const titleId = `${service.id}-title`;
  const swapped = index % 2 === 1;
  return (
    <section
      id={service.id}
      aria-labelledby={titleId}
      className={`relative border-b border-line/60 py-16 sm:py-20 ${swapped ? 'bg-ink-raised/40' : ''}`}
    >
      {/* The home cards link to this alias; it sits where the block starts. */}
      {alias && <span id={alias} aria-hidden className="absolute top-0" />}
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div className={swapped ? 'lg:order-last' : ''}>
          <div className="flex items-center gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent-strong">
              <ServiceIcon name={service.icon} />
            </span>
            <span aria-hidden className="font-mono text-sm font-semibold text-fg-muted">
              {String(index + 1).padStart(2, '0')}
            </span>
          </div>
          <h2 id={titleId} className="mt-5 text-3xl font-bold text-balance sm:text-4xl">
            {service.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-fg-muted">{service.description}</p>
          <p className="mt-6 inline-flex items-baseline gap-3 rounded-full border border-line bg-ink-card/60 px-4 py-2">
            <span className="text-sm text-fg-muted">{labels.price}</span>
            <span className="font-semibold text-accent-strong">{service.price}</span>
          </p>
          <ConsultationButtons locale={locale} labels={labels} className="mt-8" />
        </div>
        <div className="rounded-2xl border border-line bg-ink-card/60 p-6 sm:p-8">
          <h3 className="text-sm font-semibold tracking-wider text-accent uppercase">
            {labels.includes}
          </h3>
          <ul className="mt-6 flex flex-col gap-4">
            {service.features.map((feature) => (
              <li key={feature} className="flex items-start gap-3">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span className="leading-7">{feature}</span>
              </li>
            ))}
          </ul>
          <LocalizedLink
            href={`/services/${service.id}`}
            locale={locale}
            aria-label={labels.learnMoreLabel}
            className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong transition hover:text-fg"
          >
            <PendingLinkLabel
              label={labels.learnMore.text}
              loading={labels.loading}
              labelAttributes={fallbackAttributes(labels.learnMore, locale)}
            />
            <ArrowRight aria-hidden className="flip-rtl size-4 shrink-0" />
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}
