import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminExists,
  createStaffMember,
  ensureFirstAdmin,
  migrateAuthTables,
} from '@/server/auth/auth-setup.server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const site = { SITE_URL: 'https://www.example.ch' };

describe('auth set-up', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('creates the auth tables once: a second run has nothing to do', async () => {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'auth_user',
        'auth_session',
        'auth_account',
        'auth_verification',
        'auth_two_factor',
      ]),
    );
    expect(await migrateAuthTables(database.db, database.dialect)).toEqual([]);
  });

  it('says how to get in when there is no admin and nothing is configured', async () => {
    const lines: string[] = [];
    const created = await ensureFirstAdmin(database.db, database.dialect, site, (line) =>
      lines.push(line),
    );
    expect(created).toBe(false);
    expect(await adminExists(database.db)).toBe(false);
    expect(lines.join('\n')).toContain('npm run admin:create');
    expect(lines.join('\n')).toContain('https://www.example.ch/admin/login');
  });

  it('creates the first admin from the environment, once', async () => {
    const config = {
      ...site,
      ADMIN_EMAIL: 'Owner@Example.ch',
      ADMIN_PASSWORD: 'a-long-password-1',
    };
    expect(await ensureFirstAdmin(database.db, database.dialect, config, () => {})).toBe(true);
    expect(await ensureFirstAdmin(database.db, database.dialect, config, () => {})).toBe(false);
    const admins = await database.db
      .selectFrom('auth_user')
      .select(['email', 'role'])
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toEqual([{ email: 'owner@example.ch', role: 'admin' }]);
  });

  it('stores the password as a scrypt hash, never as typed', async () => {
    await createStaffMember(database.db, database.dialect, {
      email: 'editor@example.ch',
      password: 'another-long-password',
      role: 'editor',
    });
    const account = await database.db
      .selectFrom('auth_account')
      .innerJoin('auth_user', 'auth_user.id', 'auth_account.userId')
      .select('auth_account.password')
      .where('auth_user.email', '=', 'editor@example.ch')
      .executeTakeFirstOrThrow();
    expect(account.password).not.toContain('another-long-password');
    expect(account.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });
});
