import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { faqOrderTexts } from '@/components/admin/faq/faq-order-texts';
import { DocumentHistory } from '@/components/admin/versions/document-history';
import { faqPageOf } from '@/lib/admin/faq-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import {
  faqOrderDocument,
  listFaqOrderVersions,
  publishedFaqOrderToken,
} from '@/server/faq/faq-order-drafts.server';
import { readDocumentDraft } from '@/server/drafts/document-drafts.server';
import { restoreFaqOrderVersionAction } from '../../../actions';

export { contentHistoryMetadata as generateMetadata } from '../../../../content-history';

/**
 * /admin/faq/order/{page}/history: the versions of a page's FAQ order (decision 085), two
 * compared rank by rank per language, and on each older one "Restaurer" (live at once) or
 * "Restaurer en brouillon" (the page's draft order, published later).
 */
export default async function FaqOrderHistoryPage({
  params,
  searchParams,
}: PageProps<'/admin/faq/order/[page]/history'>) {
  await requireStaff();
  const [{ page: named }, query, t] = await Promise.all([params, searchParams, adminTranslator()]);
  const page = faqPageOf(named);
  if (!page) return adminNotFoundPage();
  const db = getDb();
  const [versions, published, draft] = await Promise.all([
    listFaqOrderVersions(db, page),
    publishedFaqOrderToken(db, page),
    readDocumentDraft(db, faqOrderDocument(page)),
  ]);
  // What the restores are drawn from: a publish or a move since is a conflict.
  const drawn = { published, revision: draft?.revision ?? 0 };
  return (
    <DocumentHistory
      formHref={`/admin/faq#faq-page-${page}`}
      backLabel={t('faq.order.historyBack')}
      name={t('faq.order.historyName', { page: t(`faq.pages.${page}`) })}
      versions={versions}
      query={query}
      restoreAction={(number) =>
        restoreFaqOrderVersionAction.bind(null, page, drawn, 'live', number)
      }
      restoreAsDraftAction={(number) =>
        restoreFaqOrderVersionAction.bind(null, page, drawn, 'draft', number)
      }
      texts={(snapshot, language) => faqOrderTexts(t, snapshot, language)}
      words={{
        description: t('faq.order.historyDescription'),
        caption: t('faq.order.historyCaption'),
        none: t('faq.order.historyNone'),
        restoreConfirm: (number) => t('faq.order.restoreConfirm', { number }),
        restoreAsDraftConfirm: (number) => t('faq.order.restoreAsDraftConfirm', { number }),
      }}
    />
  );
}
