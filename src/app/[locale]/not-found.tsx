import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import { PageTransition } from '@/components/site/page-transition';
import { SiteChrome } from '@/components/site/site-chrome';
import { localeFromLangParam } from '@/i18n/locales';

/**
 * The not-found page for what still ends with Next's notFound() (a page of `next dev`, a
 * record removed while its page rendered), with the site around it: it is rendered under the
 * root layout, outside the route groups that add the site's chrome. Unknown paths and slugs are
 * answered by their pages with the same view (decision 023).
 */
export default async function NotFound() {
  const locale = localeFromLangParam(await getLocale());
  return (
    <SiteChrome locale={locale}>
      <PageTransition>
        <NotFoundView locale={locale} />
      </PageTransition>
    </SiteChrome>
  );
}
