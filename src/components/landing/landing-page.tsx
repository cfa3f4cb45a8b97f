import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { settings } from '@/config/settings';
import type { LandingPageContent } from '@/lib/admin/landing-page-schema';
import type { Locale } from '@/i18n/locales';
import { JsonLd } from '@/components/seo/json-ld';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/structured-data';
import { getPageCopy } from '@/components/site/page-copy';
import { CountryBlocks } from './country-blocks';
import { LandingCta } from './landing-cta';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingIntro } from './landing-intro';
import { RelatedLandingPages } from './related-landing-pages';
import { sharedSection } from '@/components/site/shared-section';

const landingPath = (page: LandingPageContent) => `/services/${page.slug}`;

export function landingPageMetadata(page: LandingPageContent, locale: Locale): Promise<Metadata> {
  const text = page.text[locale];
  return sitePageMetadata({
    locale,
    path: landingPath(page),
    title: text.title,
    description: text.description,
    regionalAlternates: page.regionalAlternates,
  });
}

/** One regional, specialised or country landing page (/services/{slug}), all from its content module. */
export async function LandingPageView({
  page,
  locale,
}: {
  page: LandingPageContent;
  locale: Locale;
}) {
  const text = page.text[locale];
  const [nav, shared] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getPageCopy('landing', locale),
  ]);
  const hero = sharedSection(shared, 'hero');
  const { SITE_URL } = settings();
  const path = landingPath(page);
  const trail: [string, string][] = [
    [nav('home'), '/'],
    [nav('services'), '/services'],
    [text.title, path],
  ];

  return (
    <>
      <LandingHero page={page} locale={locale} trail={trail} copy={hero} />
      <LandingIntro page={page} locale={locale} copy={sharedSection(shared, 'intro')} />
      <LandingFeatures text={text} locale={locale} copy={sharedSection(shared, 'features')} />
      <CountryBlocks text={text} locale={locale} copy={sharedSection(shared, 'country')} />
      <LandingCta text={text} locale={locale} copy={sharedSection(shared, 'cta')} buttons={hero} />
      <RelatedLandingPages page={page} locale={locale} copy={sharedSection(shared, 'others')} />
      <JsonLd
        data={[
          serviceJsonLd(SITE_URL, locale, {
            path,
            name: text.title,
            description: text.description,
            areaServed: page.areaServed,
            serviceType: 'AI automation',
          }),
          breadcrumbJsonLd(SITE_URL, locale, trail),
        ]}
      />
    </>
  );
}
