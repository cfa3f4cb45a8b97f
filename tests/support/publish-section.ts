import type { Kysely } from 'kysely';
import type { SectionPage } from '@/lib/page-sections/pages';
import type { SectionInput } from '@/lib/page-sections/section-definition';
import type { AuditActor } from '@/server/audit/audit-log.server';
import type { Database } from '@/server/db/schema';
import { readPageSections } from '@/server/page-sections/page-sections.server';
import {
  publishSectionDraft,
  saveSectionDraft,
} from '@/server/page-sections/section-drafts.server';

/**
 * A section published as the admin's "Publier" does it (decision 068): the form, drawn from the
 * published `version` with no draft, kept as the draft, then published. 'stale' when the section
 * was published since `version`.
 */
export async function publishSection(
  db: Kysely<Database>,
  actor: AuditActor,
  target: { page: SectionPage; section: string; version: number },
  input: SectionInput,
  now?: Date,
) {
  const saved = await saveSectionDraft(db, actor, { ...target, revision: 0 }, input, now);
  if (saved !== 'saved') return saved;
  return publishSectionDraft(db, actor, { ...target, revision: 1 }, now);
}

/** A section's published content as the admin form would send it, with changes. */
export async function sectionInput(
  db: Kysely<Database>,
  page: SectionPage,
  section: string,
  change: (text: SectionInput['text']) => void = () => undefined,
): Promise<{ version: number; input: SectionInput }> {
  const stored = (await readPageSections(db, page)).find((s) => s.section === section)!;
  const text = structuredClone(stored.text);
  change(text);
  return { version: stored.version, input: { hidden: stored.hidden, text } };
}
