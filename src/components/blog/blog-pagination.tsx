import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LocalizedLink } from '@/components/site/localized-link';
import type { Locale } from '@/i18n/locales';
import { blogListPath, pageLinks } from '@/lib/blog/paging';
import type { BlogView } from '@/lib/blog/search';
import { blogResultsAnchor } from './keyword-chips';

interface Props {
  locale: Locale;
  view: BlogView;
  pageCount: number;
}

/**
 * The list's pages: previous, the numbers around the current one, next — plain links that keep
 * the search, category and language (`?page=2`), so they work without JavaScript and every page
 * has its own URL. They land at the results' heading. Styled by `.blog-pages` (globals.css).
 */
export async function BlogPagination({ locale, view, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'blog.pagination' });
  const { page } = view;
  const href = (target: number) =>
    `${blogListPath({ filters: view.filters, page: target })}#${blogResultsAnchor}`;
  const step = (target: number, rel: 'prev' | 'next', content: ReactNode) =>
    target >= 1 && target <= pageCount ? (
      <LocalizedLink href={href(target)} locale={locale} rel={rel} prefetch={false}>
        {content}
      </LocalizedLink>
    ) : (
      <span aria-disabled="true">{content}</span>
    );
  return (
    <nav aria-label={t('label')} className="mt-10 flex flex-col items-center gap-3">
      <div className="blog-pages">
        {step(
          page - 1,
          'prev',
          <>
            <span aria-hidden className="icon icon-arrow rotate-180 rtl:rotate-0" />
            {t('previous')}
          </>,
        )}
        <ol className="blog-pages">
          {pageLinks(page, pageCount).map((number, index) =>
            number === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden className="px-1 text-fg-muted">
                …
              </li>
            ) : (
              <li key={number}>
                {number === page ? (
                  <span aria-current="page" aria-label={t('page', { page: number })}>
                    {number}
                  </span>
                ) : (
                  <LocalizedLink
                    href={href(number)}
                    locale={locale}
                    prefetch={false}
                    aria-label={t('page', { page: number })}
                  >
                    {number}
                  </LocalizedLink>
                )}
              </li>
            ),
          )}
        </ol>
        {step(
          page + 1,
          'next',
          <>
            {t('next')}
            <span aria-hidden className="icon icon-arrow flip-rtl" />
          </>,
        )}
      </div>
      <p className="text-sm text-fg-muted">{t('pageOf', { page, pages: pageCount })}</p>
    </nav>
  );
}
