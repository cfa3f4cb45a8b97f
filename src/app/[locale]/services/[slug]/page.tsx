import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingPageView, landingPageMetadata } from '@/components/landing/landing-page';
import { ServiceDetailView, serviceDetailMetadata } from '@/components/services/service-detail';
import { findLandingPage, landingPages } from '@/content/landing';
import { isServiceId, serviceIds } from '@/content/service-ids';
import { pageLocale } from '@/i18n/params';
import { logMissingPath } from '@/server/not-found-log.server';

// /services/{slug} is either one of the eight services or one of the fifteen landing pages.
export function generateStaticParams() {
  return [...serviceIds, ...landingPages.map((page) => page.slug)].map((slug) => ({ slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services/[slug]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const landing = findLandingPage(slug);
  if (landing) return landingPageMetadata(landing, locale);
  if (isServiceId(slug)) return serviceDetailMetadata(slug, locale);
  return {};
}

export default async function ServiceOrLandingPage({
  params,
}: PageProps<'/[locale]/services/[slug]'>) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const landing = findLandingPage(slug);
  if (landing) return <LandingPageView page={landing} locale={locale} />;
  if (isServiceId(slug)) return <ServiceDetailView id={slug} locale={locale} />;
  logMissingPath(`/services/${slug}`, locale);
  notFound();
}
