import type { Metadata } from 'next';
import { EditContentScreen } from '@/components/admin/content/content-screens';
import { adminNotFoundPage } from '@/components/admin/shell/admin-not-found';
import { faqPages } from '@/lib/admin/faq-schema';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { getDb } from '@/server/db/connection.server';
import { getAdminFaq } from '@/server/faq/faq-admin.server';
import { deleteFaqAction, updateFaqAction } from '../actions';
import { contentDraftActions } from '../../content-drafts';

export async function generateMetadata(): Promise<Metadata> {
  const t = await adminTranslator();
  return { title: t('faq.editTitle') };
}

/** /admin/faq/{id}: every field, language and page of one question, its history, and deleting it. */
export default async function EditFaqPage({ params }: PageProps<'/admin/faq/[id]'>) {
  await requireStaff();
  const { id } = await params;
  const [t, entry] = await Promise.all([adminTranslator(), getAdminFaq(getDb(), id)]);
  if (!entry) return adminNotFoundPage();
  const question = entry.text.fr.question;
  return (
    <EditContentScreen
      kind="faq"
      documentId={entry.id}
      name={question}
      initial={{ category: entry.category, pages: entry.pages, text: entry.text }}
      base={String(entry.version)}
      saveAction={(drawnFrom) => updateFaqAction.bind(null, entry.id, Number(drawnFrom))}
      draftActions={contentDraftActions}
      deleteAction={deleteFaqAction.bind(null, entry.id)}
      deleteText={t('faq.delete.text', { question })}
      historyHref={`/admin/faq/${entry.id}/history`}
      // The first page the question is placed on, where its preview shows the draft.
      previewHref={`/admin/pages/${faqPages.find((page) => entry.pages[page]) ?? 'home'}/preview`}
    />
  );
}
