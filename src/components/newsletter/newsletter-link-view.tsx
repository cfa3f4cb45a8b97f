import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { SubscriberStatus } from '@/server/db/schema';
import type { TokenPurpose } from '@/server/newsletter/tokens.server';
import { subscriptionOfLink } from '@/server/newsletter/subscription.server';
import { LinkActionForm, NewsletterLinkPage } from './link-page';

const purposes = {
  confirm: {
    done: 'confirmed',
    // An address that has left since is not brought back by an old confirmation link.
    refused: ['unsubscribed'],
  },
  unsubscribe: { done: 'unsubscribed', refused: [] },
} satisfies Record<TokenPurpose, { done: SubscriberStatus; refused: SubscriberStatus[] }>;

/**
 * What a newsletter mail's link opens, read from the address's current state: the button that
 * confirms or unsubscribes (a POST), the outcome once done, or an invalid-link message.
 */
export async function NewsletterLinkView({
  locale,
  token,
  purpose,
  action,
}: {
  locale: Locale;
  token: string;
  purpose: TokenPurpose;
  /** The page's server action that confirms or unsubscribes (one POST button). */
  action: (formData: FormData) => Promise<void>;
}) {
  const t = await getTranslations({ locale, namespace: 'newsletterPages' });
  const { done, refused } = purposes[purpose];
  const subscription = await subscriptionOfLink(purpose, token);
  const common = { locale, toBlog: t('toBlog') };
  if (!subscription || (refused as SubscriberStatus[]).includes(subscription.status))
    return (
      <NewsletterLinkPage
        {...common}
        tone="invalid"
        title={t('invalidTitle')}
        text={t('invalidText')}
      />
    );
  if (subscription.status === done)
    return (
      <NewsletterLinkPage
        {...common}
        tone="done"
        title={t(`${purpose}.doneTitle`)}
        text={t(`${purpose}.doneText`)}
      />
    );
  return (
    <NewsletterLinkPage
      {...common}
      tone="ask"
      title={t(`${purpose}.title`)}
      text={t(`${purpose}.text`, { email: subscription.email })}
      action={
        <LinkActionForm
          action={action}
          token={token}
          locale={locale}
          label={t(`${purpose}.button`)}
        />
      }
    />
  );
}
