import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { perLocale } from '@/i18n/per-locale';
import { formEndpoint } from '@/server/forms/endpoint.server';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe.server';

/** The newsletter form's endpoint, used by the blog's script. */
export const POST = formEndpoint(
  subscribeToNewsletter,
  perLocale(async (locale) => {
    const t = createTranslator({
      locale,
      messages: await loadMessages(locale),
      namespace: 'blog.newsletter',
    });
    return {
      fieldError: () => t('emailInvalid'),
      rateLimited: t('rateLimited'),
      failed: t('failed'),
    };
  }),
);
