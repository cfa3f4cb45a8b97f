import type { Metadata } from 'next';
import { newsletterLinkMetadata } from '@/components/newsletter/link-page-metadata';
import { NewsletterLinkView } from '@/components/newsletter/newsletter-link-view';
import { pageLocale } from '@/i18n/params';
import { unsubscribeNewsletter } from '../actions';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/unsubscribe'>): Promise<Metadata> {
  const token = String((await searchParams).token ?? '');
  return newsletterLinkMetadata(await pageLocale(params), 'unsubscribe', token);
}

/** Where a newsletter mail's unsubscribe link lands: one button takes the address off the list. */
export default async function UnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const token = String((await searchParams).token ?? '');
  return (
    <NewsletterLinkView
      locale={await pageLocale(params)}
      token={token}
      purpose="unsubscribe"
      action={unsubscribeNewsletter}
    />
  );
}
