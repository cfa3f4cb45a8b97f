import { CalendarCheck, Mail } from '@/components/ui/icons';
import { ButtonLink, ExternalButtonLink } from '@/components/ui/button-link';
import { field } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/** After the FAQ: book the free consultation (external, new tab) or write through /contact. */
export async function ArticleCta({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="article-cta-title" className="mx-auto max-w-5xl px-4 pb-20 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl border border-accent/40 bg-ink-card/80 px-6 py-12 text-center shadow-xl shadow-accent/5 sm:px-12">
        {/* Soft glow; purely decorative. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(56,213,245,0.18),transparent_60%)]"
        />
        <h2 id="article-cta-title" className="text-3xl font-bold text-balance sm:text-4xl">
          {field(copy, 'title', locale)}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-fg-muted">
          {field(copy, 'text', locale)}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ExternalButtonLink href={(await agencySettingsOfRequest(locale)).bookingUrl}>
            <CalendarCheck aria-hidden className="size-4" />
            {field(copy, 'book', locale)}
          </ExternalButtonLink>
          <ButtonLink href="/contact" locale={locale} variant="secondary">
            <Mail aria-hidden className="size-4" />
            {field(copy, 'contact', locale)}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
