import type { Metadata } from 'next';
import { BlogList, blogListMetadata } from '@/components/blog/blog-list';
import { pageLocale } from '@/i18n/params';
import { filtersFromParams } from '@/lib/blog/search';
import { signUpForNewsletter } from '../blog/actions';

// Literal (Next reads it statically); equals blogRevalidateSeconds of the blog data cache.
export const revalidate = 300;

/** A searched list is a view of /blog: not indexed itself, its links still followed. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog-search'>): Promise<Metadata> {
  return blogListMetadata(await pageLocale(params), { index: false, follow: true });
}

/**
 * `/blog?q=…&category=…` (rewritten here): the same list, already filtered on the server so
 * a shared link or a JavaScript-free visit shows the matching cards and the count line.
 */
export default async function BlogSearchPage({
  params,
  searchParams,
}: PageProps<'/[locale]/blog-search'>) {
  const locale = await pageLocale(params);
  return (
    <BlogList
      locale={locale}
      filters={filtersFromParams(await searchParams)}
      signUp={signUpForNewsletter}
    />
  );
}
