import { Clock, Rocket, TrendingUp, Zap, type IconComponent } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { FigureValue, HomeSection } from './section';
import { SectionHeading } from '@/components/ui/section-heading';

/** The spec's results block (+200%, 48h, 50min, 24/7), in this order. */
const results: { key: string; icon: IconComponent }[] = [
  { key: 'leads', icon: TrendingUp },
  { key: 'delivery', icon: Rocket },
  { key: 'timeSaved', icon: Clock },
  { key: 'availability', icon: Zap },
];

export async function HomeResults({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home.results' });
  return (
    <HomeSection id="home-results">
      <SectionHeading
        className="mb-12"
        id="home-results-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
      />
      {/* gap-px over a line-coloured background draws the dividers at every breakpoint. */}
      <dl className="grid gap-px overflow-hidden rounded-3xl border border-line bg-line grid-cols-2 lg:grid-cols-4">
        {results.map(({ key, icon: Icon }) => (
          <div
            key={key}
            className="flex flex-col-reverse items-center gap-2 bg-ink-card px-3 py-8 text-center sm:px-6 sm:py-9"
          >
            <dt className="text-sm text-fg-muted sm:text-base">{t(`items.${key}.label`)}</dt>
            <dd className="flex flex-col items-center gap-4">
              <span className="grid size-12 place-items-center rounded-full bg-accent/10 text-accent ring-1 ring-accent/30">
                <Icon aria-hidden className="size-6" />
              </span>
              <FigureValue className="text-gradient text-3xl font-extrabold sm:text-5xl">
                {t(`items.${key}.value`)}
              </FigureValue>
            </dd>
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
