// Run by e2e/admin-pages.spec.ts under `tsx --conditions=react-server` (the server modules import
// 'server-only', which Playwright's workers cannot load): discards a section's draft in the e2e
// database, whatever a test left, so the other specs read the section as published.
//   tsx --conditions=react-server e2e/support/section-draft-cli.ts <page> <section>
import { pageDefinition, type SectionPage } from '../../src/lib/page-sections/pages';
import { discardDraft } from '../../scripts/lib/section-draft-edit';
import { asEditor } from './editor-cli';

const [page, section] = process.argv.slice(2);
if (!page || !pageDefinition(page) || !section) {
  console.error('usage: section-draft-cli.ts <page> <section>');
  process.exit(2);
}
// The shared editor account discards, as in the editor's screen.
await asEditor((db, actor) => discardDraft(db, actor, page as SectionPage, section));
