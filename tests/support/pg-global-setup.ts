import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster';
import { createPostgresTemplate, onPostgresServer } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** The migrated database each test file's database is created from. */
    postgresTemplate: string;
  }
}

let cluster: PgCluster | undefined;
let serverUrl: string | undefined;
const template = `test_template_${randomUUID().replace(/-/g, '')}`;

/**
 * The PostgreSQL lane's server: TEST_DATABASE_URL when given, otherwise a throwaway cluster.
 * It never skips: a machine without PostgreSQL fails this lane with the reason.
 */
export async function setup(project: TestProject): Promise<void> {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) cluster = await startPgCluster();
  serverUrl = given ?? cluster!.url;
  await createPostgresTemplate(serverUrl, template);
  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', template);
}

export async function teardown(): Promise<void> {
  if (cluster) {
    cluster.stop();
  } else if (serverUrl) {
    await onPostgresServer(serverUrl, `drop database if exists ${template} with (force)`);
  }
}
