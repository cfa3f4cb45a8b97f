// Run by e2e/admin-pages.spec.ts under `tsx --conditions=react-server` (the server modules import
// 'server-only', which Playwright's workers cannot load): discards a section's draft in the e2e
// database, whatever a test left, so the other specs read the section as published.
//   tsx --conditions=react-server e2e/support/section-draft-cli.ts <page> <section>
import { pageDefinition, type SectionPage } from '../../src/lib/page-sections/pages';
import { openDatabase } from '../../src/server/db/connection.server';
import { e2eStaff } from '../../scripts/lib/e2e-staff';
import { discardDraft } from '../../scripts/lib/section-draft-edit';

const [page, section] = process.argv.slice(2);
if (!page || !pageDefinition(page) || !section) {
  console.error('usage: section-draft-cli.ts <page> <section>');
  process.exit(2);
}
const db = openDatabase(process.env.DATABASE_URL ?? './data/e2e.db');
try {
  // The shared editor account discards, as in the editor's screen.
  const actor = await db
    .selectFrom('auth_user')
    .select(['id', 'email'])
    .where('email', '=', e2eStaff.editor.email)
    .executeTakeFirstOrThrow();
  await discardDraft(db, actor, page as SectionPage, section);
} finally {
  await db.destroy();
}
