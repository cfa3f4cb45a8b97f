import {
  ArrowRight,
  Bot,
  Check,
  Clock,
  Headset,
  Mail,
  MapPin,
  MonitorSmartphone,
  Phone,
  Sparkles,
  Workflow,
} from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Particles } from '@/components/site/particles';
import { ButtonLink } from '@/components/ui/button-link';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { telHref } from '@/lib/contact-links';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { getAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { figureTexts } from '@/lib/site-settings';

/** The five benefits of the promotional page (spec §2), in the spec's order. */
const flyerBenefits = [
  { id: 'website', icon: MonitorSmartphone },
  { id: 'chatbot', icon: Bot },
  { id: 'automation', icon: Workflow },
  { id: 'content', icon: Sparkles },
  { id: 'support', icon: Headset },
] as const;

/** Proof points under the button: claims exactly as spec §1 words them. */
const flyerProof = ['experience', 'projects', 'clients', 'success'] as const;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/flyer'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'flyer' });
  return sitePageMetadata({
    locale,
    path: '/flyer',
    title: t('meta.title'),
    description: t('meta.description'),
  });
}

/** The promotional landing page: one printed-flyer-like sheet that leads to /contact. */
export default async function FlyerPage({ params }: PageProps<'/[locale]/flyer'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'flyer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  const { SITE_URL } = settings();
  const { siteName, contactEmail, contactPhone, address, figures } =
    await getAgencySettings(locale);

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(SITE_URL, locale, [
          [nav('home'), '/'],
          [t('meta.title'), '/flyer'],
        ])}
      />
      <section
        aria-labelledby="flyer-title"
        className="relative overflow-hidden px-3 pt-28 pb-20 sm:px-6 sm:pt-32"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-accent)_18%,transparent)_0%,transparent_55%),radial-gradient(ellipse_at_bottom,color-mix(in_oklab,var(--color-violet)_14%,transparent)_0%,transparent_60%)]"
        />
        <Particles />

        <article className="relative mx-auto max-w-4xl overflow-hidden rounded-[2rem] border border-line bg-ink-raised/85 shadow-2xl shadow-accent/10">
          <div aria-hidden className="h-1.5 bg-gradient-to-r from-accent to-violet" />

          <header className="px-5 pt-10 text-center sm:px-12 sm:pt-16">
            <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-accent/10 px-4 py-1.5 text-sm font-semibold text-accent-strong">
              <Sparkles aria-hidden className="size-4" />
              {t('eyebrow', { name: siteName })}
            </p>
            <h1
              id="flyer-title"
              className="mx-auto mt-6 max-w-3xl text-4xl font-bold leading-tight text-balance sm:text-6xl rtl:leading-snug"
            >
              {t('titleStart')} <span className="text-gradient">{t('titleHighlight')}</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-fg-muted sm:text-xl">
              {t('subtitle')}
            </p>
          </header>

          <div className="px-4 pt-10 sm:px-12 sm:pt-12">
            <h2 className="text-center text-sm font-semibold uppercase tracking-wider text-accent">
              {t('benefitsTitle')}
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {flyerBenefits.map(({ id, icon: Icon }, index) => (
                <li
                  key={id}
                  className={`flex gap-4 rounded-2xl border border-line bg-ink-card/70 p-4 sm:p-5 ${
                    // Five items: the last one spans the row so the sheet stays balanced.
                    index === flyerBenefits.length - 1 ? 'sm:col-span-2' : ''
                  }`}
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent to-violet text-ink sm:size-12">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold">{t(`benefits.${id}.title`)}</h3>
                    <p className="mt-1 leading-7 text-fg-muted">
                      {t(`benefits.${id}.description`)}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </div>

          <div className="flex flex-col items-center px-5 py-10 text-center sm:px-12 sm:py-12">
            <ButtonLink
              href="/contact"
              locale={locale}
              className="px-6 py-4 text-sm sm:px-8 sm:text-lg"
            >
              {t('cta')}
              <ArrowRight aria-hidden className="flip-rtl size-5" />
            </ButtonLink>
            <p className="mt-4 flex items-center justify-center gap-2 text-sm text-balance text-fg-muted">
              <Clock aria-hidden className="size-4 shrink-0 text-accent" />
              {t('ctaNote')}
            </p>
            <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium text-fg">
              {flyerProof.map((id) => (
                <li key={id} className="inline-flex items-center gap-2">
                  <Check aria-hidden className="size-4 shrink-0 text-success" />
                  {t(`proof.${id}`, figureTexts(figures, locale))}
                </li>
              ))}
            </ul>
          </div>

          <div className="flex flex-col items-center justify-center gap-x-8 gap-y-3 border-t border-dashed border-line bg-ink/40 px-6 py-6 text-sm sm:flex-row sm:flex-wrap sm:px-12">
            <a
              href={`mailto:${contactEmail}`}
              className="inline-flex min-h-6 items-center gap-2 text-fg-muted transition hover:text-accent-strong"
            >
              <Mail aria-hidden className="size-4 text-accent" />
              <span dir="ltr">{contactEmail}</span>
            </a>
            <a
              href={telHref(contactPhone)}
              className="inline-flex min-h-6 items-center gap-2 text-fg-muted transition hover:text-accent-strong"
            >
              <Phone aria-hidden className="size-4 text-accent" />
              <span dir="ltr">{contactPhone}</span>
            </a>
            <span className="inline-flex items-center gap-2 text-fg-muted">
              <MapPin aria-hidden className="size-4 text-accent" />
              {address}
            </span>
          </div>
        </article>
      </section>
    </>
  );
}
