import { getTranslations } from 'next-intl/server';
import { LocalizedLink } from '@/components/site/localized-link';
import { field } from '@/components/site/page-copy';
import type { Locale } from '@/i18n/locales';
import type { ServiceOption } from '@/lib/forms/contact-fields';
import type { ContactFormState } from '@/lib/forms/contact-schema';
import type { FormStateAction } from '@/lib/forms/form-state';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';
import { ContactForm, type ContactFormTexts } from './contact-form';

/**
 * The contact page's message form: its heading and intro are the page's `form` section, its
 * labels, errors and buttons interface text (messages).
 */
export async function ContactFormSection({
  locale,
  copy,
  services,
  send,
}: {
  locale: Locale;
  copy: ShownSection;
  /** The service select's options in this language (getContactServiceOptions). */
  services: readonly ServiceOption[];
  send: FormStateAction<ContactFormState>;
}) {
  const t = await getTranslations({ locale, namespace: 'contactForm' });
  const texts: ContactFormTexts = {
    fields: t.raw('fields') as ContactFormTexts['fields'],
    optional: t('optional'),
    requiredNote: t('requiredNote'),
    honeypot: t('honeypot'),
    errors: t.raw('errors') as ContactFormTexts['errors'],
    messageCount: t.raw('messageCount') as string,
    submit: t('submit'),
    submitting: t('submitting'),
    toasts: t.raw('toasts') as ContactFormTexts['toasts'],
  };
  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-title"
      className="h-full rounded-2xl border border-line bg-ink-card/60 p-6 sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold sm:text-3xl">
        {field(copy, 'title', locale)}
      </h2>
      <p className="mt-3 leading-relaxed text-fg-muted">{field(copy, 'intro', locale)}</p>
      <ContactForm
        locale={locale}
        services={services}
        texts={texts}
        send={send}
        privacyNote={t.rich('privacy', {
          link: (chunks) => (
            <LocalizedLink
              href="/privacy"
              locale={locale}
              className="text-accent underline underline-offset-4 hover:text-accent-strong"
            >
              {chunks}
            </LocalizedLink>
          ),
        })}
      />
    </section>
  );
}
