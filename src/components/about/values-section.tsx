import { field, itemField, items } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { defaultItemIcon, valueIcons } from './about-content';
import { SectionHeading } from '@/components/ui/section-heading';

export function ValuesSection({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="values-title"
        eyebrow={field(copy, 'eyebrow', locale)}
        title={field(copy, 'title', locale)}
        intro={field(copy, 'intro', locale)}
        align="center"
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items(copy, 'items').map((value) => {
          const Icon = valueIcons[value.id] ?? defaultItemIcon;
          return (
            <li
              key={value.id}
              className="rounded-2xl border border-line bg-ink-card/60 p-6 transition hover:border-accent/60"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent/10 text-accent">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{itemField(value, 'title', locale)}</h3>
              <p className="mt-3 leading-7 text-fg-muted">
                {itemField(value, 'description', locale)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
