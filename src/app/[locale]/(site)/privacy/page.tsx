import type { Metadata } from 'next';
import { LegalPageContent, legalPageMetadata } from '@/components/legal/legal-page';
import { pageLocale } from '@/i18n/params';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/privacy'>): Promise<Metadata> {
  return legalPageMetadata('privacy', await pageLocale(params));
}

/** Its copy is content, edited at /admin/pages/privacy (decision 047). */
export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const locale = await pageLocale(params);
  return <LegalPageContent page="privacy" locale={locale} numbered={false} />;
}
