import { Building2, CalendarCheck, Globe, Users } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { SectionHeading } from '@/components/ui/section-heading';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { figureTexts } from '@/lib/site-settings';

const storyParagraphs = ['first', 'second', 'third'] as const;

/** Key facts beside the story; the values are the spec's (founded 2022, Geneva, 20 years). */
const storyFacts = [
  { id: 'founded', icon: CalendarCheck },
  { id: 'headquarters', icon: Building2 },
  { id: 'experience', icon: Users },
  { id: 'markets', icon: Globe },
] as const;

export async function StorySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about.story' });
  const agency = await getAgencySettings(locale);
  const name = agency.siteName;
  const figures = figureTexts(agency.figures, locale);
  return (
    <section aria-labelledby="story-title" className="border-t border-line bg-ink-raised/40">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <SectionHeading
            align="start"
            id="story-title"
            eyebrow={t('eyebrow')}
            title={t('title')}
          />
          <div className="mt-8 space-y-5 text-lg leading-8 text-fg-muted">
            {storyParagraphs.map((id) => (
              <p key={id}>{t(`paragraphs.${id}`, { name, ...figures })}</p>
            ))}
          </div>
        </div>
        <div className="self-start rounded-2xl border border-line bg-ink-card/60 px-6 lg:mt-16">
          <h3 className="sr-only">{t('factsLabel')}</h3>
          <dl className="divide-y divide-line">
            {storyFacts.map(({ id, icon: Icon }) => (
              // A dl's groups may hold only dt/dd, so the icon sits inside the dt.
              <div key={id} className="relative py-5 ps-15">
                <dt className="text-sm text-fg-muted">
                  <span className="absolute start-0 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-xl bg-accent/10 text-accent">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  {t(`facts.${id}.label`)}
                </dt>
                <dd className="font-semibold text-fg">{t(`facts.${id}.value`, figures)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
