import { ArrowRight, CalendarCheck } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { Particles } from '@/components/site/particles';
import { field, highlighted } from '@/components/site/page-copy';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/** The services page's first screen: its copy is the page's `hero` section (issue 29). */
export async function ServicesHero({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  const t = await getTranslations({ locale, namespace: 'services' });
  return (
    <section
      aria-labelledby="services-title"
      className="relative isolate overflow-hidden border-b border-line pt-32 pb-20"
    >
      {/* Soft glows behind the headline; purely decorative. */}
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-x-0 -top-32 mx-auto h-96 w-[40rem] max-w-full rounded-full bg-accent/10 blur-3xl" />
        <div className="absolute start-0 bottom-0 h-72 w-72 rounded-full bg-violet/10 blur-3xl" />
      </div>
      <Particles />
      <div className="relative mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">
          {field(copy, 'eyebrow', locale)}
        </p>
        <h1
          id="services-title"
          className="mt-4 text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl"
        >
          {highlighted(copy.fields.title, locale)}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-fg-muted">
          {field(copy, 'subtitle', locale)}
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/contact" locale={locale}>
            {field(copy, 'cta', locale)}
            <ArrowRight aria-hidden className="flip-rtl size-4 shrink-0" />
          </ButtonLink>
          <ExternalButtonLink
            href={(await agencySettingsOfRequest(locale)).bookingUrl}
            variant="secondary"
          >
            <CalendarCheck aria-hidden className="size-4 shrink-0" />
            {field(copy, 'book', locale)}
            <span className="sr-only"> {t('newTab')}</span>
          </ExternalButtonLink>
        </div>
      </div>
    </section>
  );
}
