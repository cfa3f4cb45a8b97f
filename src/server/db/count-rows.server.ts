import 'server-only';
import type { SelectQueryBuilder } from 'kysely';

/** How many rows `query` finds: count(*) over its tables and conditions (it selects no column). */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    // The output type of a query over generic tables stays unresolved; this one is known.
    .$castTo<{ total: number | string }>()
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string, SQLite as a number.
  return Number(row.total);
}
