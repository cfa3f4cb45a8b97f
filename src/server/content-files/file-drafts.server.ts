import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import type { Transaction } from 'kysely';
import type { AuditActor } from '@/server/audit/audit-log.server';
import type { Database } from '@/server/db/schema';
import { draftedDocuments, replaceDocumentDraft } from '@/server/drafts/document-drafts.server';
import { ContentImportRefusal } from './content-file-kind.server';

/*
 * `content:import --draft` for the kinds whose drafts are documents (decision 071): each
 * document of a file becomes its draft, as its edit screen keeps one, publishing nothing.
 */

/** A document of the file: how the file names it, its draft's key and its form's values. */
export interface FileDocument {
  /** For a refusal: `services[2] (seo)`. */
  name: string;
  /** The document as the versions and drafts name it; undefined when none is stored. */
  document: string | undefined;
  values: Record<string, unknown>;
}

/** A published document: its conflict token (the edit page's `base`) and its form's values. */
export interface PublishedDocument {
  base: string;
  values: Record<string, unknown>;
}

/**
 * Writes as its draft each document of the file that differs from what is published of it (or
 * that has a draft already, which the file replaces), drawn from its published state; answers
 * how many. A translator's file holds every document, so the others stay as they are, and one
 * absent from the file keeps its draft. A document not published yet cannot be a draft: the
 * whole import is refused, naming each.
 */
export async function writeChangedDrafts(
  trx: Transaction<Database>,
  { file, kind }: { file: string; kind: string },
  documents: readonly FileDocument[],
  published: ReadonlyMap<string, PublishedDocument>,
  { actor, now }: { actor: AuditActor; now: Date },
): Promise<number> {
  const missing = documents.filter(
    ({ document }) => document === undefined || !published.has(document),
  );
  if (missing.length > 0)
    throw new ContentImportRefusal(
      missing.map(
        ({ name }) => `${file}: ${name} does not exist; import without --draft to create it`,
      ),
    );
  const drafted = await draftedDocuments(trx, kind);
  let written = 0;
  for (const { document, values } of documents) {
    const stored = published.get(document!)!;
    if (!drafted.has(document) && isDeepStrictEqual(values, stored.values)) continue;
    await replaceDocumentDraft(trx, actor, { kind, document: document! }, stored.base, values, now);
    written++;
  }
  return written;
}
