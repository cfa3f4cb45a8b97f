import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { aboutTeam } from './about-content';
import { InitialsAvatar } from './initials-avatar';
import { SectionHeading } from '@/components/ui/section-heading';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';

export async function TeamSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about.team' });
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="team-title"
        eyebrow={t('eyebrow')}
        title={t('title', { name: (await getAgencySettings(locale)).siteName })}
        intro={t('intro')}
        align="center"
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {aboutTeam.map(({ id, initials, gradient }) => (
          <li
            key={id}
            className="flex flex-col items-center rounded-2xl border border-line bg-ink-card/60 p-8 text-center"
          >
            <InitialsAvatar initials={initials} gradient={gradient} />
            <h3 className="mt-5 text-xl font-semibold">{t(`members.${id}.name`)}</h3>
            <p className="mt-1 text-sm font-medium text-accent-strong">{t(`members.${id}.role`)}</p>
            <p className="mt-4 leading-7 text-fg-muted">{t(`members.${id}.bio`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
