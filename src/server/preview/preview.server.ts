import 'server-only';
import type { Kysely } from 'kysely';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { settings } from '@/config/settings';
import { enrolmentDue } from '@/lib/admin/two-factor-policy';
import type { Staff } from '@/server/auth/guards.server';
import type { Database } from '@/server/db/schema';
import {
  readDocumentDraft,
  readDocumentDraftsOfKind,
  type DraftKey,
} from '@/server/drafts/document-drafts.server';

/*
 * The preview of drafts (decisions 069, 071): the public page itself, rendered by Next's draft
 * mode for one member of staff. Draft mode alone shows nothing of a draft: its cookie only tells
 * Next to render the page for this request instead of serving the prerendered one; the drafts are
 * read when the same request also carries a signed-in member of staff's session. Every kind's
 * public read asks `previewsDrafts` before its cached read; every other request, and every feed,
 * social card or sitemap (which never ask), reads what is published.
 */

/** Whether a request sees drafts: draft mode on, and a member of staff who may use the admin. */
export function readsDrafts(draftModeEnabled: boolean, staff: Staff | null): boolean {
  return draftModeEnabled && staff !== null && !enrolmentDue(settings(), staff);
}

/**
 * Whether this request previews drafts. The session is read only in draft mode: while a page is
 * prerendered draft mode reads as off without marking the page dynamic, so the page stays static
 * for visitors, and `headers()` is never reached at build time. Once per request (React's
 * `cache`): a previewed page asks for each of its sections and kinds, and the session is read once.
 */
export const previewsDrafts = cache(async (): Promise<boolean> => {
  const { isEnabled } = await draftMode();
  if (!isEnabled) return false;
  // Loaded only in draft mode: the command-line tools (seed, content files) reach the public
  // reads that ask here, and the request's guards load only inside Next.
  const { currentStaff } = await import('@/server/auth/guards.server');
  return readsDrafts(true, await currentStaff());
});

/** A kind's form schema, as far as the preview needs it: its check of a draft's values. */
interface FormSchema<Input> {
  safeParse(value: unknown): { success: true; data: Input } | { success: false };
}

/**
 * The drafts of a kind's documents as its form's schema reads them, by document. A draft is the
 * form's input unchecked (decision 071): one that does not parse (half-done work, a field
 * emptied) is left out, so its document shows as published rather than breaking the page.
 */
export async function parsedDrafts<Input>(
  db: Kysely<Database>,
  kind: string,
  schema: FormSchema<Input>,
): Promise<Map<string, Input>> {
  const parsed = new Map<string, Input>();
  for (const [document, draft] of await readDocumentDraftsOfKind(db, kind)) {
    const result = schema.safeParse(draft.values);
    if (result.success) parsed.set(document, result.data);
  }
  return parsed;
}

/**
 * What a document's preview screen watches to know it changed: its published state (`published`,
 * the kind's version or time) and its draft's revision and time (a draft discarded and begun
 * again starts at revision 1 anew). Any save, publish or discard changes it.
 */
export async function documentPreviewStamp(
  db: Kysely<Database>,
  key: DraftKey,
  published: string,
): Promise<string> {
  const draft = await readDocumentDraft(db, key);
  return draft ? `${published}~${draft.revision}@${draft.updatedAt}` : published;
}
