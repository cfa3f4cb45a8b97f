import { ArrowLeft, History, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DraftAnswer } from '@/components/admin/drafts/use-draft-editing';
import { ContentDraftDiff } from '@/components/admin/content/content-draft-diff';
import { PreviewLink } from '@/components/admin/drafts/preview-link';
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
import { getDb } from '@/server/db/connection.server';
import { readDocumentDraft } from '@/server/drafts/document-drafts.server';

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

/** The drafts' actions of the edit screens (decision 071), for any kind and record. */
export interface ContentDraftActions {
  save: (
    kind: ContentKind,
    id: string,
    base: string,
    revision: number,
    formData: FormData,
  ) => Promise<DraftAnswer>;
  discard: (kind: ContentKind, id: string, revision: number) => Promise<ActionResult>;
  keep: (kind: ContentKind, id: string, revision: number) => Promise<ActionResult>;
}

/**
 * /admin/{kind}/{id}: every field and language of one record, and deleting it. The form edits
 * the record's draft when there is one (decision 071), and publishes it through `saveAction`
 * bound to the state the draft was drawn from.
 */
export async function EditContentScreen({
  kind,
  documentId,
  name,
  initial,
  base,
  saveAction,
  draftActions,
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
  /** The kind's conflict token of the record as published (its last save, or its version). */
  base: string;
  /** The kind's save bound to the record and to the published state the form was drawn from. */
  saveAction: (base: string) => (formData: FormData) => Promise<ActionResult<unknown>>;
  draftActions: ContentDraftActions;
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
  const [t, draft] = await Promise.all([
    adminTranslator(),
    readDocumentDraft(getDb(), { kind: contentKindForms[kind].document, document: documentId }),
  ]);
  // The draft keeps the form as posted; a field it lacks (the fixed address) is the record's.
  const shown = draft ? ({ ...initial, ...draft.values } as ContentFormValues) : initial;
  const drawnFrom = draft?.base ?? base;
  return (
    <>
      <BackToList kind={kind} t={t} />
      <PageHeader
        title={t(`${kind}.editTitle`)}
        description={name}
        actions={
          <>
            {previewHref ? <PreviewLink href={previewHref} /> : null}
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
        // A discarded or kept draft draws the form anew.
        key={`${drawnFrom}:${draft?.revision ?? 0}`}
        kind={kind}
        mode="edit"
        initial={shown}
        action={saveAction(drawnFrom)}
        agencyPeople={agencyPeople}
        drafts={{
          draft: draft
            ? { revision: draft.revision, savedAt: draft.updatedAt, savedBy: draft.updatedBy }
            : null,
          name,
          staleNote:
            draft && draft.base !== base ? (
              <ContentDraftDiff kind={kind} published={initial} draft={shown} />
            ) : undefined,
          saveDraft: draftActions.save.bind(null, kind, documentId, drawnFrom),
          discard: draftActions.discard.bind(null, kind, documentId),
          keepDraft: draftActions.keep.bind(null, kind, documentId),
        }}
      />
    </>
  );
}
