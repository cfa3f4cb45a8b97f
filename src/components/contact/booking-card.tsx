import { CalendarClock, CheckCircle2 } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { field, itemField, items } from '@/components/site/page-copy';
import { ExternalButtonLink } from '@/components/ui/button-link';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/** The free consultation, the page's `booking` section: its promises and the external calendar. */
export async function BookingCard({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  const t = await getTranslations({ locale, namespace: 'contact.booking' });
  const points = items(copy, 'points');
  return (
    <section
      aria-labelledby="contact-booking-title"
      className="flex flex-col gap-6 rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/10 via-ink-card/80 to-violet/10 p-6 sm:p-8"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent/15 text-accent">
        <CalendarClock aria-hidden className="size-6" />
      </span>
      <div>
        <h2 id="contact-booking-title" className="text-2xl font-bold">
          {field(copy, 'title', locale)}
        </h2>
        <p className="mt-3 leading-relaxed text-fg-muted">{field(copy, 'text', locale)}</p>
      </div>
      {points.length > 0 && (
        <ul className="flex flex-col gap-3">
          {points.map((point) => (
            <li key={point.id} className="flex items-start gap-3">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{itemField(point, 'text', locale)}</span>
            </li>
          ))}
        </ul>
      )}
      <ExternalButtonLink
        href={(await agencySettingsOfRequest(locale)).bookingUrl}
        className="mt-auto w-full sm:w-auto"
      >
        {field(copy, 'cta', locale)}
        <span className="sr-only"> {t('newTab')}</span>
      </ExternalButtonLink>
    </section>
  );
}
