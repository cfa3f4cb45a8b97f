import type { Metadata } from 'next';
import type { LandingPageContent } from '@/content/landing/types';
import type { Locale } from '@/i18n/locales';
import { sitePageMetadata } from '@/lib/seo';

export function landingPageMetadata(page: LandingPageContent, locale: Locale): Metadata {
  const text = page.text[locale];
  return sitePageMetadata({
    locale,
    path: `/services/${page.slug}`,
    title: text.title,
    description: text.description,
    regionalAlternates: page.regionalAlternates,
  });
}

export function LandingPageView({ page, locale }: { page: LandingPageContent; locale: Locale }) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-32 pb-20">
      <h1 className="text-4xl font-bold">{page.text[locale].heroTitle}</h1>
    </section>
  );
}
