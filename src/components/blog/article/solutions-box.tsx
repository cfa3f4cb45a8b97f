import { ArrowRight, CalendarCheck, Sparkles } from '@/components/ui/icons';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { field } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/** 'Découvrez nos solutions': the way from reading to the services and the booking page. */
export async function SolutionsBox({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="solutions-title" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
      <div className="flex flex-col gap-8 rounded-2xl border border-line bg-gradient-to-br from-violet/10 via-ink-card/60 to-accent/10 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-violet/15 text-violet">
            <Sparkles aria-hidden className="size-6" />
          </span>
          <div>
            <h2 id="solutions-title" className="text-2xl font-bold">
              {field(copy, 'title', locale)}
            </h2>
            <p className="mt-2 max-w-xl leading-7 text-fg-muted">{field(copy, 'text', locale)}</p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row md:flex-col">
          <ButtonLink href="/services" locale={locale}>
            {field(copy, 'services', locale)}
            <ArrowRight aria-hidden className="flip-rtl size-4" />
          </ButtonLink>
          <ExternalButtonLink
            href={(await agencySettingsOfRequest(locale)).bookingUrl}
            variant="secondary"
          >
            <CalendarCheck aria-hidden className="size-4" />
            {field(copy, 'book', locale)}
          </ExternalButtonLink>
        </div>
      </div>
    </section>
  );
}
