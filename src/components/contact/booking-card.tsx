import { CalendarClock, CheckCircle2 } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { ExternalButtonLink } from '@/components/ui/button-link';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

/** The free 15-minute consultation: four promises and the external booking calendar. */
export async function BookingCard({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.booking' });
  const points = t.raw('points') as string[];
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
          {t('title')}
        </h2>
        <p className="mt-3 leading-relaxed text-fg-muted">{t('text')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <ExternalButtonLink
        href={(await getAgencySettings(locale)).bookingUrl}
        className="mt-auto w-full sm:w-auto"
      >
        {t('cta')}
        <span className="sr-only"> {t('newTab')}</span>
      </ExternalButtonLink>
    </section>
  );
}
