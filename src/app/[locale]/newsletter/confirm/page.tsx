import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkActionForm, NewsletterLinkPage } from '@/components/newsletter/link-page';
import { newsletterLinkMetadata } from '@/components/newsletter/link-page-metadata';
import { pageLocale } from '@/i18n/params';
import { subscriptionOfLink } from '@/server/newsletter/subscription.server';
import { confirmNewsletter } from '../actions';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/newsletter/confirm'>): Promise<Metadata> {
  return newsletterLinkMetadata(await pageLocale(params), 'confirm');
}

/** Where the confirmation mail's link lands: one button confirms the sign-up (double opt-in). */
export default async function ConfirmSubscriptionPage({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'newsletterPages' });
  const token = String((await searchParams).token ?? '');
  const subscription = await subscriptionOfLink('confirm', token);
  const common = { locale, toBlog: t('toBlog') };
  if (!subscription || subscription.status === 'unsubscribed')
    return (
      <NewsletterLinkPage
        {...common}
        tone="invalid"
        title={t('invalidTitle')}
        text={t('invalidText')}
      />
    );
  if (subscription.status === 'confirmed')
    return (
      <NewsletterLinkPage
        {...common}
        tone="done"
        title={t('confirm.doneTitle')}
        text={t('confirm.doneText')}
      />
    );
  return (
    <NewsletterLinkPage
      {...common}
      tone="ask"
      title={t('confirm.title')}
      text={t('confirm.text', { email: subscription.email })}
      action={
        <LinkActionForm
          action={confirmNewsletter}
          token={token}
          locale={locale}
          label={t('confirm.button')}
        />
      }
    />
  );
}
