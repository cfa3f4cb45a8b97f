import { ArrowLeft, Eye, History, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteContentButton } from '@/components/admin/content/delete-content-button';
import { EditingPresence } from '@/components/admin/content/editing-presence';
import {
  TranslatedContentForm,
  type ContentFormValues,
} from '@/components/admin/content/translated-content-form';
import { LinkButton } from '@/components/admin/ui/button';
import { PageHeader } from '@/components/admin/ui/page-header';
import type { ActionResult } from '@/lib/admin/action-result';
import type { AgencyPerson } from '@/lib/admin/agency-people';
import { contentKindForms } from '@/lib/admin/content-kinds';
import { emptyContentValues, type ContentKind } from '@/lib/admin/translated-content';
import { adminTranslator, type AdminTranslator } from '@/server/admin/admin-i18n.server';

/*
 * The three screens of a translated content kind (its list, a new record, a record), the same
 * for every kind: the routes under src/app/admin/(panel)/{kind}/ load the data and pass it here.
 */

/** /admin/{kind}: the title, the "new" button (and the bin's link), the count, then the kind's table. */
export async function ContentListScreen({
  kind,
  count,
  binHref,
  children,
}: {
  kind: ContentKind;
  count: number;
  /** Its bin screen (deleted records, restorable), for the kinds that keep one. */
  binHref?: string;
  children: ReactNode;
}) {
  const t = await adminTranslator();
  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        actions={
          <>
            {binHref ? (
              <LinkButton href={binHref} variant="secondary">
                <Trash2 aria-hidden="true" className="size-4" />
                {t('bin.link')}
              </LinkButton>
            ) : null}
            <LinkButton href={`/admin/${kind}/new`} variant="primary">
              <Plus aria-hidden="true" className="size-4" />
              {t(`${kind}.new`)}
            </LinkButton>
          </>
        }
      />
      <p className="mb-3 text-sm text-fg-muted">{t(`${kind}.count`, { count })}</p>
      {children}
    </>
  );
}

function BackToList({ kind, t }: { kind: ContentKind; t: AdminTranslator }) {
  return (
    <LinkButton href={`/admin/${kind}`} variant="ghost" size="sm" className="mb-3 -ms-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t(`${kind}.back`)}
    </LinkButton>
  );
}

/** /admin/{kind}/new: an empty form, placed after the last record by default. */
export async function NewContentScreen({
  kind,
  sortOrder,
  action,
  agencyPeople,
}: {
  kind: ContentKind;
  sortOrder: number;
  action: (formData: FormData) => Promise<ActionResult<unknown>>;
  /** A testimonial's: the agency's people its name warns about. */
  agencyPeople?: readonly AgencyPerson[];
}) {
  const t = await adminTranslator();
  return (
    <>
      <BackToList kind={kind} t={t} />
      <PageHeader title={t(`${kind}.newTitle`)} description={t(`${kind}.newDescription`)} />
      <TranslatedContentForm
        kind={kind}
        mode="create"
        initial={emptyContentValues(contentKindForms[kind].layout, sortOrder)}
        action={action}
        agencyPeople={agencyPeople}
      />
    </>
  );
}

/** /admin/{kind}/{id}: every field and language of one record, and deleting it. */
export async function EditContentScreen({
  kind,
  documentId,
  name,
  initial,
  saveAction,
  deleteAction,
  deleteText,
  deleteButton,
  historyHref,
  previewHref,
  agencyPeople,
  children,
}: {
  kind: ContentKind;
  /** The record's key, under which other editors see who has it open. */
  documentId: string;
  /** What the header names: a title, a person and their company. */
  name: string;
  initial: ContentFormValues;
  saveAction: (formData: FormData) => Promise<ActionResult<unknown>>;
  /** The delete button's action and what disappears with it, in the kind's words… */
  deleteAction?: () => Promise<ActionResult>;
  deleteText?: string;
  /** …or, for a kind whose deletion asks more (a landing page: what its address answers), its own button. */
  deleteButton?: ReactNode;
  /** Its history screen (versions, compare, restore), for the kinds that keep versions. */
  historyHref?: string;
  /** Its preview screen (the public page with the draft), for the kinds that have one. */
  previewHref?: string;
  /** A testimonial's: the agency's people its name warns about. */
  agencyPeople?: readonly AgencyPerson[];
  /** Shown between the header and the form (a service's: where its page's shared words are). */
  children?: ReactNode;
}) {
  const t = await adminTranslator();
  return (
    <>
      <BackToList kind={kind} t={t} />
      <PageHeader
        title={t(`${kind}.editTitle`)}
        description={name}
        actions={
          <>
            {previewHref ? (
              <LinkButton href={previewHref} variant="secondary" size="sm">
                <Eye aria-hidden="true" className="size-4" />
                {t('content.preview.link')}
              </LinkButton>
            ) : null}
            {historyHref ? (
              <LinkButton href={historyHref} variant="secondary" size="sm">
                <History aria-hidden="true" className="size-4" />
                {t('content.history.link')}
              </LinkButton>
            ) : null}
            {deleteButton ??
              (deleteAction && deleteText && (
                <DeleteContentButton
                  action={deleteAction}
                  title={t(`${kind}.delete.title`)}
                  text={deleteText}
                  doneHref={`/admin/${kind}`}
                />
              ))}
          </>
        }
      />
      <EditingPresence document={`${kind}:${documentId}`} />
      {children}
      <TranslatedContentForm
        kind={kind}
        mode="edit"
        initial={initial}
        action={saveAction}
        agencyPeople={agencyPeople}
      />
    </>
  );
}
