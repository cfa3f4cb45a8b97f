import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-view';
import { localeFromLangParam } from '@/i18n/locales';

/**
 * The not-found page for what still ends with Next's notFound() (a page of `next dev`, a
 * record removed while its page rendered). It lives inside the site's route group, whose layout
 * already draws the chrome: Next sends a segment's not-found view with every page of the segment,
 * and one drawn outside the group carried a second header and footer in every page's payload.
 * Unknown paths and slugs are answered by their pages with the same view (decision 023).
 */
export default async function NotFound() {
  return <NotFoundView locale={localeFromLangParam(await getLocale())} />;
}
