import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, localeFromLangParam } from '@/i18n/locales';
import { logMissingPath } from '@/server/not-found-log.server';

/**
 * Any path no page matches: logged on the server, then the not-found page with status 404.
 * A path the locale rewrites left alone (its last segment looks like a file name, such as
 * `/services/a@b.org`) arrives here with its first segment in the locale's place: the log then
 * names the whole path and the language asked for with `?lang=`.
 */
export default async function MissingPage({
  params,
  searchParams,
}: PageProps<'/[locale]/[...missing]'>) {
  const { locale, missing } = await params;
  if (isLocale(locale)) {
    setRequestLocale(locale);
    logMissingPath(`/${missing.join('/')}`, locale);
  } else {
    const lang = (await searchParams).lang;
    logMissingPath(
      `/${[locale, ...missing].join('/')}`,
      localeFromLangParam(typeof lang === 'string' ? lang : undefined),
    );
  }
  notFound();
}
