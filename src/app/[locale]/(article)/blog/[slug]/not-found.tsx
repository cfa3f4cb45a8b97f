import { getTranslations } from 'next-intl/server';
import {
  ArticleNotFoundView,
  type ArticleNotFoundText,
} from '@/components/blog/article/article-not-found-view';
import { locales, type Locale } from '@/i18n/locales';

/**
 * An unknown, draft or scheduled article (spec: 'Article non trouvé'), HTTP 404. Not-found
 * files get no params; the texts of every language go to the view, which picks the route's.
 */
export default async function ArticleNotFound() {
  const entries = await Promise.all(
    locales.map(async (locale): Promise<[Locale, ArticleNotFoundText]> => {
      const t = await getTranslations({ locale, namespace: 'blog.article' });
      return [locale, { title: t('notFoundTitle'), text: t('notFoundText'), back: t('back') }];
    }),
  );
  return (
    <ArticleNotFoundView
      texts={Object.fromEntries(entries) as Record<Locale, ArticleNotFoundText>}
    />
  );
}
