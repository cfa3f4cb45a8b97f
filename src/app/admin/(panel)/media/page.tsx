import { settings } from '@/config/settings';
import type { Metadata } from 'next';
import { MediaFilters } from '@/components/admin/media/media-filters';
import { MediaGrid } from '@/components/admin/media/media-grid';
import { MediaUploader } from '@/components/admin/media/media-uploader';
import { PageHeader } from '@/components/admin/ui/page-header';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listMedia, parseMediaFilter } from '@/server/media/media-library.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('media.metaTitle') };
}

const firstOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * /admin/media (editors and admins): every uploaded image, searched by file name and alt text in
 * any language, filtered to the unused ones, those missing an alt text in a language or those
 * used in one kind of place; images
 * are uploaded here by drop or picker, several at once.
 */
export default async function AdminMediaPage({ searchParams }: PageProps<'/admin/media'>) {
  await requireStaff();
  const params = await searchParams;
  const search = firstOf(params.q).slice(0, 200);
  const filter = parseMediaFilter(firstOf(params.filter));
  const [t, items] = await Promise.all([adminTranslator(), listMedia(getDb(), { search, filter })]);
  return (
    <>
      <PageHeader
        title={t('media.title')}
        description={t('media.description', { count: items.length })}
      />
      <MediaUploader maxMb={settings().UPLOAD_MAX_MB} />
      <MediaFilters search={search} filter={filter ? firstOf(params.filter) : ''} />
      <MediaGrid items={items} searched={Boolean(search || filter)} />
    </>
  );
}
