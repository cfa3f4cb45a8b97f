'use client';
/**
 * The FAQ screen's list: each page's questions in their order there, each movable one place up
 * or down with buttons (named for screen readers; the focus stays on the moved question's
 * button), then the questions placed on no page. The edit link opens the question's form. A move
 * changes the page's draft order (decision 072): the page says so, with its preview, "Publier
 * l'ordre", "Abandonner" and its schedule (decision 070); each page's order has a history
 * (decision 085).
 */
import { Eye, History } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SectionSchedule, type ShownSchedule } from '@/components/admin/pages/section-schedule';
import { useRunWithToast } from '@/components/admin/ui/action-toast';
import { Button } from '@/components/admin/ui/button';
import { MoveButtons, useMoveFocus, type MoveDirection } from '@/components/admin/ui/move-buttons';
import { DraftBadge } from '@/components/admin/drafts/draft-badge';
import { useSavedTime } from '@/components/admin/drafts/use-saved-time';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { ActionResult } from '@/lib/admin/action-result';
import { faqPages, type FaqPage } from '@/lib/admin/faq-schema';
import type { FaqListEntry } from '@/server/faq/faq-admin.server';
import type { FaqOrderDraft } from '@/server/faq/faq-order-drafts.server';

type OrderAction = (page: FaqPage, revision: number) => Promise<ActionResult>;

/** What names a question's move buttons: unique to the page it is moved on. */
function moveButtonsId(page: FaqPage, id: string) {
  return `faq-move-${page}-${id}`;
}

export function FaqPlacements({
  pages,
  unplaced,
  drafted,
  orders,
  schedules,
  move,
  publishOrder,
  discardOrder,
  scheduleOrder,
  removeOrderSchedule,
}: {
  pages: Record<FaqPage, FaqListEntry[]>;
  unplaced: FaqListEntry[];
  /** The questions that have an unpublished draft (decision 071). */
  drafted: string[];
  /** The pages whose order has an unpublished draft, shown above (decision 072). */
  orders: Partial<Record<FaqPage, FaqOrderDraft>>;
  /** Each page's pending or missed schedule of its order (decision 070). */
  schedules: Partial<Record<FaqPage, ShownSchedule>>;
  move: (
    page: FaqPage,
    id: string,
    direction: MoveDirection,
    revision: number,
  ) => Promise<ActionResult>;
  publishOrder: OrderAction;
  discardOrder: OrderAction;
  scheduleOrder: (page: FaqPage, formData: FormData) => Promise<ActionResult>;
  removeOrderSchedule: (page: FaqPage, state: 'pending' | 'missed') => Promise<ActionResult>;
}) {
  const router = useRouter();
  const runWithToast = useRunWithToast();
  const [moving, setMoving] = useState(false);
  // Once the list shows the new order (the server's, after the refresh).
  const focusMoved = useMoveFocus(pages);

  const moveEntry = async (page: FaqPage, id: string, direction: MoveDirection) => {
    setMoving(true);
    const result = await runWithToast(() => move(page, id, direction, orders[page]?.revision ?? 0));
    setMoving(false);
    if (result.ok) focusMoved(moveButtonsId(page, id), direction);
    router.refresh();
  };

  const runOrder = async (action: OrderAction, page: FaqPage) => {
    setMoving(true);
    await runWithToast(() => action(page, orders[page]?.revision ?? 0));
    setMoving(false);
    router.refresh();
  };

  const sections = [
    ...faqPages.map((page) => ({ page, entries: pages[page] })),
    ...(unplaced.length > 0 ? [{ page: 'unplaced' as const, entries: unplaced }] : []),
  ];

  return (
    <div className="space-y-8">
      {sections.map(({ page, entries }) => (
        <PageTable
          key={page}
          page={page}
          entries={entries}
          drafted={drafted}
          order={page === 'unplaced' ? undefined : orders[page]}
          schedule={page === 'unplaced' ? undefined : schedules[page]}
          moving={moving}
          onMove={(id, direction) => void moveEntry(page as FaqPage, id, direction)}
          onPublish={() => void runOrder(publishOrder, page as FaqPage)}
          onDiscard={() => void runOrder(discardOrder, page as FaqPage)}
          scheduleAt={(formData) => scheduleOrder(page as FaqPage, formData)}
          removeSchedule={(state) => removeOrderSchedule(page as FaqPage, state)}
        />
      ))}
    </div>
  );
}

/** One page's questions (or those on no page), in order, with their move and edit controls. */
function PageTable({
  page,
  entries,
  drafted,
  order,
  schedule,
  moving,
  onMove,
  onPublish,
  onDiscard,
  scheduleAt,
  removeSchedule,
}: {
  page: FaqPage | 'unplaced';
  entries: FaqListEntry[];
  drafted: string[];
  order: FaqOrderDraft | undefined;
  schedule: ShownSchedule | undefined;
  moving: boolean;
  onMove: (id: string, direction: MoveDirection) => void;
  onPublish: () => void;
  onDiscard: () => void;
  scheduleAt: (formData: FormData) => Promise<ActionResult>;
  removeSchedule: (state: 'pending' | 'missed') => Promise<ActionResult>;
}) {
  const t = useTranslations('faq');
  const tDrafts = useTranslations('drafts');
  const savedTime = useSavedTime();
  const name = t(`pages.${page}`);
  return (
    <section aria-labelledby={`faq-page-${page}`}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id={`faq-page-${page}`} className="me-auto text-lg font-semibold text-fg">
          {name}
        </h2>
        {page === 'unplaced' ? null : (
          <Link
            href={`/admin/faq/order/${page}/history`}
            aria-label={t('order.historyLabel', { page: name })}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent-strong underline underline-offset-4"
          >
            <History aria-hidden="true" className="size-4" />
            {t('order.history')}
          </Link>
        )}
      </div>
      {order && page !== 'unplaced' ? (
        <div
          role="status"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent/10 px-4 py-3 text-sm text-fg"
        >
          <p className="me-auto">
            {order.savedBy
              ? t('order.banner', { who: order.savedBy, when: savedTime(order.savedAt) })
              : t('order.bannerNoAuthor', { when: savedTime(order.savedAt) })}
          </p>
          <Link
            href={`/admin/pages/${page}/preview`}
            aria-label={t('order.previewLabel', { page: name })}
            className="inline-flex min-h-11 items-center gap-1.5 font-medium text-accent-strong underline underline-offset-4"
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('order.preview')}
          </Link>
          {(
            [
              ['discard', 'ghost', onDiscard],
              ['publish', 'primary', onPublish],
            ] as const
          ).map(([action, variant, onClick]) => (
            <Button
              key={action}
              variant={variant}
              size="sm"
              aria-label={t(`order.${action}Label`, { page: name })}
              disabled={moving}
              onClick={onClick}
            >
              {t(`order.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {page === 'unplaced' ? null : (
        <div className="mb-3 empty:hidden">
          <SectionSchedule
            title={t('order.scheduleTitle', { page: name })}
            hasDraft={order !== undefined}
            schedule={schedule ?? null}
            scheduleAt={scheduleAt}
            remove={removeSchedule}
          />
        </div>
      )}
      <Table caption={t('table.caption', { page: t(`pages.${page}`) })}>
        <thead>
          <tr>
            <Th className="w-16">{t('table.position')}</Th>
            <Th>{t('table.question')}</Th>
            <Th>{t('table.category')}</Th>
            <Th>
              <span className="sr-only">{t('table.actions')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <EmptyRow colSpan={4}>{t('empty')}</EmptyRow>
          ) : (
            entries.map((entry, index) => (
              <Tr key={entry.id}>
                <Td className="font-mono text-fg-muted tabular-nums">
                  {page === 'unplaced' ? '–' : index + 1}
                </Td>
                <Td className="min-w-56">
                  {entry.question}
                  {drafted.includes(entry.id) ? <DraftBadge label={tDrafts('badge')} /> : null}
                </Td>
                <Td className="whitespace-nowrap text-fg-muted">
                  {t(`form.fields.category.options.${entry.category}`)}
                </Td>
                <Td>
                  <div className="flex items-center justify-end gap-1">
                    {page === 'unplaced' ? null : (
                      <MoveButtons
                        idPrefix={moveButtonsId(page, entry.id)}
                        index={index}
                        count={entries.length}
                        disabled={moving}
                        label={(direction) => (
                          <span className="sr-only">
                            {t(direction === 'up' ? 'table.moveUp' : 'table.moveDown', {
                              question: entry.question,
                            })}
                          </span>
                        )}
                        onMove={(direction) => onMove(entry.id, direction)}
                      />
                    )}
                    <Link
                      href={`/admin/faq/${encodeURIComponent(entry.id)}`}
                      aria-label={t('table.editLabel', { question: entry.question })}
                      className="ms-2 font-medium text-accent-strong hover:text-fg hover:underline"
                    >
                      {t('table.edit')}
                    </Link>
                  </div>
                </Td>
              </Tr>
            ))
          )}
        </tbody>
      </Table>
    </section>
  );
}
