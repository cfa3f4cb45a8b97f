/**
 * The translation status screen's images part (issue 33): how many images in use have no alt
 * text in each language (each count links to the library narrowed to that language), then each
 * such image, linked to its library screen, with the languages it lacks. Server component.
 */
import Link from 'next/link';
import type { AdminLocale } from '@/i18n/admin-messages';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { Table, Td, Th, Tr, breakAnywhere } from '@/components/admin/ui/table';
import { locales } from '@/i18n/locales';
import { languageName } from '@/lib/admin/language-name';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { ImageMissingAlt } from '@/server/media/media-alt.server';
import { SmallMediaThumbnail } from '@/components/admin/media/media-thumbnail';

export const imagesAnchor = 'translations-images';

export function ImagesMissingAlt({
  images,
  t,
  locale,
}: {
  images: readonly ImageMissingAlt[];
  t: AdminTranslator;
  locale: AdminLocale;
}) {
  return (
    <section
      id={imagesAnchor}
      aria-labelledby={`${imagesAnchor}-title`}
      className="mt-8 scroll-mt-20"
    >
      <h2 id={`${imagesAnchor}-title`} className="mb-1 text-lg font-semibold">
        {t('translations.images.title')}
      </h2>
      <p className="mb-3 text-sm text-fg-muted">{t('translations.images.description')}</p>
      <ul
        aria-label={t('translations.images.summaryCaption')}
        className="mb-4 flex flex-wrap gap-2"
      >
        {locales.map((language) => {
          const count = images.filter((image) => image.locales.includes(language)).length;
          return (
            <li key={language}>
              <Link
                href={`/admin/media?filter=missing-alt-${language}`}
                className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-ink-raised/50"
              >
                <span className="font-medium text-fg">{languageName(locale, language)}</span>
                <StatusBadge variant={count > 0 ? 'warning' : 'success'}>
                  {t('translations.images.count', { count })}
                </StatusBadge>
              </Link>
            </li>
          );
        })}
      </ul>
      {images.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('translations.images.none')}</p>
      ) : (
        <Table caption={t('translations.images.caption')}>
          <thead>
            <tr>
              <Th>{t('translations.images.imageColumn')}</Th>
              <Th>{t('translations.images.languagesColumn')}</Th>
            </tr>
          </thead>
          <tbody>
            {images.map((image) => (
              <Tr key={image.id}>
                <Td className={breakAnywhere}>
                  <Link
                    href={`/admin/media/${image.id}`}
                    className="flex items-center gap-3 font-medium underline-offset-4 hover:underline"
                  >
                    <SmallMediaThumbnail path={image.path} />
                    <span className="min-w-0">
                      {image.fileName || t('translations.images.unnamed')}
                    </span>
                  </Link>
                </Td>
                <Td>
                  {image.locales.map((language) => languageName(locale, language)).join(', ')}
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
