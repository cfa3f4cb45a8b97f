import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeCallToAction } from '@/components/home/call-to-action';
import { HomeHero } from '@/components/home/hero';
import { HomeLatestPosts } from '@/components/home/latest-posts';
import { HomeProblems } from '@/components/home/problems';
import { HomeResults } from '@/components/home/results';
import { HomeServices } from '@/components/home/services-grid';
import { HomeStats } from '@/components/home/stats';
import { HomeTechnologies } from '@/components/home/technologies';
import { HomeTestimonials } from '@/components/home/testimonials';
import { HomeTransformation } from '@/components/home/transformation';
import { ContentFaq } from '@/components/site/faq';
import { pageLocale } from '@/i18n/params';
import { homePostCount } from '@/lib/blog/selection';
import { sitePageMetadata } from '@/server/site-settings/page-metadata.server';
import { getLatestPosts } from '@/server/blog/cached.server';
import { getFaq } from '@/server/faq/faq-pages.server';
import { getServices } from '@/server/services/service-pages.server';
import { getTestimonials } from '@/server/testimonials/testimonial-pages.server';

// Literal (Next reads it statically): the blog band follows new posts like the blog pages do.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'home.meta' });
  return sitePageMetadata({
    locale,
    path: '/',
    title: t('title'),
    description: t('description'),
  });
}

/**
 * Every other band gets the raised background. Done by position rather than per section so
 * the rhythm stays even when a data section (services, testimonials) renders nothing.
 */
const alternatingBands =
  '[&>*:nth-child(even)]:border-y [&>*:nth-child(even)]:border-line/60 [&>*:nth-child(even)]:bg-ink-raised/50';

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const [t, faq, services, testimonials, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'home.faq' }),
    getFaq('home', locale),
    getServices(locale),
    getTestimonials(locale),
    getLatestPosts(locale, homePostCount),
  ]);
  return (
    <div className={alternatingBands}>
      <HomeHero locale={locale} />
      <HomeStats locale={locale} />
      <HomeProblems locale={locale} />
      <HomeServices locale={locale} services={services} />
      <HomeTransformation locale={locale} />
      <HomeTestimonials locale={locale} testimonials={testimonials} />
      <HomeResults locale={locale} />
      <HomeCallToAction locale={locale} />
      <HomeLatestPosts locale={locale} posts={posts} />
      <HomeTechnologies locale={locale} />
      <div>
        <ContentFaq id="home-faq" locale={locale} title={t('title')} entries={faq} />
      </div>
    </div>
  );
}
