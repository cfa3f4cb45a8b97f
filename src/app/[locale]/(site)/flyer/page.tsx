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
  type IconComponent,
} from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { field, getPageCopy, highlighted, itemField, items } from '@/components/site/page-copy';
import { Particles } from '@/components/site/particles';
import { ButtonLink } from '@/components/ui/button-link';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { telHref } from '@/lib/contact-links';
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { agencySettingsOfRequest } from '@/server/site-settings/site-settings-pages.server';

/** The icon of each seeded benefit (spec §2), by item id; an editor's new one gets the sparkles. */
const benefitIcons: Partial<Record<string, IconComponent>> = {
  website: MonitorSmartphone,
  chatbot: Bot,
  automation: Workflow,
  content: Sparkles,
  support: Headset,
};

/** Proof points under the button (spec §1), each a field of the cta section naming its figure. */
const flyerProof = ['proofExperience', 'proofProjects', 'proofClients', 'proofSuccess'] as const;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/flyer'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { meta } = await getPageCopy('flyer', locale);
  return sitePageMetadata({
    locale,
    path: '/flyer',
    title: meta?.fields.title?.text ?? '',
    description: meta?.fields.description?.text ?? '',
  });
}

/**
 * The promotional landing page: one printed-flyer-like sheet that leads to /contact. Its copy is
 * content, edited at /admin/pages/flyer (issue 29), the proof line's templates too (decision 061).
 */
export default async function FlyerPage({ params }: PageProps<'/[locale]/flyer'>) {
  const locale = await pageLocale(params);
  const [copy, nav, agency] = await Promise.all([
    getPageCopy('flyer', locale),
    getTranslations({ locale, namespace: 'nav' }),
    agencySettingsOfRequest(locale),
  ]);
  const { SITE_URL } = settings();
  const { contactEmail, contactPhone, address } = agency;
  const { hero, benefits, cta } = copy;
  const benefitItems = benefits ? items(benefits, 'items') : [];

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(SITE_URL, locale, [
          [nav('home'), '/'],
          [copy.meta?.fields.title?.text ?? '', '/flyer'],
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

          {hero ? (
            <header className="px-5 pt-10 text-center sm:px-12 sm:pt-16">
              <p className="inline-flex items-center gap-2 rounded-full border border-accent/40 bg-accent/10 px-4 py-1.5 text-sm font-semibold text-accent-strong">
                <Sparkles aria-hidden className="size-4" />
                {field(hero, 'eyebrow', locale)}
              </p>
              <h1
                id="flyer-title"
                className="mx-auto mt-6 max-w-3xl text-4xl font-bold leading-tight text-balance sm:text-6xl rtl:leading-snug"
              >
                {highlighted(hero.fields.title, locale)}
              </h1>
              <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-fg-muted sm:text-xl">
                {field(hero, 'subtitle', locale)}
              </p>
            </header>
          ) : null}

          {benefits ? (
            <div className="px-4 pt-10 sm:px-12 sm:pt-12">
              <h2 className="text-center text-sm font-semibold uppercase tracking-wider text-accent">
                {field(benefits, 'title', locale)}
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {benefitItems.map((item, index) => {
                  const Icon = benefitIcons[item.id] ?? Sparkles;
                  // An odd count: the last one spans the row so the sheet stays balanced.
                  const spans = index === benefitItems.length - 1 && benefitItems.length % 2 === 1;
                  return (
                    <li
                      key={item.id}
                      className={`flex gap-4 rounded-2xl border border-line bg-ink-card/70 p-4 sm:p-5 ${
                        spans ? 'sm:col-span-2' : ''
                      }`}
                    >
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent to-violet text-ink sm:size-12">
                        <Icon aria-hidden className="size-6" />
                      </span>
                      <div>
                        <h3 className="text-lg font-semibold">
                          {itemField(item, 'title', locale)}
                        </h3>
                        <p className="mt-1 leading-7 text-fg-muted">
                          {itemField(item, 'description', locale)}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}

          <div className="flex flex-col items-center px-5 py-10 text-center sm:px-12 sm:py-12">
            <ButtonLink
              href="/contact"
              locale={locale}
              className="px-6 py-4 text-sm sm:px-8 sm:text-lg"
            >
              {cta ? field(cta, 'cta', locale) : null}
              <ArrowRight aria-hidden className="flip-rtl size-5" />
            </ButtonLink>
            <p className="mt-4 flex items-center justify-center gap-2 text-sm text-balance text-fg-muted">
              <Clock aria-hidden className="size-4 shrink-0 text-accent" />
              {cta ? field(cta, 'note', locale) : null}
            </p>
            {cta ? (
              <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium text-fg">
                {flyerProof.map((id) => (
                  <li key={id} className="inline-flex items-center gap-2">
                    <Check aria-hidden className="size-4 shrink-0 text-success" />
                    {field(cta, id, locale)}
                  </li>
                ))}
              </ul>
            ) : null}
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
