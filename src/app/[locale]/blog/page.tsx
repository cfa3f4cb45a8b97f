import { ArrowRight, BookOpen } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { settings } from '@/config/settings';
import { pageLocale } from '@/i18n/params';
import { sitePageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'blog.meta' });
  return sitePageMetadata({
    locale,
    path: '/blog',
    title: t('title'),
    description: t('description'),
  });
}

/**
 * The blog list. Articles, search and filters arrive with the blog issue; until then the page
 * the navbar links to says plainly that nothing is published yet and offers a way to ask.
 */
export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'blog' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  return (
    <>
      <section className="relative overflow-hidden pt-32 pb-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(ellipse_at_top,rgba(167,139,250,0.16),transparent_65%)]"
        />
        <div className="relative mx-auto max-w-3xl px-4 text-center sm:px-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {t('eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-6 text-lg leading-relaxed text-fg-muted">{t('intro')}</p>
        </div>
      </section>

      <section aria-labelledby="blog-empty-title" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <div className="flex flex-col items-center gap-5 rounded-2xl border border-dashed border-line bg-ink-card/60 p-10 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-violet/10 text-violet">
            <BookOpen aria-hidden className="size-7" />
          </span>
          <h2 id="blog-empty-title" className="text-2xl font-semibold">
            {t('noArticles')}
          </h2>
          <p className="max-w-xl leading-relaxed text-fg-muted">{t('emptyHint')}</p>
          <ButtonLink href="/contact" locale={locale}>
            {t('contactCta')}
            <ArrowRight aria-hidden className="flip-rtl size-4" />
          </ButtonLink>
        </div>
      </section>

      <JsonLd
        data={breadcrumbJsonLd(settings().SITE_URL, locale, [
          [nav('home'), '/'],
          [nav('blog'), '/blog'],
        ])}
      />
    </>
  );
}
