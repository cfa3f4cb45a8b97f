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
import { getPageCopy } from '@/components/site/page-copy';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/about'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { meta } = await getPageCopy('about', locale);
  return sitePageMetadata({
    locale,
    path: '/about',
    title: meta?.fields.title?.text ?? '',
    description: meta?.fields.description?.text ?? '',
  });
}

/** Its copy is content, edited at /admin/pages/about (decision 053); a hidden section is left out. */
export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params);
  const [nav, copy] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getPageCopy('about', locale),
  ]);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(settings().SITE_URL, locale, [
          [nav('home'), '/'],
          [nav('about'), '/about'],
        ])}
      />
      {copy.hero ? <AboutHero locale={locale} copy={copy.hero} /> : null}
      {copy.story ? <StorySection locale={locale} copy={copy.story} /> : null}
      {copy.mission ? <MissionSection locale={locale} copy={copy.mission} /> : null}
      {copy.values ? <ValuesSection locale={locale} copy={copy.values} /> : null}
      {copy.expertise ? <ExpertiseSection locale={locale} copy={copy.expertise} /> : null}
      {copy.team ? <TeamSection locale={locale} copy={copy.team} /> : null}
      {copy.cta ? <AboutClosingCta locale={locale} copy={copy.cta} /> : null}
    </>
  );
}
