import type { Metadata } from 'next';
import { ContentListScreen } from '@/components/admin/content/content-screens';
import { FaqPlacements } from '@/components/admin/faq/faq-placements';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { contentKindForms } from '@/lib/admin/content-kinds';
import { getDb } from '@/server/db/connection.server';
import { draftedDocuments } from '@/server/drafts/document-drafts.server';
import { listAdminFaq } from '@/server/faq/faq-admin.server';
import { faqOrderKind, readFaqOrderDrafts } from '@/server/faq/faq-order-drafts.server';
import { readSchedules } from '@/server/schedules/scheduled-publications.server';
import {
  discardFaqOrderAction,
  moveFaqAction,
  publishFaqOrderAction,
  removeFaqOrderScheduleAction,
  scheduleFaqOrderAction,
} from './actions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('faq.metaTitle') };
}

/**
 * /admin/faq: each page's questions in their order there (moved with buttons into the page's
 * draft order, decision 072, shown here until published or scheduled, decision 070), then the
 * unplaced.
 */
export default async function AdminFaqPage() {
  await requireStaff();
  const db = getDb();
  const [{ pages, unplaced }, drafted, orders, schedules] = await Promise.all([
    listAdminFaq(db),
    draftedDocuments(db, contentKindForms.faq.document),
    readFaqOrderDrafts(db),
    // The pending and missed ones only.
    readSchedules(db, faqOrderKind),
  ]);
  for (const [page, { order }] of orders)
    pages[page] = order.flatMap((id) => pages[page].filter((entry) => entry.id === id));
  const count = new Set([...Object.values(pages).flat(), ...unplaced].map((entry) => entry.id))
    .size;
  return (
    <ContentListScreen kind="faq" count={count}>
      <FaqPlacements
        pages={pages}
        unplaced={unplaced}
        drafted={[...drafted]}
        orders={Object.fromEntries(
          [...orders].map(([page, { revision, savedAt, savedBy }]) => [
            page,
            { revision, savedAt, savedBy },
          ]),
        )}
        schedules={Object.fromEntries(
          schedules.map(({ document, publishAt, state, reason, scheduledBy }) => [
            document,
            { publishAt, state: state === 'missed' ? 'missed' : 'pending', reason, scheduledBy },
          ]),
        )}
        move={moveFaqAction}
        publishOrder={publishFaqOrderAction}
        discardOrder={discardFaqOrderAction}
        scheduleOrder={scheduleFaqOrderAction}
        removeOrderSchedule={removeFaqOrderScheduleAction}
      />
    </ContentListScreen>
  );
}
