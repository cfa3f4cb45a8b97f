import type { Metadata } from 'next';
import Link from 'next/link';
import { PagePreview } from '@/components/admin/pages/page-preview';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { PageHeader } from '@/components/admin/ui/page-header';
import { localizedHref } from '@/i18n/href';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { previewWidthOf } from '@/lib/admin/page-preview';
import { pageDefinition, type SectionPage } from '@/lib/page-sections/pages';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { pagePreviewStamp } from '@/server/page-sections/section-preview.server';
import { sectionPageViewPath } from '@/server/sitemap/live-pages.server';

export async function generateMetadata({
  params,
}: PageProps<'/admin/pages/[page]/preview'>): Promise<Metadata> {
  await requireStaff();
  const [t, { page }] = await Promise.all([adminTranslator(), params]);
  const definition = pageDefinition(page);
  if (!definition) return { title: t('pages.metaTitle') };
  return {
    title: t('pages.preview.metaTitle', {
      page: t(`pages.names.${definition.page as SectionPage}`),
    }),
  };
}

/** A language of the address (`?lang=ar&beside=fr`), or the given default. */
function languageOf(value: string | string[] | undefined, fallback: Locale | null) {
  return isLocale(value) ? value : fallback;
}

/**
 * /admin/pages/{page}/preview?lang=&beside=&width=: the public page with the drafts, in one
 * language or two side by side (French and Arabic at first), at a desktop, tablet or phone
 * width; the frames reload after each save (decision 069).
 */
export default async function AdminPagePreview({
  params,
  searchParams,
}: PageProps<'/admin/pages/[page]/preview'>) {
  await requireStaff();
  const [{ page }, query] = await Promise.all([params, searchParams]);
  const definition = pageDefinition(page);
  if (!definition) return adminNotFoundPage();
  const name = definition.page as SectionPage;
  const [t, view, stamp] = await Promise.all([
    adminTranslator(),
    sectionPageViewPath(definition),
    pagePreviewStamp(getDb(), name),
  ]);
  const first = languageOf(query.lang, 'fr')!;
  // `beside=` (empty) shows one language; no `beside` at all, French's first view: Arabic.
  const beside = query.beside === undefined ? 'ar' : languageOf(query.beside, null);
  return (
    <>
      <PageHeader
        title={t('pages.preview.title', { page: t(`pages.names.${name}`) })}
        description={t('pages.preview.description')}
        actions={
          <>
            <Link
              href={`/admin/pages/${name}`}
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
          page={name}
          stamp={stamp}
          initial={{
            first,
            beside: beside === first ? null : beside,
            width: previewWidthOf(query.width),
          }}
          addresses={
            Object.fromEntries(
              locales.map((locale) => [locale, localizedHref(view, locale)]),
            ) as Record<Locale, string>
          }
        />
      ) : (
        <p className="text-sm text-fg-muted">{t('pages.preview.nothingToShow')}</p>
      )}
    </>
  );
}
