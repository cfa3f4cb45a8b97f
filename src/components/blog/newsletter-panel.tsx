import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';
import type { FormStateAction } from '@/lib/forms/form-state';
import type { NewsletterFormState } from '@/lib/forms/newsletter-schema';
import { NewsletterSignup, type NewsletterTexts } from './newsletter-signup';

/** The blog hero's newsletter toggle and form, in the page's language. */
export async function NewsletterPanel({
  locale,
  signUp,
}: {
  locale: Locale;
  signUp: FormStateAction<NewsletterFormState>;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <NewsletterSignup
      locale={locale}
      texts={t.raw('newsletter') as NewsletterTexts}
      archiveHref={localizedHref('/newsletter', locale)}
      signUp={signUp}
    />
  );
}
