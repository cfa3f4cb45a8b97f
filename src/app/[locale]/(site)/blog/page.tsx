import type { Metadata } from 'next';
import { BlogList, blogListMetadata } from '@/components/blog/blog-list';
import { pageLocale } from '@/i18n/params';
import { allCategories, type BlogView } from '@/lib/blog/search';
import { signUpForNewsletter } from './actions';

// Literal (Next reads it statically); equals blogRevalidateSeconds of the blog data cache.
export const revalidate = 300;

/** The first page of the list, without filters. */
const front: BlogView = { filters: { query: '', category: allCategories }, page: 1 };

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  return blogListMetadata(await pageLocale(params), front);
}

/**
 * The first page of the blog list without filters, prerendered per language. A filtered URL
 * (`?q=`, `?category=`) or a later page (`?page=`) is rewritten to the blog-search route instead.
 */
export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await pageLocale(params);
  return <BlogList locale={locale} view={front} signUp={signUpForNewsletter} />;
}
