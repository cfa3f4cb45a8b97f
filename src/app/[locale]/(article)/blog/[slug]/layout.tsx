import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/site/site-chrome';
import { pageLocale } from '@/i18n/params';
import { articleLanguagePaths } from '@/lib/blog/article-paths';
import { decodeSlugParam } from '@/lib/blog/slug';
import { getPublishedPost } from '@/server/blog/cached.server';

/**
 * The site around an article. Its language links lead straight to the article's translations
 * (the slug differs per language), from the same data as its hreflang alternates.
 */
export default async function ArticleLayout({
  children,
  params,
}: LayoutProps<'/[locale]/blog/[slug]'>) {
  const locale = await pageLocale(params);
  const result = await getPublishedPost(decodeSlugParam((await params).slug), locale);
  const languagePaths = result?.kind === 'found' ? articleLanguagePaths(result.post) : undefined;
  return (
    <SiteChrome locale={locale} languagePaths={languagePaths}>
      {children as ReactNode}
    </SiteChrome>
  );
}
