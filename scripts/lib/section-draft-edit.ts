import type { Kysely } from 'kysely';
import type { Locale } from '../../src/i18n/locales';
import type { SectionPage } from '../../src/lib/page-sections/pages';
import type { AuditActor } from '../../src/server/audit/audit-log.server';
import type { Database } from '../../src/server/db/schema';
import {
  discardSectionDraft,
  readPageSectionsWithDrafts,
  readSectionDrafts,
  saveSectionDraft,
} from '../../src/server/page-sections/section-drafts.server';

/*
 * A section's draft changed without a browser, as the editor's screen changes it: one text field
 * saved through saveSectionDraft from the draft's current revision (the preview's bench), or the
 * draft discarded (what the preview's end-to-end check leaves is cleared; decision 069).
 */

export interface DraftFieldEdit {
  page: SectionPage;
  section: string;
  locale: Locale;
  field: string;
  text: string;
}

/** The section's draft revision, 0 when it has none. */
async function draftRevision(db: Kysely<Database>, page: SectionPage, section: string) {
  const drafts = await readSectionDrafts(db, page);
  return drafts.find((draft) => draft.section === section)?.revision ?? 0;
}

/** Saves the section's draft (the published text where it has none) with `field` set to `text`. */
export async function saveDraftField(
  db: Kysely<Database>,
  actor: AuditActor,
  edit: DraftFieldEdit,
): Promise<void> {
  const current = (await readPageSectionsWithDrafts(db, edit.page)).find(
    (section) => section.section === edit.section,
  );
  if (!current) throw new Error(`no section ${edit.page}/${edit.section}`);
  const text = structuredClone(current.text);
  text[edit.locale] = { ...text[edit.locale], [edit.field]: edit.text };
  const revision = await draftRevision(db, edit.page, edit.section);
  const target = { page: edit.page, section: edit.section, revision };
  const outcome = await saveSectionDraft(db, actor, target, { hidden: current.hidden, text });
  if (outcome !== 'saved') throw new Error(`draft of ${edit.page}/${edit.section}: ${outcome}`);
}

/** Drops the section's draft, if it has one: the page reads as published again. */
export async function discardDraft(
  db: Kysely<Database>,
  actor: AuditActor,
  page: SectionPage,
  section: string,
): Promise<void> {
  const revision = await draftRevision(db, page, section);
  if (revision > 0) await discardSectionDraft(db, actor, { page, section, revision });
}
