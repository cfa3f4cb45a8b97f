// Run by e2e/support/admin.ts under `tsx --conditions=react-server`: makes every session of one
// account look signed in (and last proven) `minutes` earlier, so a spec can reach the state of a session older than
// the fresh-proof window without waiting for it.
//   tsx --conditions=react-server e2e/support/session-age-cli.ts <userId> <minutes>
import { sql } from 'kysely';
import { openDatabase } from '../../src/server/db/connection.server';

const [userId, minutes] = process.argv.slice(2);
if (!userId || !Number.isFinite(Number(minutes))) {
  console.error('usage: session-age-cli.ts <userId> <minutes>');
  process.exit(2);
}
const db = openDatabase(process.env.DATABASE_URL ?? './data/e2e.db');
try {
  const sessions = await db
    .selectFrom('auth_session')
    .select(['id', 'createdAt', 'provedAt'])
    .where('userId', '=', userId)
    .execute();
  for (const session of sessions) {
    const earlier = (time: string | Date) =>
      new Date(new Date(time).getTime() - Number(minutes) * 60_000).toISOString();
    // A later confirmation of identity ages with it: the session is as old as its last proof.
    await db
      .updateTable('auth_session')
      .set({
        createdAt: earlier(session.createdAt),
        ...(session.provedAt ? { provedAt: earlier(session.provedAt) } : {}),
      })
      .where('id', '=', session.id)
      .where(sql.ref('userId'), '=', userId)
      .execute();
  }
  process.stdout.write(JSON.stringify({ aged: sessions.length }));
} finally {
  await db.destroy();
}
