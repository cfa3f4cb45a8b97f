import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/*
 * Who else has a document open in the admin. Each open editor's screen says so every 15 seconds
 * (EditingPresence); someone not heard from for `presenceWindowMs` has gone (a closed laptop, a
 * lost connection), so no one is shown as editing for ever. Kept in the database, not in an
 * instance's memory: two editors' requests may reach two instances.
 */

/** How long a screen counts as open after its last word: three missed refreshes. */
export const presenceWindowMs = 45_000;

/** Rows older than this are deleted by any refresh: the table holds only the last hour. */
const forgetAfterMs = 60 * 60 * 1000;

export interface OtherEditor {
  label: string;
  /** When they opened the document (ISO). */
  since: string;
}

/**
 * Notes that `editor` has `document` open now and answers who else has it open, earliest first.
 * Someone back after the window (the tab slept) is counted from now.
 */
export async function notePresence(
  db: Kysely<Database>,
  document: string,
  editor: { id: string; label: string },
  now: Date = new Date(),
): Promise<OtherEditor[]> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - presenceWindowMs).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('editing_presence')
      .where('seen_at', '<', new Date(now.getTime() - forgetAfterMs).toISOString())
      .execute();
    await trx
      .insertInto('editing_presence')
      .values({
        document,
        user_id: editor.id,
        user_label: editor.label,
        opened_at: at,
        seen_at: at,
      })
      .onConflict((oc) =>
        oc.columns(['document', 'user_id']).doUpdateSet((eb) => ({
          user_label: editor.label,
          seen_at: at,
          opened_at: eb
            .case()
            .when('editing_presence.seen_at', '<', windowStart)
            .then(at)
            .else(eb.ref('editing_presence.opened_at'))
            .end(),
        })),
      )
      .execute();
  });
  const others = await db
    .selectFrom('editing_presence')
    .select(['user_label', 'opened_at'])
    .where('document', '=', document)
    .where('user_id', '!=', editor.id)
    .where('seen_at', '>=', windowStart)
    .orderBy('opened_at')
    .execute();
  return others.map((row) => ({ label: row.user_label, since: row.opened_at }));
}

/** `editorId` has left `document` (closed its screen): others stop seeing them at once. */
export async function leaveDocument(
  db: Kysely<Database>,
  document: string,
  editorId: string,
): Promise<void> {
  await db
    .deleteFrom('editing_presence')
    .where('document', '=', document)
    .where('user_id', '=', editorId)
    .execute();
}
