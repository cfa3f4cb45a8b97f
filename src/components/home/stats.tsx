import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field } from '@/components/site/page-copy';
import { FigureValue } from './section';

/** The agency's headline figures (spec §1), in this order. */
const statKeys = ['experience', 'projects', 'clients', 'success'] as const;

/** Each figure's label and its value, the settings' figure in its template (decision 061). */
export function HomeStats({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <section aria-labelledby="home-stats-title" className="py-14 sm:py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="home-stats-title" className="sr-only">
          {field(copy, 'title', locale)}
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {statKeys.map((key) => (
            <div
              key={key}
              className="flex flex-col-reverse items-center gap-1 rounded-2xl border border-line bg-ink-card/60 px-4 py-7 text-center"
            >
              <dt className="text-sm text-fg-muted sm:text-base">{field(copy, key, locale)}</dt>
              <dd className="text-4xl font-extrabold sm:text-5xl">
                <FigureValue className="text-gradient">
                  {field(copy, `${key}Value`, locale)}
                </FigureValue>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
