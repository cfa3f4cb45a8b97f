import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import * as z from 'zod/mini';
import type { AuditActor } from '@/server/audit/audit-log.server';
import type { Database } from '@/server/db/schema';

/*
 * One kind of content as a file of `npm run content:export` / `content:import` (decision 049).
 * A kind describes itself in one small module of this folder, calling its domain's functions,
 * and is listed once in content-file-kinds.server.ts.
 */

export interface ContentFileKind<Schema extends z.ZodMiniType = z.ZodMiniType> {
  /** Its file in the directory (`faq.json`). */
  file: string;
  /**
   * What the file holds beside `formatVersion`, built from the admin form's schema so a file
   * obeys the same rules as the form. Numbers in the file are read as the form's text fields.
   */
  schema: Schema;
  /** The form's error texts by key (the admin's English), printed after each problem's key. */
  errorTexts: Readonly<Record<string, string>>;
  /** The stored content in the file's shape, documents and keys in a stable order. */
  read(db: Kysely<Database>): Promise<unknown>;
  /**
   * Makes the stored content of the kind exactly the file's, inside the import's transaction,
   * raising the version of every document that has one; answers how many documents it holds.
   */
  replace(
    trx: Transaction<Database>,
    content: z.output<Schema>,
    by: { actor: AuditActor; now: Date },
  ): Promise<number>;
  /**
   * `--draft` (decisions 068, 071): writes the file's documents as their drafts, publishing
   * nothing; answers how many.
   */
  replaceDrafts(
    trx: Transaction<Database>,
    content: z.output<Schema>,
    by: { actor: AuditActor; now: Date },
  ): Promise<number>;
}

/**
 * A file the database refuses once the import has begun (a document a draft cannot be drawn
 * from): the import's transaction is rolled back and each line answered as a problem.
 */
export class ContentImportRefusal extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** A kind for the registry, its content's type checked here and forgotten there. */
export function contentFileKind<Schema extends z.ZodMiniType>(
  kind: ContentFileKind<Schema>,
): ContentFileKind {
  return kind as unknown as ContentFileKind;
}

/** A document's id in a file: what the database holds as its key (a slug, a UUID). */
export const documentId = z
  .string('required')
  .check(
    z.regex(
      /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/,
      'idMalformed (letters, digits, - and _, at most 100)',
    ),
  );

/**
 * Refuses a list whose documents share an id (their `key`: `id`, or a landing page's `slug`),
 * naming the second one's place.
 */
export function uniqueIds<Item extends Record<Key, string>, Key extends string = 'id'>(
  key: Key = 'id' as Key,
) {
  return z.superRefine<Item[]>((items, context) => {
    const seen = new Set<string>();
    for (const [index, item] of items.entries()) {
      if (seen.has(item[key]))
        context.issues.push({
          code: 'custom',
          message: `idRepeated (${item[key]} appears twice)`,
          path: [index, key],
          input: item[key],
        });
      seen.add(item[key]);
    }
  });
}
