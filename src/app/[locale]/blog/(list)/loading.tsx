import { getTranslations } from 'next-intl/server';
import { RouteLocaleText } from '@/components/blog/route-locale-text';
import { locales, type Locale } from '@/i18n/locales';

/*
 * Shown while the blog list renders, e.g. on a slow client-side navigation (spec §2:
 * 'Chargement...' from blog.loading). It lives in the (list) group so that it wraps the list
 * only: a loading boundary above blog/[slug] would make the article page stream, and a
 * streamed notFound() answers 200 instead of 404.
 */
export default async function BlogLoading() {
  // No params here, and the locale is not registered yet: hand every language's text over.
  const texts = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => {
        const t = await getTranslations({ locale, namespace: 'blog' });
        return [locale, t('loading')] as const;
      }),
    ),
  ) as Record<Locale, string>;
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 pt-32 pb-20">
      <p role="status" className="flex items-center gap-3 text-lg text-fg-muted">
        <span
          aria-hidden
          className="size-5 animate-spin rounded-full border-2 border-line border-t-accent motion-reduce:animate-none"
        />
        <RouteLocaleText texts={texts} />
      </p>
    </div>
  );
}
