// npm run db:migrate | db:seed; `prepare` does both (run before every build and start).
import { settings } from '../src/config/settings';
import { openDatabase } from '../src/server/db/connection.server';
import { migrateToLatest } from '../src/server/db/migrate.server';
import { seed } from '../src/server/db/seed.server';
import { prepareDatabase } from './lib/database';

const command = process.argv[2];
const { DATABASE_URL } = settings();

if (command === 'prepare') {
  await prepareDatabase(DATABASE_URL);
} else if (command === 'migrate' || command === 'seed') {
  const db = openDatabase(DATABASE_URL);
  try {
    if (command === 'migrate')
      console.log(
        `Applied: ${(await migrateToLatest(db)).join(', ') || 'nothing, already up to date'}`,
      );
    else {
      await seed(db);
      console.log('Seed: done');
    }
  } finally {
    await db.destroy();
  }
} else {
  console.error('usage: tsx scripts/db.ts prepare|migrate|seed');
  process.exit(2);
}
