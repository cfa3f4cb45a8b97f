import { rmSync } from 'node:fs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { migrateAuthTables } from '@/server/auth/auth-setup.server';
import { openDatabase, type Dialect } from '@/server/db/connection.server';
import { migrateToLatest } from '@/server/db/migrate.server';
import type { Database } from '@/server/db/schema';

/**
 * Every migration and better-auth's tables, as the site's start-up applies them. The lanes' global
 * setups run this once, on a template each test file's database is copied from
 * (tests/support/test-database.ts): migrating each file's database anew took one to two seconds
 * apiece, over sixty times a run.
 */
async function migrateFully(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  await migrateToLatest(db);
  await migrateAuthTables(db, dialect);
}

/** Migrates a new SQLite file at `file`, closed afterwards so it can be copied whole. */
export async function createSqliteTemplate(file: string): Promise<void> {
  removeSqliteFile(file);
  const db = openDatabase(file);
  try {
    await migrateFully(db, 'sqlite');
  } finally {
    // Closing the last connection checkpoints the WAL into the file.
    await db.destroy();
  }
}

export function removeSqliteFile(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
}

/** A database's URL on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE). */
export async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates the migrated database `name` on the server, every connection to it closed afterwards:
 * PostgreSQL copies a template only while nobody is connected to it.
 */
export async function createPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await onPostgresServer(serverUrl, `drop database if exists ${name} with (force)`);
  await onPostgresServer(serverUrl, `create database ${name}`);
  const db = openDatabase(databaseUrl(serverUrl, name));
  try {
    await migrateFully(db, 'postgres');
  } finally {
    await db.destroy();
  }
}
