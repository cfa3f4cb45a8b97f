import type { Metadata } from 'next';
import { BlogList, blogListMetadata } from '@/components/blog/blog-list';
import { notFoundMetadata, notFoundPage } from '@/components/site/not-found-view';
import { pageLocale } from '@/i18n/params';
import { viewFromSearchKey } from '@/lib/blog/search-key';
import { signUpForNewsletter } from '../../blog/actions';

// Literal (Next reads it statically); equals blogRevalidateSeconds of the blog data cache.
export const revalidate = 300;

/**
 * No view is known at build time: each is rendered on its first request and then served from the
 * page cache until the blog changes (decision 022), like /blog itself.
 */
export function generateStaticParams(): { search: string }[] {
  return [];
}

type Props = PageProps<'/[locale]/blog-search/[search]'>;

/** The view a key names (undefined for any other segment), in the page's language. */
async function viewOf(params: Props['params']) {
  const [locale, { search }] = await Promise.all([pageLocale(params), params]);
  return { locale, view: viewFromSearchKey(search) };
}

/** A search is a view of /blog, not indexed itself (its links followed); a later page is indexed. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, view } = await viewOf(params);
  return view ? blogListMetadata(locale, view) : notFoundMetadata(locale);
}

/**
 * `/blog?q=…&category=…&page=…`, rewritten here by the proxy under the view's key
 * (src/server/blog/search-rewrite.ts): that page of the list, filtered on the server, so a shared
 * link or a JavaScript-free visit shows the matching cards and the count line. A page that is no
 * page (`?page=0`, `?page=deux`) or past the last one answers 404 with the not-found page.
 */
export default async function BlogSearchPage({ params }: Props) {
  const { locale, view } = await viewOf(params);
  if (!view) return notFoundPage(locale);
  return <BlogList locale={locale} view={view} signUp={signUpForNewsletter} />;
}
