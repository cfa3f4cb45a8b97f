import { Check, MonitorSmartphone, ShoppingBag, Sparkles, Workflow } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { SectionHeading } from '@/components/ui/section-heading';

/** The four areas the footer links to as /services#{id} (spec §2 Layout). */
const expertiseAreas = [
  { id: 'transformation', icon: MonitorSmartphone },
  { id: 'automatisation', icon: Workflow },
  { id: 'contenu', icon: Sparkles },
  { id: 'partenariat', icon: ShoppingBag },
] as const;

export async function ExpertiseAreas({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'services.expertise' });
  return (
    <section aria-labelledby="expertise-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          className="mb-12"
          id="expertise-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          intro={t('subtitle')}
        />
        <div className="grid gap-6 md:grid-cols-2">
          {expertiseAreas.map(({ id, icon: Icon }) => (
            <article
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="flex flex-col gap-5 rounded-2xl border border-line bg-ink-card/60 p-6 transition hover:border-accent/60 sm:flex-row sm:p-8"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent-strong">
                <Icon aria-hidden className="size-6" />
              </span>
              <div>
                <h3 id={`${id}-title`} className="text-xl font-semibold">
                  {t(`areas.${id}.title`)}
                </h3>
                <p className="mt-2 leading-7 text-fg-muted">{t(`areas.${id}.description`)}</p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {(t.raw(`areas.${id}.items`) as string[]).map((item) => (
                    <li
                      key={item}
                      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-ink-raised/60 px-3 py-1 text-sm"
                    >
                      <Check aria-hidden className="size-3.5 shrink-0 text-success" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
