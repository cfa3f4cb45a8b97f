import { ArrowRight, CircleCheck } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { FigureValue, HomeSection } from './section';
import { SectionHeading } from '@/components/ui/section-heading';

/**
 * The spec's before/after figures (load 6.2 s → 1.8 s, bounce 78 % → 32 %, conversion
 * 0.8 % → 3.5 %). The numbers here only size the bars; the text shown comes from the
 * messages so each language formats it its own way.
 */
const metrics = [
  { key: 'loadTime', before: 6.2, after: 1.8 },
  { key: 'bounce', before: 78, after: 32 },
  { key: 'conversion', before: 0.8, after: 3.5 },
] as const;

function barWidth(value: number, before: number, after: number): string {
  return `${Math.round((value / Math.max(before, after)) * 100)}%`;
}

export async function HomeTransformation({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.transformation' });
  const points = t.raw('points') as string[];
  return (
    <HomeSection id="home-transformation">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            className="mb-12"
            id="home-transformation-title"
            eyebrow={t('eyebrow')}
            title={t('title')}
            intro={t('intro')}
            align="start"
          />
          <ul className="-mt-4 flex flex-col gap-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl border border-line bg-ink-card/70 p-6 shadow-xl shadow-black/30 sm:p-8">
          <h3 className="text-lg font-semibold">{t('cardTitle')}</h3>
          <dl className="mt-6 flex flex-col gap-7">
            {metrics.map(({ key, before, after }) => (
              <div key={key} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4">
                <dt className="font-medium">{t(`metrics.${key}.label`)}</dt>
                <dd className="inline-flex items-center gap-2 text-sm">
                  <span className="sr-only">{t('before')}</span>
                  <FigureValue className="text-fg-muted line-through decoration-fg-muted/60">
                    {t(`metrics.${key}.before`)}
                  </FigureValue>
                  <ArrowRight aria-hidden className="flip-rtl size-4 self-center text-fg-muted" />
                  <span className="sr-only">{t('after')}</span>
                  <FigureValue className="text-lg font-bold text-success">
                    {t(`metrics.${key}.after`)}
                  </FigureValue>
                </dd>
                {/* The same figures as bars, for the eye only. */}
                <dd
                  aria-hidden
                  className="col-span-2 mt-3 grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-2 text-xs text-fg-muted"
                >
                  <span>{t('before')}</span>
                  <Bar width={barWidth(before, before, after)} className="bg-fg-muted/40" />
                  <span>{t('after')}</span>
                  <Bar
                    width={barWidth(after, before, after)}
                    className="bg-gradient-to-r from-accent to-success"
                  />
                </dd>
              </div>
            ))}
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
