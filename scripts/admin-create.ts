// `npm run admin:create -- --email a@b.ch [--role admin|editor] [--name "Ada"]`
// Creates a staff account. The password is read from stdin when something is piped in
// (`echo "$PW" | npm run admin:create -- --email …`); otherwise one is generated and printed once.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { minPasswordLength } from '../src/server/auth/auth-options.server';
import {
  CommonPasswordError,
  createStaffMember,
  generatePassword,
  migrateAuthTables,
} from '../src/server/auth/auth-setup.server';
import { isStaffRole } from '../src/lib/admin/roles';
import { dialectOf, withDatabase } from '../src/server/db/connection.server';
import { migrateToLatest } from '../src/server/db/migrate.server';
import { loadSettingsOrExit } from './lib/load-settings';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    name: { type: 'string' },
  },
});
const email = z.email().safeParse(values.email?.trim());
if (!email.success || !isStaffRole(values.role)) {
  console.error(
    'usage: npm run admin:create -- --email you@example.ch [--role admin|editor] [--name "Name"]',
  );
  process.exit(2);
}

async function passwordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] || undefined;
}

const piped = await passwordFromStdin();
if (piped !== undefined && piped.length < minPasswordLength) {
  console.error(`The password must have at least ${minPasswordLength} characters.`);
  process.exit(2);
}
const password = piped ?? generatePassword();
const config = loadSettingsOrExit();
try {
  const user = await withDatabase(config.DATABASE_URL, async (db) => {
    await migrateToLatest(db);
    await migrateAuthTables(db, dialectOf(config.DATABASE_URL));
    return createStaffMember(db, dialectOf(config.DATABASE_URL), {
      email: email.data,
      password,
      role: values.role as 'admin' | 'editor',
      name: values.name,
    });
  });
  console.log(`Created ${values.role} ${user.email}.`);
  if (piped === undefined)
    console.log(`Password (shown once, change it after signing in): ${password}`);
  console.log(`Sign in at ${config.SITE_URL}/admin/login`);
} catch (error) {
  const code = (error as { body?: { code?: string } }).body?.code;
  console.error(
    code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
      ? `${email.data} already has an account.`
      : error instanceof CommonPasswordError
        ? error.message
        : error,
  );
  process.exit(1);
}
