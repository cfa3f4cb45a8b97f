// npm run db:migrate | db:seed; `prepare` does both (run before every build and start).
import { settings } from '../src/config/settings';
import { migrateToLatest } from '../src/server/db/migrate.server';
import { seed } from '../src/server/seed/seed.server';
import { prepareDatabase } from './lib/database';
import { withDatabase } from '../src/server/db/connection.server';

const command = process.argv[2];
const { DATABASE_URL } = settings();

if (command === 'prepare') {
  await prepareDatabase(DATABASE_URL);
} else if (command === 'migrate') {
  const applied = await withDatabase(DATABASE_URL, migrateToLatest);
  console.log(`Applied: ${applied.join(', ') || 'nothing, already up to date'}`);
} else if (command === 'seed') {
  await withDatabase(DATABASE_URL, seed);
  console.log('Seed: done');
} else {
  console.error('usage: tsx scripts/db.ts prepare|migrate|seed');
  process.exit(2);
}
