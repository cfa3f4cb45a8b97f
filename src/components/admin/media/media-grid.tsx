/**
 * The Media screen's images as a grid of cards: a thumbnail, the file name, weight and size,
 * how many places use it, and whether it still lacks its French alt text. Each card opens the
 * image's detail screen.
 */
import Link from 'next/link';
import { defaultLocale } from '@/i18n/locales';
import { formatAdminBytes } from '@/lib/admin/format';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import type { MediaSummary } from '@/server/media/media-library.server';
import { MediaThumbnail } from './media-thumbnail';

export async function MediaGrid({
  items,
  searched,
}: {
  items: readonly MediaSummary[];
  /** A search or filter is applied (the empty grid says so). */
  searched: boolean;
}) {
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  if (items.length === 0)
    return (
      <p className="rounded-xl border border-line p-6 text-center text-sm text-fg-muted">
        {searched ? t('media.grid.noResults') : t('media.grid.empty')}
      </p>
    );
  return (
    <ul
      aria-label={t('media.grid.label')}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
    >
      {items.map((item) => {
        const name = item.fileName || t('media.grid.unnamed');
        const frenchAlt = item.texts[defaultLocale].alt;
        return (
          <li key={item.id} className="min-w-0">
            <Link
              href={`/admin/media/${item.id}`}
              className="group block overflow-hidden rounded-xl border border-line bg-ink-card/60 transition-colors hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              <MediaThumbnail image={item} alt={frenchAlt} />
              <span className="block space-y-0.5 p-3 text-xs">
                <span className="block truncate text-sm font-medium text-fg" title={name}>
                  {name}
                </span>
                <span className="block text-fg-muted">
                  {formatAdminBytes(locale, item.bytes)} ·{' '}
                  {t('media.grid.dimensions', { width: item.width, height: item.height })}
                </span>
                <span className="block text-fg-muted">
                  {t('media.grid.uses', { count: item.useCount })}
                </span>
                {frenchAlt ? null : (
                  <span className="block text-danger">{t('media.grid.missingAlt')}</span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
