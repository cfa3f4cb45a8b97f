import 'server-only';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import { isLocale } from '@/i18n/locales';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import { markContentChanged } from '@/server/cache/sqlite-change-watch.server';
import type { Database } from '@/server/db/schema';
import { ContentImportRefusal, type ContentFileKind } from './content-file-kind.server';
import { contentFileKinds } from './content-file-kinds.server';

/*
 * The site's editable content as a directory of JSON files (decision 049): written by
 * `npm run content:export`, read back by `npm run content:import`, which checks every file with
 * the admin forms' rules before it writes anything, then replaces each kind present in one
 * transaction with one audit line.
 */

/** The layout of the files; a file of another one is refused rather than guessed at. */
export const contentFormatVersion = 1;

/** The content of a kind as its file holds it: readable, UTF-8 as is, stable for diffs. */
function fileText(content: unknown): string {
  return `${JSON.stringify({ formatVersion: contentFormatVersion, ...(content as object) }, null, 2)}\n`;
}

/** Writes every kind's file into `directory` (made if missing); answers the files written. */
export async function exportContent(db: Kysely<Database>, directory: string): Promise<string[]> {
  mkdirSync(directory, { recursive: true });
  const written: string[] = [];
  for (const kind of contentFileKinds) {
    writeFileSync(path.join(directory, kind.file), fileText(await kind.read(db)));
    written.push(kind.file);
  }
  return written;
}

/**
 * A number in a file where the form has a text field (an order, a figure, a rating) is read as
 * the text a form would send, so the form's own schema checks it.
 */
function numbersAsText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsText);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, numbersAsText(item)]),
    );
  return value;
}

/** `entries[3].text.ar.answer`, and the language it is in when it is one's text. */
function describePath(issuePath: readonly PropertyKey[]): string {
  const written = issuePath
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
  const language = issuePath.find(
    (part, index) => issuePath[index - 1] === 'text' && typeof part === 'string' && isLocale(part),
  );
  return language ? `${written} (language ${String(language)})` : written || '(the file)';
}

interface ReadFile {
  kind: ContentFileKind;
  content: z.output<z.ZodMiniType>;
}

/** One kind's file, parsed and checked: its content, or every problem found, each one line. */
function readKindFile(
  directory: string,
  kind: ContentFileKind,
): { file: ReadFile } | { errors: string[] } {
  const name = kind.file;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path.join(directory, name), 'utf8'));
  } catch (error) {
    return { errors: [`${name}: not readable JSON (${(error as Error).message})`] };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { errors: [`${name}: not a content file (expected an object with formatVersion)`] };
  const { formatVersion, ...content } = parsed as Record<string, unknown>;
  if (formatVersion !== contentFormatVersion)
    return {
      errors: [
        `${name}: formatVersion ${JSON.stringify(formatVersion)} is not one this site reads (it reads ${contentFormatVersion}); export the content again with a matching version of the site`,
      ],
    };
  const checked = kind.schema.safeParse(numbersAsText(content));
  if (checked.success) return { file: { kind, content: checked.data } };
  return {
    errors: checked.error.issues.map((issue) => {
      const explained = kind.errorTexts[issue.message.split(' ')[0]!];
      const problem = explained ? `${issue.message} — ${explained}` : issue.message;
      return `${name}: ${describePath(issue.path)}: ${problem}`;
    }),
  };
}

export type ImportResult =
  { ok: true; imported: { file: string; documents: number }[] } | { ok: false; errors: string[] };

/**
 * Checks every content file in `directory`, then, if all are right, makes each kind present
 * exactly its file's content in one transaction with one audit line; a kind whose file is absent
 * is left as it is. With `drafts`, each document the files change becomes its draft instead and
 * nothing goes live (decisions 068, 071); a document that does not exist yet is then refused.
 * Any problem: nothing is written, and every problem is answered.
 */
export async function importContent(
  db: Kysely<Database>,
  directory: string,
  actor: AuditActor,
  now: Date = new Date(),
  { drafts = false }: { drafts?: boolean } = {},
): Promise<ImportResult> {
  if (!existsSync(directory)) return { ok: false, errors: [`${directory}: no such directory`] };
  const known = new Set(contentFileKinds.map((kind) => kind.file));
  const errors = readdirSync(directory)
    .filter((name) => name.endsWith('.json') && !known.has(name))
    .map((name) => `${name}: not a content file (expected ${[...known].join(', ')})`);
  const files: ReadFile[] = [];
  for (const kind of contentFileKinds) {
    if (!existsSync(path.join(directory, kind.file))) continue;
    const read = readKindFile(directory, kind);
    if ('errors' in read) errors.push(...read.errors);
    else files.push(read.file);
  }
  if (errors.length === 0 && files.length === 0)
    errors.push(`${directory}: none of ${[...known].join(', ')} is there`);
  if (errors.length > 0) return { ok: false, errors };
  try {
    return { ok: true, imported: await applyFiles(db, files, actor, now, drafts) };
  } catch (error) {
    if (error instanceof ContentImportRefusal) return { ok: false, errors: error.problems };
    throw error;
  }
}

/** Writes the checked files in one transaction with one audit line; answers each one's count. */
function applyFiles(
  db: Kysely<Database>,
  files: readonly ReadFile[],
  actor: AuditActor,
  now: Date,
  drafts: boolean,
): Promise<{ file: string; documents: number }[]> {
  return db.transaction().execute(async (trx) => {
    const counts: { file: string; documents: number }[] = [];
    for (const { kind, content } of files) {
      const by = { actor, now };
      const documents = drafts
        ? await kind.replaceDrafts(trx, content, by)
        : await kind.replace(trx, content, by);
      counts.push({ file: kind.file, documents });
    }
    // Drafts change nothing a visitor sees: no page is told to refresh.
    if (!drafts) await markContentChanged(trx);
    await recordAudit(
      trx,
      actor,
      {
        action: drafts ? 'content.import-drafts' : 'content.import',
        targetType: 'content',
        targetId: counts.map((count) => count.file).join(', '),
        summary: counts.map((count) => `${count.file} (${count.documents})`).join(', '),
      },
      now,
    );
    return counts;
  });
}
