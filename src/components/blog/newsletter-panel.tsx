import { getTranslations } from 'next-intl/server';
import { field } from '@/components/site/page-copy';
import { localizedHref } from '@/i18n/href';
import type { Locale } from '@/i18n/locales';
import type { FormStateAction } from '@/lib/forms/form-state';
import type { NewsletterFormState } from '@/lib/forms/newsletter-schema';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { NewsletterSignup, type NewsletterTexts } from './newsletter-signup';

/**
 * The blog hero's newsletter toggle and form, in the page's language: the agency's words from
 * the blog page's `newsletter` section, the form's own from the messages.
 */
export async function NewsletterPanel({
  locale,
  copy,
  signUp,
}: {
  locale: Locale;
  copy: ShownSection;
  signUp: FormStateAction<NewsletterFormState>;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <NewsletterSignup
      locale={locale}
      copy={{
        toggle: field(copy, 'toggle', locale),
        title: field(copy, 'title', locale),
        description: field(copy, 'description', locale),
        privacy: field(copy, 'privacy', locale),
        thanks: copy.fields.thanks?.text ?? '',
      }}
      texts={t.raw('newsletter') as NewsletterTexts}
      archiveHref={localizedHref('/newsletter', locale)}
      signUp={signUp}
    />
  );
}
