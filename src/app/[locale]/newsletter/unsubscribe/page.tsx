import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkActionForm, NewsletterLinkPage } from '@/components/newsletter/link-page';
import { newsletterLinkMetadata } from '@/components/newsletter/link-page-metadata';
import { pageLocale } from '@/i18n/params';
import { subscriptionOfLink } from '@/server/newsletter/subscription.server';
import { unsubscribeNewsletter } from '../actions';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/newsletter/unsubscribe'>): Promise<Metadata> {
  return newsletterLinkMetadata(await pageLocale(params), 'unsubscribe');
}

/** Where a newsletter mail's unsubscribe link lands: one button takes the address off the list. */
export default async function UnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletterPages' });
  const token = String((await searchParams).token ?? '');
  const subscription = await subscriptionOfLink('unsubscribe', token);
  const common = { locale, toBlog: t('toBlog') };
  if (!subscription)
    return (
      <NewsletterLinkPage
        {...common}
        tone="invalid"
        title={t('invalidTitle')}
        text={t('invalidText')}
      />
    );
  if (subscription.status === 'unsubscribed')
    return (
      <NewsletterLinkPage
        {...common}
        tone="done"
        title={t('unsubscribe.doneTitle')}
        text={t('unsubscribe.doneText')}
      />
    );
  return (
    <NewsletterLinkPage
      {...common}
      tone="ask"
      title={t('unsubscribe.title')}
      text={t('unsubscribe.text', { email: subscription.email })}
      action={
        <LinkActionForm
          action={unsubscribeNewsletter}
          token={token}
          locale={locale}
          label={t('unsubscribe.button')}
        />
      }
    />
  );
}
