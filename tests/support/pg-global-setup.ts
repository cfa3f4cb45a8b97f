import type { TestProject } from 'vitest/node';
import { startPgCluster, type PgCluster } from '../../scripts/lib/pg-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

let cluster: PgCluster | undefined;

/**
 * The PostgreSQL lane's server: TEST_DATABASE_URL when given, otherwise a throwaway cluster.
 * It never skips: a machine without PostgreSQL fails this lane with the reason.
 */
export async function setup(project: TestProject): Promise<void> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  cluster = await startPgCluster();
  project.provide('postgresUrl', cluster.url);
}

export function teardown(): void {
  cluster?.stop();
}
