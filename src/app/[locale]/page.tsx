import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/lib/seo';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return sitePageMetadata({ locale, path: '/', title: 'Home', description: t('siteDescription') });
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <section className="mx-auto max-w-7xl px-4 pt-32 pb-20">
      <h1 className="text-5xl font-bold">{t('home')}</h1>
    </section>
  );
}
