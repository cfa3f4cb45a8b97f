import { getTranslations } from 'next-intl/server';
import { getPageCopy, shown } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import { subscriberPlaceholder } from '@/lib/page-sections/newsletter-page';
import { fillShown } from '@/lib/shown-text';
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
 * confirms or unsubscribes (a POST), the outcome once done, or an invalid-link message. The words
 * are the newsletter page's (decision 058), the button's label interface text.
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
  const [t, copy, subscription] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletterPages' }),
    getPageCopy('newsletter', locale),
    subscriptionOfLink(purpose, token),
  ]);
  const { done, refused } = purposes[purpose];
  const text = (section: string, name: string) => shown(copy[section]?.fields[name], locale);
  const common = { locale, toBlog: text('links', 'toBlog') };
  if (!subscription || (refused as SubscriberStatus[]).includes(subscription.status))
    return (
      <NewsletterLinkPage
        {...common}
        tone="invalid"
        title={text('links', 'invalidTitle')}
        text={text('links', 'invalidText')}
      />
    );
  if (subscription.status === done)
    return (
      <NewsletterLinkPage
        {...common}
        tone="done"
        title={text(purpose, 'doneTitle')}
        text={text(purpose, 'doneText')}
      />
    );
  const ask = copy[purpose]?.fields.askText;
  return (
    <NewsletterLinkPage
      {...common}
      tone="ask"
      title={text(purpose, 'title')}
      text={shown(ask && fillShown(ask, subscriberPlaceholder, subscription.email), locale)}
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
