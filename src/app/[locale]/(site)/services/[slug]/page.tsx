import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingPageView, landingPageMetadata } from '@/components/landing/landing-page';
import { ServiceDetailView, serviceDetailMetadata } from '@/components/services/service-detail';
import { findLandingPage, landingPages } from '@/content/landing';
import { serviceIds } from '@/content/service-ids';
import { pageLocale } from '@/i18n/params';
import { logMissingPath } from '@/server/not-found-log.server';
import { getService } from '@/server/services.server';

// /services/{slug} is a landing page or a service of the database: the spec's eight are
// prerendered, one added in the admin renders on its first request (then cached like the rest).
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
  return serviceDetailMetadata(slug, locale);
}

export default async function ServiceOrLandingPage({
  params,
}: PageProps<'/[locale]/services/[slug]'>) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const landing = findLandingPage(slug);
  if (landing) return <LandingPageView page={landing} locale={locale} />;
  if (await getService(slug, locale)) return <ServiceDetailView id={slug} locale={locale} />;
  logMissingPath(`/services/${slug}`, locale);
  notFound();
}
