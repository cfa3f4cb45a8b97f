import type { Metadata } from 'next';
import { HomeCallToAction } from '@/components/home/call-to-action';
import { HomeHero } from '@/components/home/hero';
import { getPageCopy, shown } from '@/components/site/page-copy';
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
import { sitePageMetadata } from '@/server/og/page-metadata.server';
import { getLatestPosts } from '@/server/blog/cached.server';
import { faqOfRequest } from '@/server/faq/faq-pages.server';
import { servicesOfRequest } from '@/server/services/service-pages.server';
import { testimonialsOfRequest } from '@/server/testimonials/testimonial-pages.server';

// Literal (Next reads it statically): the blog band follows new posts like the blog pages do.
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { meta } = await getPageCopy('home', locale);
  return sitePageMetadata({
    locale,
    path: '/',
    title: meta?.fields.title?.text ?? '',
    description: meta?.fields.description?.text ?? '',
  });
}

/**
 * Every other band gets the raised background. Done by position rather than per section so
 * the rhythm stays even when a data section (services, testimonials) renders nothing.
 */
const alternatingBands =
  '[&>*:nth-child(even)]:border-y [&>*:nth-child(even)]:border-line/60 [&>*:nth-child(even)]:bg-ink-raised/50';

/** Its copy is content, edited at /admin/pages/home (decision 051); a hidden section is left out. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const [copy, faq, services, testimonials, posts] = await Promise.all([
    getPageCopy('home', locale),
    faqOfRequest('home', locale),
    servicesOfRequest(locale),
    testimonialsOfRequest(locale),
    getLatestPosts(locale, homePostCount),
  ]);
  return (
    <div className={alternatingBands}>
      {copy.hero ? <HomeHero locale={locale} copy={copy.hero} /> : null}
      {copy.stats ? <HomeStats locale={locale} copy={copy.stats} /> : null}
      {copy.problems ? <HomeProblems locale={locale} copy={copy.problems} /> : null}
      {copy.services ? (
        <HomeServices locale={locale} copy={copy.services} services={services} />
      ) : null}
      {copy.transformation ? (
        <HomeTransformation locale={locale} copy={copy.transformation} />
      ) : null}
      {copy.testimonials ? (
        <HomeTestimonials locale={locale} copy={copy.testimonials} testimonials={testimonials} />
      ) : null}
      {copy.results ? <HomeResults locale={locale} copy={copy.results} /> : null}
      {copy.cta ? <HomeCallToAction locale={locale} copy={copy.cta} /> : null}
      {copy.latestPosts ? (
        <HomeLatestPosts locale={locale} copy={copy.latestPosts} posts={posts} />
      ) : null}
      {copy.technologies ? <HomeTechnologies locale={locale} copy={copy.technologies} /> : null}
      {copy.faq ? (
        <div>
          <ContentFaq
            id="home-faq"
            locale={locale}
            title={shown(copy.faq.fields.title, locale)}
            entries={faq}
          />
        </div>
      ) : null}
    </div>
  );
}
