import {
  Bot,
  ChartColumn,
  Globe,
  MessageCircle,
  Sparkles,
  Workflow,
  type IconComponent,
} from '@/components/ui/icons';
import { field } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import type { LandingText } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import { frenchFallback } from './french-fallback';

// Features carry no icon of their own: a fixed rotation keeps the grid lively without content work.
const featureIcons: IconComponent[] = [Bot, MessageCircle, Workflow, Globe, Sparkles, ChartColumn];

export function LandingFeatures({
  text,
  locale,
  copy,
}: {
  text: LandingText;
  locale: Locale;
  /** The landing pages' shared features words. */
  copy: ShownSection;
}) {
  if (text.features.length === 0) return null;
  // Four cards read best as 2 × 2; five or six as rows of three.
  const columns = text.features.length === 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3';

  return (
    <section
      aria-labelledby="landing-features-title"
      className="border-y border-line bg-ink-raised/40 py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-accent uppercase">
          {field(copy, 'eyebrow', locale)}
        </p>
        <h2
          {...frenchFallback(text, 'sectionTitle', locale)}
          id="landing-features-title"
          className="mt-3 max-w-3xl text-3xl font-bold text-balance sm:text-4xl"
        >
          {text.sectionTitle}
        </h2>
        <ul {...frenchFallback(text, 'features', locale)} className={`mt-10 grid gap-6 ${columns}`}>
          {text.features.map((feature, index) => {
            const Icon = featureIcons[index % featureIcons.length] ?? Bot;
            return (
              <li
                key={feature.title}
                className="rounded-2xl border border-line bg-ink-card/60 p-6 transition hover:border-accent/50"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent-strong">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 leading-relaxed text-fg-muted">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
