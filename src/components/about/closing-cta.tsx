import { ArrowRight } from '@/components/ui/icons';
import { field } from '@/components/site/page-copy';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

export function AboutClosingCta({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="about-cta-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-ink-raised px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--color-accent)_0%,transparent_60%)] opacity-15"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="about-cta-title" className="text-3xl font-bold text-balance sm:text-4xl">
            {field(copy, 'title', locale)}
          </h2>
          <p className="mt-4 text-lg leading-8 text-fg-muted">{field(copy, 'text', locale)}</p>
          <ButtonLink href="/contact" locale={locale} className="mt-8">
            {field(copy, 'contact', locale)}
            <ArrowRight aria-hidden className="flip-rtl size-4" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
