import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import { ArticleNotFoundView, type ArticleNotFoundText } from './article-not-found-view';

/**
 * 'Article non trouvé' (spec) for an unknown, draft or scheduled article. The texts of every
 * language go to the view, which picks the route's: a not-found file gets no params.
 */
export async function ArticleNotFound() {
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
