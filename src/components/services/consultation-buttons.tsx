import type { ReactNode } from 'react';
import { ArrowRight, CalendarCheck } from '@/components/ui/icons';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/locales';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

export interface ConsultationLabels {
  book: ReactNode;
  quote: ReactNode;
  /** Screen-reader note that the booking page opens in a new tab. */
  newTab: string;
}

/** The two calls to action of every service: book a consultation (external) and request a quote. */
export async function ConsultationButtons({
  locale,
  labels,
  className = '',
}: {
  locale: Locale;
  labels: ConsultationLabels;
  className?: string;
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:flex-wrap ${className}`}>
      <ExternalButtonLink href={(await agencySettingsOfRequest(locale)).bookingUrl}>
        <CalendarCheck aria-hidden className="size-4 shrink-0" />
        {labels.book}
        <span className="sr-only"> {labels.newTab}</span>
      </ExternalButtonLink>
      <ButtonLink href="/contact" locale={locale} variant="secondary">
        {labels.quote}
        <ArrowRight aria-hidden className="flip-rtl size-4 shrink-0" />
      </ButtonLink>
    </div>
  );
}
