import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { settings } from '@/config/settings';
import { DeleteContentButton } from '@/components/admin/content/delete-content-button';
import { MediaFileReplace } from '@/components/admin/media/media-file-replace';
import { MediaForm } from '@/components/admin/media/media-form';
import { MediaUsesList } from '@/components/admin/media/media-uses-list';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { PageHeader } from '@/components/admin/ui/page-header';
import { formatAdminBytes, formatAdminDate } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { currentMediaId, getMedia } from '@/server/media/media-library.server';
import { deleteMediaAction, describeMediaAction } from '../actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('media.detail.metaTitle') };
}

/**
 * /admin/media/{id}: one image: its facts, focal point, alt text and caption per language,
 * replacing its file (decision 074), where it is used, and deleting it (refused while it is used).
 */
export default async function AdminMediaDetailPage({ params }: PageProps<'/admin/media/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const [t, locale, media] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    getMedia(getDb(), id),
  ]);
  if (!media) {
    // The id it had before its file was replaced (a bookmark, an older link).
    const current = await currentMediaId(getDb(), id);
    if (current) redirect(`/admin/media/${current}`);
    return adminNotFoundPage();
  }
  const name = media.fileName || t('media.grid.unnamed');
  const facts: [string, string][] = [
    [t('media.detail.size'), formatAdminBytes(locale, media.bytes)],
    [
      t('media.detail.dimensions'),
      t('media.grid.dimensions', { width: media.width, height: media.height }),
    ],
    [t('media.detail.uploadedBy'), media.uploadedBy ?? t('media.detail.unknown')],
    [t('media.detail.uploadedAt'), formatAdminDate(locale, media.createdAt)],
  ];
  if (media.replacedAt)
    facts.push(
      [t('media.detail.replacedAt'), formatAdminDate(locale, media.replacedAt)],
      [t('media.detail.replacedBy'), media.replacedBy ?? t('media.detail.unknown')],
    );
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/media" className="text-accent-strong underline underline-offset-4">
          ← {t('media.detail.back')}
        </Link>
      </p>
      <PageHeader
        title={<span className="break-all">{name}</span>}
        actions={
          <DeleteContentButton
            action={deleteMediaAction.bind(null, media.id)}
            title={t('media.detail.delete.title')}
            text={t('media.detail.delete.text', { name })}
            doneHref="/admin/media"
          />
        }
      />
      <dl
        aria-label={t('media.detail.facts')}
        className="mb-6 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4"
      >
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="truncate text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <MediaForm
        path={media.path}
        width={media.width}
        height={media.height}
        initial={{ focalX: String(media.focalX), focalY: String(media.focalY), text: media.texts }}
        action={describeMediaAction.bind(null, media.id)}
      />
      <MediaFileReplace id={media.id} maxMb={settings().UPLOAD_MAX_MB} />
      <MediaUsesList uses={media.uses} />
    </>
  );
}
