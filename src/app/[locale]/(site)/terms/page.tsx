import type { Metadata } from 'next';
import { LegalPageContent, legalPageMetadata } from '@/components/legal/legal-page';
import { pageLocale } from '@/i18n/params';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/terms'>): Promise<Metadata> {
  return legalPageMetadata('terms', await pageLocale(params));
}

/** Its copy is content, edited at /admin/pages/terms (decision 047). */
export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const locale = await pageLocale(params);
  return <LegalPageContent page="terms" locale={locale} numbered={true} />;
}
