import { Clock, Rocket, TrendingUp, Zap, type IconComponent } from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field, itemField, items } from '@/components/site/page-copy';
import { FigureValue, HomeSection } from './section';
import { SectionHeading } from '@/components/ui/section-heading';

/** The icon of each seeded result (+200%, 48h, 50 min, 24/7), by item id, as for the problems. */
const resultIcons: Partial<Record<string, IconComponent>> = {
  leads: TrendingUp,
  delivery: Rocket,
  'time-saved': Clock,
  availability: Zap,
};

export function HomeResults({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <HomeSection id="home-results">
      <SectionHeading
        className="mb-12"
        id="home-results-title"
        eyebrow={field(copy, 'eyebrow', locale)}
        title={field(copy, 'title', locale)}
      />
      {/* gap-px over a line-coloured background draws the dividers at every breakpoint. */}
      <dl className="grid gap-px overflow-hidden rounded-3xl border border-line bg-line grid-cols-2 lg:grid-cols-4">
        {items(copy, 'items').map((result) => {
          const Icon = resultIcons[result.id] ?? Zap;
          return (
            <div
              key={result.id}
              className="flex flex-col-reverse items-center gap-2 bg-ink-card px-3 py-8 text-center sm:px-6 sm:py-9"
            >
              <dt className="text-sm text-fg-muted sm:text-base">
                {itemField(result, 'label', locale)}
              </dt>
              <dd className="flex flex-col items-center gap-4">
                <span className="grid size-12 place-items-center rounded-full bg-accent/10 text-accent ring-1 ring-accent/30">
                  <Icon aria-hidden className="size-6" />
                </span>
                <FigureValue className="text-gradient text-3xl font-extrabold sm:text-5xl">
                  {itemField(result, 'value', locale)}
                </FigureValue>
              </dd>
            </div>
          );
        })}
      </dl>
    </HomeSection>
  );
}
