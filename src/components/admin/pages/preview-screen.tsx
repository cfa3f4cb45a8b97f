import Link from 'next/link';
import { PageHeader } from '@/components/admin/ui/page-header';
import { localizedHref } from '@/i18n/href';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { previewWidthOf } from '@/lib/admin/page-preview';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { PagePreview } from './page-preview';

/** A language of the address (`?lang=ar&beside=fr`), or the given default. */
function languageOf(value: string | string[] | undefined, fallback: Locale | null) {
  return isLocale(value) ? value : fallback;
}

/** Each language's value of `of`, as the preview's props take them. */
function perLanguage(of: (locale: Locale) => string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, of(locale)])) as Record<
    Locale,
    string
  >;
}

/**
 * The preview screen of one document (decision 069), the same for a page made of sections, a
 * landing page and an article: its header (back to the editor, leave draft mode) and the frames of its public
 * page, in the languages and width of the address (`?lang=&beside=&width=`).
 */
export async function PreviewScreen({
  title,
  editorHref,
  view,
  query,
  frameSource,
  stampHref,
  stamp,
}: {
  title: string;
  editorHref: string;
  /**
   * The public page's path (without its language), the same in every language or each
   * language's (an article's slugs differ); null when no public page shows it.
   */
  view: string | Record<Locale, string> | null;
  query: Record<string, string | string[] | undefined>;
  /** The address a frame in `locale` loads: the route turning draft mode on for the document. */
  frameSource: (locale: Locale) => string;
  stampHref: string;
  stamp: string;
}) {
  const t = await adminTranslator();
  const first = languageOf(query.lang, 'fr')!;
  // `beside=` (empty) shows one language; no `beside` at all, French's first view: Arabic.
  const beside = query.beside === undefined ? 'ar' : languageOf(query.beside, null);
  return (
    <>
      <PageHeader
        title={title}
        description={t('pages.preview.description')}
        actions={
          <>
            <Link
              href={editorHref}
              className="text-sm font-medium whitespace-nowrap text-accent-strong underline underline-offset-4"
            >
              {t('pages.preview.backToEditor')}
            </Link>
            <form method="post" action="/api/admin/preview/exit">
              <button
                type="submit"
                className="text-sm font-medium whitespace-nowrap text-fg-muted underline underline-offset-4"
              >
                {t('pages.preview.exit')}
              </button>
            </form>
          </>
        }
      />
      {view ? (
        <PagePreview
          sources={perLanguage(frameSource)}
          stampHref={stampHref}
          stamp={stamp}
          initial={{
            first,
            beside: beside === first ? null : beside,
            width: previewWidthOf(query.width),
          }}
          addresses={perLanguage((locale) =>
            localizedHref(typeof view === 'string' ? view : view[locale], locale),
          )}
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('pages.preview.nothingToShow')}</p>
      )}
    </>
  );
}
