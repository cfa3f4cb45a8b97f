import type { Metadata } from 'next';
import { LandingPageView, landingPageMetadata } from '@/components/landing/landing-page';
import { NotFoundView } from '@/components/site/not-found-view';
import { ServiceDetailView, serviceDetailMetadata } from '@/components/services/service-detail';
import { pageLocale } from '@/i18n/params';
import { answerUnknownPath } from '@/server/http/unknown-page.server';
import { defaultLocale } from '@/i18n/locales';
import { findLandingPage, listLandingPages } from '@/server/landing-pages/landing-pages.server';
import { listServices, serviceOfRequest } from '@/server/services/service-pages.server';

// /services/{slug} is a landing page or a service of the database: those that exist at build
// time are prerendered, one added in the admin renders on its first request (then cached, until
// a change of its kind: `landing` or `services`).
export async function generateStaticParams() {
  const [services, landingPages] = await Promise.all([
    listServices(defaultLocale),
    listLandingPages(),
  ]);
  return [...services.map((service) => service.id), ...landingPages.map((page) => page.slug)].map(
    (slug) => ({ slug }),
  );
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/services/[slug]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const landing = await findLandingPage(slug);
  if (landing) return landingPageMetadata(landing, locale);
  return serviceDetailMetadata(slug, locale);
}

export default async function ServiceOrLandingPage({
  params,
}: PageProps<'/[locale]/services/[slug]'>) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const landing = await findLandingPage(slug);
  if (landing) return <LandingPageView page={landing} locale={locale} />;
  if (await serviceOfRequest(slug, locale)) return <ServiceDetailView id={slug} locale={locale} />;
  return (
    <NotFoundView locale={locale} answer={await answerUnknownPath(`/services/${slug}`, locale)} />
  );
}
