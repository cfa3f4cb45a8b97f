import { ArrowRight } from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field } from '@/components/site/page-copy';
import { ButtonLink } from '@/components/ui/button-link';

export function HomeCallToAction({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="home-cta-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl border border-accent/30 bg-ink-card px-6 py-14 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(56_213_245/0.2),transparent_60%),radial-gradient(ellipse_at_bottom,rgb(167_139_250/0.18),transparent_60%)]"
          />
          <h2
            id="home-cta-title"
            className="mx-auto max-w-2xl text-3xl font-bold text-balance sm:text-4xl"
          >
            {field(copy, 'title', locale)}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-fg-muted">
            {field(copy, 'text', locale)}
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/contact" locale={locale} className="text-base">
              {field(copy, 'contact', locale)}
              <ArrowRight aria-hidden className="flip-rtl size-5" />
            </ButtonLink>
            <ButtonLink href="/services" locale={locale} variant="secondary" className="text-base">
              {field(copy, 'services', locale)}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
