import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import type { Database } from '@/server/db/schema';
import { reencodeImage, UploadRefused } from '@/server/uploads/image-file.server';
import {
  insertUpload,
  newUploadName,
  sourceHashOf,
  storedBytes,
  storedSize,
  uploadsUrlPrefix,
  type UploadLimits,
} from '@/server/uploads/upload-store.server';
import { mediaIdOf, uploadNameOf } from './media-library.server';

/*
 * Replacing an image's file (issue 33, decision 074). Its bytes are served under an immutable
 * name, cached for good by browsers and already printed in sent letters and old versions, so the
 * new bytes get a new name and, in one transaction, the library entry moves to it: its texts,
 * focal point and first uploader; every stored text that shows the old path is rewritten to the
 * new one; and the old name stays an alias of the new image (old URLs show the current image).
 *
 * The texts rewritten are those media-uses.server.ts reads, except what is a record of the past:
 * sent (or sending, or cancelled) letters keep what their readers received, versions and the bin
 * keep what they kept; they show the new image through the alias.
 */

type Writer = Transaction<Database>;

/** Each stored text that may show an upload's path, and which of its rows are rewritten. */
const rewrittenTexts: {
  table:
    | 'post'
    | 'post_translation'
    | 'newsletter_campaign'
    | 'newsletter_campaign_translation'
    | 'testimonial'
    | 'site_settings';
  column: string;
  unsentLettersOnly?: boolean;
}[] = [
  { table: 'post', column: 'image' },
  { table: 'post_translation', column: 'content' },
  // Paths of their own (decision 075): a new path is a new social card URL (decision 084).
  { table: 'testimonial', column: 'photo' },
  { table: 'site_settings', column: 'social_image' },
  { table: 'newsletter_campaign', column: 'image', unsentLettersOnly: true },
  { table: 'newsletter_campaign_translation', column: 'body', unsentLettersOnly: true },
];

/** The letters that have not gone out: their texts may still change. */
const unsentStatuses = ['draft', 'scheduled'] as const;

/** Replaces the old path by the new one in every text of `table.column` that holds it. */
async function rewriteColumn(
  trx: Writer,
  table: string,
  column: string,
  from: string,
  to: string,
  onlyRows?: ReturnType<typeof sql>,
): Promise<number> {
  const result = await sql`
    update ${sql.table(table)} set ${sql.ref(column)} = replace(${sql.ref(column)}, ${from}, ${to})
    where ${sql.ref(column)} like ${`%${from}%`} ${onlyRows ? sql`and ${onlyRows}` : sql``}`.execute(
    trx,
  );
  return Number(result.numAffectedRows ?? 0);
}

/** Every text that shows `from` now shows `to`; returns how many rows changed. */
async function rewriteUses(trx: Writer, from: string, to: string): Promise<number> {
  const unsent = sql.join(unsentStatuses.map((status) => sql`${status}`));
  let rows = 0;
  for (const { table, column, unsentLettersOnly } of rewrittenTexts) {
    const onlyRows = !unsentLettersOnly
      ? undefined
      : table === 'newsletter_campaign'
        ? sql`status in (${unsent})`
        : sql`campaign_id in (select id from newsletter_campaign where status in (${unsent}))`;
    rows += await rewriteColumn(trx, table, column, from, to, onlyRows);
  }
  for (const [table, column] of [
    ['page_section_translation', 'content'],
    ['page_section_draft', 'content'],
    ['document_draft', 'values'],
  ] as const)
    rows += await rewriteColumn(trx, table, column, from, to);
  return rows;
}

export type MediaReplacement =
  | { outcome: 'replaced'; id: string; rewritten: number }
  | { outcome: 'notFound' }
  /** The file is already in the library (this image's own file, or another image's). */
  | { outcome: 'duplicate'; id: string }
  | { outcome: 'refused'; reason: UploadRefused['reason'] };

/**
 * Replaces the file of the library's image `id` with `file` (checked and re-encoded like an
 * upload, within the quota less the old file), audited. The image's new id is answered: its
 * admin address follows its name.
 */
export async function replaceMediaFile(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  file: { bytes: Uint8Array; fileName: string },
  limits: UploadLimits,
): Promise<MediaReplacement> {
  const name = uploadNameOf(id);
  if (!name) return { outcome: 'notFound' };
  const exists = await db
    .selectFrom('upload')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!exists) return { outcome: 'notFound' };
  const sourceHash = sourceHashOf(file.bytes);
  const same = await db
    .selectFrom('upload')
    .select('name')
    .where('source_hash', '=', sourceHash)
    .executeTakeFirst();
  if (same) return { outcome: 'duplicate', id: mediaIdOf(same.name) };
  let image;
  try {
    image = await reencodeImage(file.bytes, limits);
  } catch (error) {
    if (error instanceof UploadRefused) return { outcome: 'refused', reason: error.reason };
    throw error;
  }

  const newName = newUploadName();
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('upload')
      .select(['name', 'created_at', 'uploaded_by', 'focal_x', 'focal_y', 'file_name', storedSize])
      .where('name', '=', name)
      .executeTakeFirst();
    // Deleted or replaced meanwhile.
    if (!old) return { outcome: 'notFound' } as const;
    if ((await storedBytes(trx)) - Number(old.bytes) + image.data.length > limits.quotaBytes)
      return { outcome: 'refused', reason: 'quotaReached' } as const;
    await insertUpload(trx, newName, image, {
      file_name: file.fileName,
      source_hash: sourceHash,
      // The entry's identity: its first upload, its focal point.
      created_at: old.created_at,
      uploaded_by: old.uploaded_by,
      focal_x: old.focal_x,
      focal_y: old.focal_y,
      replaced_at: now,
      replaced_by: actor.email,
    });
    await trx
      .updateTable('upload_translation')
      .set({ upload_name: newName })
      .where('upload_name', '=', name)
      .execute();
    const rewritten = await rewriteUses(
      trx,
      `${uploadsUrlPrefix}${name}`,
      `${uploadsUrlPrefix}${newName}`,
    );
    // Older names of this image and its last one all show the new file; one hop each.
    await trx
      .updateTable('upload_alias')
      .set({ upload_name: newName })
      .where('upload_name', '=', name)
      .execute();
    await trx
      .insertInto('upload_alias')
      .values({ name, upload_name: newName, created_at: now })
      .execute();
    await trx.deleteFrom('upload').where('name', '=', name).execute();
    await recordAudit(trx, actor, {
      action: 'upload.replace',
      targetType: 'upload',
      targetId: newName,
      summary: `${old.file_name || name} → ${file.fileName.slice(0, 80)} (webp ${image.width}×${image.height}) · ${name} · ${rewritten}`,
    });
    return { outcome: 'replaced', id: mediaIdOf(newName), rewritten } as const;
  });
}
