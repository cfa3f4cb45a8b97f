import type { Metadata } from 'next';
import { ArrowLeft } from 'lucide-react';
import { ImagesMissingAlt } from '@/components/admin/translations/images-missing-alt';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import { Pagination } from '@/components/admin/ui/pagination';
import {
  KindTranslationList,
  TranslationSummary,
  kindAnchor,
} from '@/components/admin/translations/translation-status';
import { requestedPage } from '@/lib/admin/requested-page';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { listUsedImagesMissingAlt } from '@/server/media/media-alt.server';
import { readTranslationStatus } from '@/server/translation-status/translation-status.server';

/** Documents listed per kind on the overview; the rest are one link away (`?kind=`). */
const overviewRows = 10;
const pageSize = 50;

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('translations.metaTitle') };
}

/**
 * /admin/translations (staff): every content kind × language, what is missing, incomplete or
 * older than its French source; then each kind's documents to work on, linked to their editors.
 * `?kind=posts` lists one kind whole, 50 a page (the blog may hold thousands). Below the summary,
 * the images in use without an alt text in a language.
 */
export default async function AdminTranslationsPage({
  searchParams,
}: PageProps<'/admin/translations'>) {
  await requireStaff();
  const [t, locale, query, statuses] = await Promise.all([
    adminTranslator(),
    adminLocale(),
    searchParams,
    readTranslationStatus(getDb()),
  ]);
  const chosen = statuses.find((status) => status.kind === query.kind);
  const header = (
    <PageHeader title={t('translations.title')} description={t('translations.description')} />
  );

  if (chosen) {
    const pages = Math.max(1, Math.ceil(chosen.toTranslate.length / pageSize));
    const page = Math.min(requestedPage(query.page), pages);
    const hrefOf = (target: number) =>
      `/admin/translations?kind=${chosen.kind}${target === 1 ? '' : `&page=${target}`}`;
    return (
      <>
        <LinkButton href="/admin/translations" variant="ghost" size="sm" className="mb-3 -ms-3">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('translations.backToAll')}
        </LinkButton>
        {header}
        <h2 className="mb-3 text-lg font-semibold">{t(`translations.kinds.${chosen.kind}`)}</h2>
        <KindTranslationList
          status={chosen}
          documents={chosen.toTranslate.slice((page - 1) * pageSize, page * pageSize)}
          t={t}
          locale={locale}
        />
        <Pagination
          page={page}
          pages={pages}
          hrefOf={hrefOf}
          texts={{
            label: t('translations.paginationLabel'),
            previous: t('ui.previous'),
            next: t('ui.next'),
            pageOf: t('ui.pageOf', { page, pages }),
          }}
        />
      </>
    );
  }

  const open = statuses.filter((status) => status.toTranslate.length > 0);
  const images = await listUsedImagesMissingAlt(getDb());
  return (
    <>
      {header}
      <TranslationSummary statuses={statuses} t={t} locale={locale} />
      <ImagesMissingAlt images={images} t={t} locale={locale} />
      {open.length === 0 ? (
        <p className="mt-6 text-sm text-fg-muted">{t('translations.nothingToDo')}</p>
      ) : (
        open.map((status) => (
          <section key={status.kind} id={kindAnchor(status.kind)} className="mt-8 scroll-mt-20">
            <h2 className="mb-3 text-lg font-semibold">{t(`translations.kinds.${status.kind}`)}</h2>
            <KindTranslationList
              status={status}
              documents={status.toTranslate.slice(0, overviewRows)}
              t={t}
              locale={locale}
            />
            {status.toTranslate.length > overviewRows ? (
              <LinkButton
                href={`/admin/translations?kind=${status.kind}`}
                variant="ghost"
                size="sm"
                className="mt-2"
              >
                {t('translations.showAll', { count: status.toTranslate.length })}
              </LinkButton>
            ) : null}
          </section>
        ))
      )}
    </>
  );
}
