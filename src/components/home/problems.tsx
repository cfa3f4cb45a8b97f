import { Hourglass, MessageCircleOff, Timer, type IconComponent } from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field, itemField, items } from '@/components/site/page-copy';
import { FigureValue, HomeSection } from './section';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The icon of each seeded problem, by item id, so it stays with its problem when an editor
 * reorders the list; an item added in the admin takes the default.
 */
const problemIcons: Partial<Record<string, IconComponent>> = {
  'slow-site': Timer,
  'no-chatbot': MessageCircleOff,
  'manual-work': Hourglass,
};

export function HomeProblems({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  return (
    <HomeSection id="home-problems">
      <SectionHeading
        className="mb-12"
        id="home-problems-title"
        eyebrow={field(copy, 'eyebrow', locale)}
        title={field(copy, 'title', locale)}
        intro={field(copy, 'intro', locale)}
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {items(copy, 'items').map((problem) => {
          const Icon = problemIcons[problem.id] ?? Timer;
          return (
            <li
              key={problem.id}
              className="relative overflow-hidden rounded-2xl border border-line bg-ink-card/60 p-7"
            >
              <div
                aria-hidden
                className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-rose-400/70 to-amber-300/70"
              />
              <div className="flex items-start justify-between gap-4">
                <p className="text-4xl font-extrabold text-rose-300">
                  <FigureValue>{itemField(problem, 'value', locale)}</FigureValue>
                </p>
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rose-400/10 text-rose-300">
                  <Icon aria-hidden className="size-5" />
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold">{itemField(problem, 'title', locale)}</h3>
              <p className="mt-2 leading-relaxed text-fg-muted">
                {itemField(problem, 'text', locale)}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center text-lg font-medium text-success">
        {field(copy, 'closing', locale)}
      </p>
    </HomeSection>
  );
}
