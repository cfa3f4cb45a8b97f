import { Mail, MessageCircle } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { whatsappHref } from '@/lib/contact-links';

/**
 * The place of the contact form on /contact. The form and its submission come with the
 * contact issue, which replaces the body of this section; until then it points honestly to
 * the two channels that already work instead of showing a form that sends nothing.
 */
export async function ContactFormSlot({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.formSlot' });
  const { CONTACT_EMAIL, WHATSAPP_NUMBER } = settings();
  const actionClass =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line bg-ink-raised/60 px-6 py-3 text-sm font-semibold text-fg transition hover:border-accent hover:text-accent-strong';
  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-title"
      className="flex h-full flex-col justify-center rounded-2xl border border-line bg-ink-card/60 p-6 sm:p-8"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold sm:text-3xl">
        {t('title')}
      </h2>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-fg-muted">{t('text')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={`mailto:${CONTACT_EMAIL}`} className={actionClass}>
          <Mail aria-hidden className="size-5 text-accent" />
          {t('emailCta')}
        </a>
        <a
          href={whatsappHref(WHATSAPP_NUMBER)}
          target="_blank"
          rel="noopener noreferrer"
          className={actionClass}
        >
          <MessageCircle aria-hidden className="size-5 text-accent" />
          {t('whatsappCta')}
        </a>
      </div>
    </section>
  );
}
