import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogList, blogListMetadata } from '@/components/blog/blog-list';
import { pageLocale } from '@/i18n/params';
import { filtersFromSearchKey } from '@/lib/blog/search-key';
import { signUpForNewsletter } from '../../blog/actions';

// Literal (Next reads it statically); equals blogRevalidateSeconds of the blog data cache.
export const revalidate = 300;

/**
 * No search is known at build time: each is rendered on its first request and then served from
 * the page cache until the blog changes (decision 022), like /blog itself.
 */
export function generateStaticParams(): { search: string }[] {
  return [];
}

/** A searched list is a view of /blog: not indexed itself, its links still followed. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog-search/[search]'>): Promise<Metadata> {
  return blogListMetadata(await pageLocale(params), { index: false, follow: true });
}

/**
 * `/blog?q=…&category=…`, rewritten here by the proxy under the search's key
 * (src/server/blog/search-rewrite.ts): the same list, already filtered on the server, so a
 * shared link or a JavaScript-free visit shows the matching cards and the count line.
 */
export default async function BlogSearchPage({
  params,
}: PageProps<'/[locale]/blog-search/[search]'>) {
  const [locale, { search }] = await Promise.all([pageLocale(params), params]);
  const filters = filtersFromSearchKey(search);
  if (!filters) notFound();
  return <BlogList locale={locale} filters={filters} signUp={signUpForNewsletter} />;
}
