import { ArrowRight, Target } from '@/components/ui/icons';
import { field } from '@/components/site/page-copy';
import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

export function MissionSection({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="mission-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-accent/10 via-ink-card to-violet/10 p-8 sm:p-12">
        <div className="grid items-center gap-8 lg:grid-cols-[auto_1fr_auto]">
          <span className="flex size-16 items-center justify-center rounded-2xl bg-gradient-to-br from-accent to-violet text-ink">
            <Target aria-hidden className="size-8" />
          </span>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent">
              {field(copy, 'eyebrow', locale)}
            </p>
            <h2 id="mission-title" className="mt-3 text-3xl font-bold text-balance sm:text-4xl">
              {field(copy, 'title', locale)}
            </h2>
            <p className="mt-4 max-w-3xl text-lg leading-8 text-fg-muted">
              {field(copy, 'text', locale)}
            </p>
          </div>
          <ButtonLink href="/contact" locale={locale} className="justify-self-start">
            {field(copy, 'contact', locale)}
            <ArrowRight aria-hidden className="flip-rtl size-4" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
