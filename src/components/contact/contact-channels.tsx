import { Clock, Mail, MapPin, MessageCircle } from '@/components/ui/icons';
import type { IconComponent } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { whatsappHref } from '@/lib/contact-links';
import type { AgencySettings } from '@/lib/site-settings';
import { LocalizedText } from '@/components/site/localized-text';
import { field } from '@/components/site/page-copy';
import type { ShownSection } from '@/server/page-sections/page-sections-pages.server';

const linkClass =
  'font-semibold text-accent-strong underline-offset-4 transition hover:text-fg hover:underline';

/**
 * The three ways to reach the agency (spec §2 Contact): e-mail, WhatsApp, the office. The details
 * are the settings'; the cards' words the page's `channels` section.
 */
export function ContactChannels({
  locale,
  agency,
  copy,
}: {
  locale: Locale;
  agency: AgencySettings;
  copy: ShownSection;
}) {
  const copyText = (name: string) => field(copy, name, locale);
  // The office in the visitor's language; the structured data keeps the official address.
  const { contactEmail, whatsappNumber, text } = agency;
  return (
    <section aria-labelledby="contact-channels-title" className="mx-auto max-w-7xl px-4 sm:px-6">
      <h2 id="contact-channels-title" className="sr-only">
        {copyText('title')}
      </h2>
      <ul className="grid gap-6 md:grid-cols-3">
        <ChannelCard icon={Mail} title={copyText('emailTitle')} text={copyText('emailText')}>
          <a href={`mailto:${contactEmail}`} className={`${linkClass} break-all`} dir="ltr">
            {contactEmail}
          </a>
        </ChannelCard>
        <ChannelCard
          icon={MessageCircle}
          title={copyText('whatsappTitle')}
          text={copyText('whatsappText')}
        >
          <a
            href={whatsappHref(whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            className={linkClass}
          >
            {copyText('whatsappCta')}
          </a>
          <p className="mt-1 text-sm text-fg-muted">
            <span dir="ltr">{whatsappNumber}</span>
          </p>
        </ChannelCard>
        <ChannelCard
          icon={MapPin}
          title={copyText('officeTitle')}
          text={<LocalizedText value={text.address} />}
        >
          <span className="inline-flex items-center gap-2 text-fg">
            <Clock aria-hidden className="size-4 shrink-0 text-accent" />
            <LocalizedText value={text.officeHours} />
          </span>
        </ChannelCard>
      </ul>
    </section>
  );
}

interface ChannelCardProps {
  icon: IconComponent;
  title: ReactNode;
  text: ReactNode;
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
