import { ArrowRight } from '@/components/ui/icons';
import { LocalizedLink } from '@/components/site/localized-link';
import { field, itemField, items } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { defaultItemIcon, expertiseIcons } from './about-content';
import { SectionHeading } from '@/components/ui/section-heading';

export function ExpertiseSection({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="expertise-title" className="border-y border-line bg-ink-raised/40">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading
            align="start"
            id="expertise-title"
            eyebrow={field(copy, 'eyebrow', locale)}
            title={field(copy, 'title', locale)}
            intro={field(copy, 'intro', locale)}
          />
          <LocalizedLink
            href="/services"
            locale={locale}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong transition hover:text-fg"
          >
            {field(copy, 'services', locale)}
            <ArrowRight aria-hidden className="flip-rtl size-4" />
          </LocalizedLink>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {items(copy, 'items').map((area) => {
            const Icon = expertiseIcons[area.id] ?? defaultItemIcon;
            return (
              <li
                key={area.id}
                className="flex flex-col gap-4 rounded-2xl border border-line bg-ink-card/60 p-6 sm:flex-row sm:gap-5 sm:p-8"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent-strong">
                  <Icon aria-hidden className="size-6" />
                </span>
                <div>
                  <h3 className="text-xl font-semibold">{itemField(area, 'title', locale)}</h3>
                  <p className="mt-2 leading-7 text-fg-muted">
                    {itemField(area, 'description', locale)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
