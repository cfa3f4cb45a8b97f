// Several instances starting at once against one database (issue 12 §1): the preparation (our
// migrations, better-auth's tables, the seed, the first admin) runs under the start-up lock, so
// each step happens exactly once. Runs on both lanes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabase } from '../../scripts/lib/database';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrated: false });
});

afterAll(async () => {
  await database?.destroy();
});

async function counts() {
  const [migrations, services, posts, testimonials] = await Promise.all(
    ['kysely_migration', 'service', 'post', 'testimonial'].map(async (table) => {
      const { rows } = await sql<{
        count: number | string;
      }>`select count(*) as count from ${sql.table(table)}`.execute(database.db);
      return Number(rows[0]!.count);
    }),
  );
  return { migrations, services, posts, testimonials };
}

describe(`start-up of several instances (${lane})`, () => {
  it('three instances preparing one empty database at once apply and seed everything once', async () => {
    const lines: string[] = [];
    const log = (line: string) => void lines.push(line);
    await Promise.all([1, 2, 3].map(() => prepareDatabase(database.url, log)));
    const applied = lines.filter((line) => line.startsWith('Database: applied'));
    expect(applied).toHaveLength(1);
    const { rows } = await sql<{
      name: string;
      count: number | string;
    }>`select name, count(*) as count from kysely_migration group by name`.execute(database.db);
    expect(rows.every((row) => Number(row.count) === 1)).toBe(true);

    const afterStart = await counts();
    expect(afterStart.services).toBeGreaterThan(0);
    expect(afterStart.posts).toBeGreaterThan(0);
    // A later start changes nothing.
    await prepareDatabase(database.url, log);
    expect(await counts()).toEqual(afterStart);
  });
});
