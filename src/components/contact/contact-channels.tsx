import { Clock, Mail, MapPin, MessageCircle } from '@/components/ui/icons';
import type { IconComponent } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { whatsappHref } from '@/lib/contact-links';

const linkClass =
  'font-semibold text-accent-strong underline-offset-4 transition hover:text-fg hover:underline';

/** The three ways to reach the agency (spec §2 Contact): e-mail, WhatsApp, the office. */
export async function ContactChannels({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'contact.channels' });
  // The office in the visitor's language; the structured data keeps the official ADDRESS.
  const address = (await getTranslations({ locale, namespace: 'footer' }))('address');
  const { CONTACT_EMAIL, WHATSAPP_NUMBER } = settings();
  return (
    <section aria-labelledby="contact-channels-title" className="mx-auto max-w-7xl px-4 sm:px-6">
      <h2 id="contact-channels-title" className="sr-only">
        {t('title')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        <ChannelCard icon={Mail} title={t('email.title')} text={t('email.text')}>
          <a href={`mailto:${CONTACT_EMAIL}`} className={`${linkClass} break-all`} dir="ltr">
            {CONTACT_EMAIL}
          </a>
        </ChannelCard>
        <ChannelCard icon={MessageCircle} title={t('whatsapp.title')} text={t('whatsapp.text')}>
          <a
            href={whatsappHref(WHATSAPP_NUMBER)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {t('whatsapp.cta')}
          </a>
          <p className="mt-1 text-sm text-fg-muted">
            <span dir="ltr">{WHATSAPP_NUMBER}</span>
          </p>
        </ChannelCard>
        <ChannelCard icon={MapPin} title={t('office.title')} text={address}>
          <span className="inline-flex items-center gap-2 text-fg">
            <Clock aria-hidden className="size-4 shrink-0 text-accent" />
            {t('office.hours')}
          </span>
        </ChannelCard>
      </ul>
    </section>
  );
}

interface ChannelCardProps {
  icon: IconComponent;
  title: string;
  text: string;
  /** The card's action or detail line (a link, the opening hours). */
  children: ReactNode;
}

function ChannelCard({ icon: Icon, title, text, children }: ChannelCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-ink-card/60 p-6">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent/10 text-accent">
        <Icon aria-hidden className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-fg-muted">{text}</p>
      <div className="mt-auto">{children}</div>
    </li>
  );
}
