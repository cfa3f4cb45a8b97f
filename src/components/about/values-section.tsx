import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { aboutValues } from './about-content';
import { SectionHeading } from '@/components/ui/section-heading';

export async function ValuesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'about.values' });
  return (
    <section aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="values-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        intro={t('intro')}
        align="center"
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {aboutValues.map(({ id, icon: Icon }) => (
          <li
            key={id}
            className="rounded-2xl border border-line bg-ink-card/60 p-6 transition hover:border-accent/60"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-accent/10 text-accent">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{t(`items.${id}.title`)}</h3>
            <p className="mt-3 leading-7 text-fg-muted">{t(`items.${id}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
