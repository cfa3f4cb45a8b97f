import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutHero } from '@/components/about/about-hero';
import { AboutClosingCta } from '@/components/about/closing-cta';
import { ExpertiseSection } from '@/components/about/expertise-section';
import { MissionSection } from '@/components/about/mission-section';
import { StorySection } from '@/components/about/story-section';
import { TeamSection } from '@/components/about/team-section';
import { ValuesSection } from '@/components/about/values-section';
import { JsonLd } from '@/components/seo/json-ld';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { figureTexts } from '@/lib/site-settings';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'about' });
  const agency = await getAgencySettings(locale);
  return sitePageMetadata({
    locale,
    path: '/about',
    title: t('meta.title'),
    description: t('meta.description', {
      name: agency.siteName,
      ...figureTexts(agency.figures, locale),
    }),
  });
}

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params);
  const nav = await getTranslations({ locale, namespace: 'nav' });
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(settings().SITE_URL, locale, [
          [nav('home'), '/'],
          [nav('about'), '/about'],
        ])}
      />
      <AboutHero locale={locale} />
      <StorySection locale={locale} />
      <MissionSection locale={locale} />
      <ValuesSection locale={locale} />
      <ExpertiseSection locale={locale} />
      <TeamSection locale={locale} />
      <AboutClosingCta locale={locale} />
    </>
  );
}
