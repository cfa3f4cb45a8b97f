import { ArrowRight } from '@/components/ui/icons';
import { field, highlighted } from '@/components/site/page-copy';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

/** The spec's headline figures (§1), in the order the hero shows them. */
const heroStats = ['experience', 'projects', 'clients', 'success'] as const;

export function AboutHero({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="about-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 start-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-accent/10 blur-3xl rtl:translate-x-1/2"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-32 pb-20 sm:px-6 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {field(copy, 'eyebrow', locale)}
          </p>
          <h1
            id="about-title"
            className="mt-4 text-4xl font-bold leading-tight text-balance sm:text-5xl lg:text-6xl rtl:leading-snug"
          >
            {highlighted(copy.fields.title, locale)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-fg-muted">
            {field(copy, 'description', locale)}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/contact" locale={locale}>
              {field(copy, 'contact', locale)}
              <ArrowRight aria-hidden className="flip-rtl size-4" />
            </ButtonLink>
            <ButtonLink href="/services" locale={locale} variant="secondary">
              {field(copy, 'services', locale)}
            </ButtonLink>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {heroStats.map((id) => (
            <div
              key={id}
              className="flex flex-col gap-1 rounded-2xl border border-line bg-ink-card/60 p-5 sm:p-6"
            >
              <dt className="text-sm leading-6 text-fg-muted">{field(copy, id, locale)}</dt>
              <dd className="order-first text-3xl font-bold text-fg sm:text-4xl">
                {/* bdi: '1000+' keeps its sign after the number inside Arabic text. */}
                <bdi className="text-gradient">{field(copy, `${id}Value`, locale)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
