import { ArrowRight, CircleCheck } from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { field, itemField, items } from '@/components/site/page-copy';
import { FigureValue, HomeSection } from './section';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * A figure's number, to size its bar: "6,2 s" → 6.2, "78%" → 78 (a comma is a decimal point).
 * The bars are for the eye only; the text says the figures.
 */
function barValue(text: string | undefined): number {
  const number = /\d+(?:[.,]\d+)?/.exec(text ?? '')?.[0];
  return number ? Number(number.replace(',', '.')) : 0;
}

function barWidth(value: number, before: number, after: number): string {
  const largest = Math.max(before, after);
  return largest > 0 ? `${Math.round((value / largest) * 100)}%` : '0%';
}

export function HomeTransformation({ locale, copy }: { locale: Locale; copy: ShownSection }) {
  const before = field(copy, 'before', locale);
  const after = field(copy, 'after', locale);
  return (
    <HomeSection id="home-transformation">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            className="mb-12"
            id="home-transformation-title"
            eyebrow={field(copy, 'eyebrow', locale)}
            title={field(copy, 'title', locale)}
            intro={field(copy, 'intro', locale)}
            align="start"
          />
          <ul className="-mt-4 flex flex-col gap-3">
            {items(copy, 'points').map((point) => (
              <li key={point.id} className="flex items-start gap-3">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{itemField(point, 'text', locale)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-line bg-ink-card/70 p-6 shadow-xl shadow-black/30 sm:p-8">
          <h3 className="text-lg font-semibold">{field(copy, 'cardTitle', locale)}</h3>
          <dl className="mt-6 flex flex-col gap-7">
            {items(copy, 'metrics').map((metric) => {
              const from = barValue(metric.fields.before?.text);
              const to = barValue(metric.fields.after?.text);
              return (
                <div
                  key={metric.id}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4"
                >
                  <dt className="font-medium">{itemField(metric, 'label', locale)}</dt>
                  <dd className="inline-flex items-center gap-2 text-sm">
                    <span className="sr-only">{before}</span>
                    <FigureValue className="text-fg-muted line-through decoration-fg-muted/60">
                      {itemField(metric, 'before', locale)}
                    </FigureValue>
                    <ArrowRight aria-hidden className="flip-rtl size-4 self-center text-fg-muted" />
                    <span className="sr-only">{after}</span>
                    <FigureValue className="text-lg font-bold text-success">
                      {itemField(metric, 'after', locale)}
                    </FigureValue>
                  </dd>
                  {/* The same figures as bars, for the eye only. */}
                  <dd
                    aria-hidden
                    className="col-span-2 mt-3 grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-xs text-fg-muted"
                  >
                    <span>{before}</span>
                    <Bar width={barWidth(from, from, to)} className="bg-fg-muted/40" />
                    <span>{after}</span>
                    <Bar
                      width={barWidth(to, from, to)}
                      className="bg-gradient-to-r from-accent to-success"
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      </div>
    </HomeSection>
  );
}

function Bar({ width, className }: { width: string; className: string }) {
  return (
    <span className="block h-2.5 overflow-hidden rounded-full bg-ink-raised">
      <span className={`block h-full rounded-full ${className}`} style={{ width }} />
    </span>
  );
}
