// What the e2e command-line helpers share (run under `tsx --conditions=react-server`): the e2e
// database and the shared editor account, as the one acting.
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/server/db/connection.server';
import type { Database } from '../../src/server/db/schema';
import { e2eStaff } from '../../scripts/lib/e2e-staff';

/** Runs `act` on the e2e database as the shared editor account, then closes the database. */
export async function asEditor(
  act: (db: Kysely<Database>, actor: { id: string; email: string }) => Promise<unknown>,
): Promise<void> {
  const db = openDatabase(process.env.DATABASE_URL ?? './data/e2e.db');
  try {
    const actor = await db
      .selectFrom('auth_user')
      .select(['id', 'email'])
      .where('email', '=', e2eStaff.editor.email)
      .executeTakeFirstOrThrow();
    await act(db, actor);
  } finally {
    await db.destroy();
  }
}
