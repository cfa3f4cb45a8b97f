import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/messages';
import { perLocale } from '@/i18n/per-locale';
import { submitContact } from '@/server/contact/submit-contact.server';
import { formEndpoint } from '@/server/forms/endpoint.server';

/** The contact form's endpoint, used by the page's script. */
export const POST = formEndpoint(
  submitContact,
  perLocale(async (locale) => {
    const t = createTranslator({
      locale,
      messages: await loadMessages(locale),
      namespace: 'contactForm',
    });
    return {
      fieldError: (key: string) =>
        t.has(`errors.${key}` as 'errors.nameRequired')
          ? t(`errors.${key}` as 'errors.nameRequired')
          : t('toasts.invalid'),
      rateLimited: t('toasts.rateLimited'),
      failed: t('toasts.failed'),
    };
  }),
);
