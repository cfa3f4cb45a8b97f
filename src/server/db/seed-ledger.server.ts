import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { Database, SeedKind } from './schema';

/*
 * The seed runs on every start and writes what is missing; the ledger is how it knows what an
 * editor deleted on purpose. Each domain knows which of its rows its seed writes (its seed data's
 * ids), so this module only reads and writes the table.
 */

/** Every deleted seeded row, as `kind:id` (or `kind:id:locale` for one language of a post). */
export async function removedSeeds(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db.selectFrom('seed_removed').select(['kind', 'id']).execute();
  return new Set(rows.map((row) => `${row.kind}:${row.id}`));
}

/**
 * Called when the admin deletes a row (or one language of a sample post): when the seed wrote it
 * (`seededIds`, the domain's seed data), remember that in the same transaction, so the seed leaves
 * it deleted.
 */
export async function rememberRemovedSeed(
  db: Kysely<Database>,
  deleted: { kind: SeedKind; id: string; locale?: Locale; seededIds: ReadonlySet<string> },
  now: Date,
): Promise<void> {
  if (!deleted.seededIds.has(deleted.id)) return;
  const { kind, id, locale } = deleted;
  await db
    .insertInto('seed_removed')
    .values({ kind, id: locale ? `${id}:${locale}` : id, removed_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'id']).doNothing())
    .execute();
}
