// Run by e2e/support/admin.ts under `tsx --conditions=react-server` (the server modules import
// 'server-only', which Playwright's workers cannot load): creates one staff account in the e2e
// database through better-auth, as the admin screens would, and prints its id as JSON.
//   tsx --conditions=react-server e2e/support/admin-account-cli.ts <email> <admin|editor>
// The password comes on stdin, never on the command line.
import { createStaffMember } from '../../src/server/auth/auth-setup.server';
import { dialectOf, openDatabase } from '../../src/server/db/connection.server';

const [email, role] = process.argv.slice(2);
if (!email || (role !== 'admin' && role !== 'editor')) {
  console.error('usage: admin-account-cli.ts <email> <admin|editor> (password on stdin)');
  process.exit(2);
}
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const password = Buffer.concat(chunks).toString('utf8');

const databaseUrl = process.env.DATABASE_URL ?? './data/e2e.db';
const db = openDatabase(databaseUrl);
try {
  const user = await createStaffMember(db, dialectOf(databaseUrl), { email, password, role });
  process.stdout.write(JSON.stringify({ id: user.id }));
} finally {
  await db.destroy();
}
