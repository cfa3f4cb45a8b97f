import { ArrowRight, CalendarCheck } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { field } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/** The two calls to action of every landing page: free consultation (booking page) and quote. */
export async function BookingButtons({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  const t = await getTranslations({ locale, namespace: 'landing' });
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <ExternalButtonLink href={(await agencySettingsOfRequest(locale)).bookingUrl}>
        <CalendarCheck aria-hidden="true" className="size-4" />
        {field(copy, 'book', locale)}
        <span className="sr-only"> {t('newTab')}</span>
      </ExternalButtonLink>
      <ButtonLink href="/contact" locale={locale} variant="secondary">
        {field(copy, 'quote', locale)}
        <ArrowRight aria-hidden="true" className="flip-rtl size-4" />
      </ButtonLink>
    </div>
  );
}
