import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { logMissingPath } from '@/server/not-found-log.server';

/** Any path no page matches: logged on the server, then the not-found page with status 404. */
export default async function MissingPage({ params }: PageProps<'/[locale]/[...missing]'>) {
  const { locale, missing } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  logMissingPath(`/${missing.join('/')}`, locale);
  notFound();
}
