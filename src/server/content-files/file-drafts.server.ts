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
  const found: { document: string; values: Record<string, unknown>; stored: PublishedDocument }[] =
    [];
  const missing: string[] = [];
  for (const { name, document, values } of documents) {
    const stored = document === undefined ? undefined : published.get(document);
    if (document === undefined || !stored)
      missing.push(`${file}: ${name} does not exist; import without --draft to create it`);
    else found.push({ document, values, stored });
  }
  if (missing.length > 0) throw new ContentImportRefusal(missing);
  const drafted = await draftedDocuments(trx, kind);
  let written = 0;
  for (const { document, values, stored } of found) {
    if (!drafted.has(document) && isDeepStrictEqual(values, stored.values)) continue;
    await replaceDocumentDraft(trx, actor, { kind, document }, stored.base, values, now);
    written++;
  }
  return written;
}

/**
 * `replaceDrafts` of a kind whose file is `{list}.json`, a list of records by id, their conflict
 * token the time of their last save (services, testimonials): `read` gives the stored records
 * and `formValues` a record as its edit form holds it.
 */
export function recordDrafts<List extends string, Document>(
  list: List,
  kind: string,
  read: (trx: Transaction<Database>) => Promise<(Document & { id: string; updatedAt: string })[]>,
  formValues: (document: Document) => Record<string, unknown>,
) {
  return async (
    trx: Transaction<Database>,
    content: Record<List, readonly (Document & { id: string })[]>,
    by: { actor: AuditActor; now: Date },
  ): Promise<number> =>
    writeChangedDrafts(
      trx,
      { file: `${list}.json`, kind },
      content[list].map((document, index) => ({
        name: `${list}[${index}] (${document.id})`,
        document: document.id,
        values: formValues(document),
      })),
      new Map(
        (await read(trx)).map((record) => [
          record.id,
          { base: record.updatedAt, values: formValues(record) },
        ]),
      ),
      by,
    );
}
