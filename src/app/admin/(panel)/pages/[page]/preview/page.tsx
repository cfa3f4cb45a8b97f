import type { Metadata } from 'next';
import { PreviewScreen } from '@/components/admin/pages/preview-screen';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
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
  const encoded = encodeURIComponent(name);
  return (
    <PreviewScreen
      title={t('pages.preview.title', { page: t(`pages.names.${name}`) })}
      editorHref={`/admin/pages/${name}`}
      view={view ?? null}
      query={query}
      frameSource={(locale) => `/api/admin/preview?page=${encoded}&lang=${locale}`}
      stampHref={`/api/admin/preview/stamp?page=${encoded}`}
      stamp={stamp}
    />
  );
}
