import 'server-only';

/**
 * Rows read `batchSize` at a time, at most `maxRows` in all: `readBatch` gets the last row of the
 * previous batch (undefined for the first) and reads the next ones after it in its own order
 * (keyset, not offset: a row added meanwhile neither repeats nor hides another). Between two
 * batches no connection is held, so a slow reader of an export never blocks other queries.
 */
export async function* batchedRows<Row>(
  readBatch: (after: Row | undefined, limit: number) => Promise<Row[]>,
  { maxRows, batchSize }: { maxRows: number; batchSize: number },
): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (let sent = 0; sent < maxRows;) {
    const limit = Math.min(batchSize, maxRows - sent);
    const rows = await readBatch(after, limit);
    yield* rows;
    sent += rows.length;
    if (rows.length < limit) return;
    after = rows.at(-1);
  }
}
