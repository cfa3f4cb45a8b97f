import { sql, type Kysely } from 'kysely';
import { monthlyRollups } from '@/server/analytics/analytics-store.server';
import type { Database } from '@/server/db/schema';

/** A table's rows as sorted JSON lines, counts as numbers (PostgreSQL's sums are strings). */
async function linesOf(
  db: Kysely<Database>,
  query: ReturnType<typeof sql>,
  counts: readonly string[],
): Promise<string[]> {
  const { rows } = await query.execute(db);
  return (rows as Record<string, unknown>[])
    .map((row) =>
      JSON.stringify(
        Object.entries(row).map(([key, value]) => [
          key,
          counts.includes(key) ? Number(value) : value,
        ]),
      ),
    )
    .sort();
}

/**
 * Every monthly rollup next to its daily rows summed by month: what decision 087 promises they
 * always are. Each pair is [monthly rows, daily rows summed], to compare with `toEqual`.
 */
export async function monthlyAndDailySums(db: Kysely<Database>) {
  const pairs: Record<string, [string[], string[]]> = {};
  for (const { monthly, daily, keys, counts } of monthlyRollups) {
    const columns = sql.join([...keys, ...counts].map((column) => sql.ref(column)));
    const grouped = sql.join(keys.map((key) => sql.ref(key)));
    const sums = sql.join(
      counts.map((counted) => sql`sum(${sql.ref(counted)}) as ${sql.ref(counted)}`),
    );
    pairs[monthly] = [
      await linesOf(db, sql`select month, ${columns} from ${sql.table(monthly)}`, counts),
      await linesOf(
        db,
        sql`select substr(day, 1, 7) as month, ${grouped}, ${sums} from ${sql.table(daily)}
            group by substr(day, 1, 7), ${grouped}`,
        counts,
      ),
    ];
  }
  return pairs;
}
