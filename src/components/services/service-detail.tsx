import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ServiceId } from '@/content/service-ids';
import type { Locale } from '@/i18n/locales';
import { sitePageMetadata } from '@/lib/seo';
import { findService } from '@/server/services.server';

export async function serviceDetailMetadata(id: ServiceId, locale: Locale): Promise<Metadata> {
  const service = await findService(id, locale);
  if (!service) return {};
  return sitePageMetadata({
    locale,
    path: `/services/${id}`,
    title: service.title,
    description: service.description,
  });
}

export async function ServiceDetailView({ id, locale }: { id: ServiceId; locale: Locale }) {
  const service = await findService(id, locale);
  if (!service) notFound();
  return (
    <section className="mx-auto max-w-7xl px-4 pt-32 pb-20">
      <h1 className="text-4xl font-bold">{service.title}</h1>
    </section>
  );
}
