import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundView, unknownPathMetadata } from '@/components/site/not-found-view';
import { isLocale, localeFromLangParam, type Locale } from '@/i18n/locales';
import { answerUnknownPath } from '@/server/http/unknown-page.server';

// Each unknown path is answered on its own request (and never cached): its status is set for
// that request (decision 023).
export const dynamic = 'force-dynamic';

type Props = PageProps<'/[locale]/[...missing]'>;

/**
 * The path asked for and its language. A path the locale rewrites left alone (its last segment
 * looks like a file name, such as `/services/a@b.org`) arrives with its first segment in the
 * locale's place: the path is then the whole of it, the language the one asked for with `?lang=`.
 */
async function missingPath({ params, searchParams }: Props): Promise<[string, Locale]> {
  const { locale, missing } = await params;
  if (isLocale(locale)) return [`/${missing.join('/')}`, locale];
  const lang = (await searchParams).lang;
  return [
    `/${[locale, ...missing].join('/')}`,
    localeFromLangParam(typeof lang === 'string' ? lang : undefined),
  ];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return unknownPathMetadata(...(await missingPath(props)));
}

/**
 * Any path no page matches: an old URL's redirect, or logged on the server and the not-found page
 * with status 404 (410 for an address removed for good).
 */
export default async function MissingPage(props: Props) {
  const [path, locale] = await missingPath(props);
  setRequestLocale(locale);
  return <NotFoundView locale={locale} answer={await answerUnknownPath(path, locale)} />;
}
