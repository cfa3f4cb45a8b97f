import type { Metadata } from 'next';
import { newsletterLinkMetadata } from '@/components/newsletter/link-page-metadata';
import { NewsletterLinkView } from '@/components/newsletter/newsletter-link-view';
import { pageLocale } from '@/i18n/params';
import { confirmNewsletter } from '../actions';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  const token = String((await searchParams).token ?? '');
  return newsletterLinkMetadata(await pageLocale(params), 'confirm', token);
}

/** Where the confirmation mail's link lands: one button confirms the sign-up (double opt-in). */
export default async function ConfirmSubscriptionPage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const token = String((await searchParams).token ?? '');
  return (
    <NewsletterLinkView
      locale={await pageLocale(params)}
      token={token}
      purpose="confirm"
      action={confirmNewsletter}
    />
  );
}
