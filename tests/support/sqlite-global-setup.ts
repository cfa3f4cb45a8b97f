import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createSqliteTemplate, removeSqliteFile } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    sqliteTemplate: string;
  }
}

const template = path.join(tmpdir(), `site-test-template-${randomUUID()}.db`);

/** The SQLite lane's migrated template, copied for each test file (tests/support/test-database.ts). */
export async function setup(project: TestProject): Promise<void> {
  await createSqliteTemplate(template);
  project.provide('sqliteTemplate', template);
}

export function teardown(): void {
  removeSqliteFile(template);
}
