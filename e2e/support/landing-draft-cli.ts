// Run by e2e/landing-page-preview.spec.ts under `tsx --conditions=react-server` (the server
// modules import 'server-only', which Playwright's workers cannot load): saves a landing page's
// draft in the e2e database as the editor's save does (saveDocumentDraft), its hero title and its
// title (the tab's) changed in French and Arabic, or discards the page's draft, whatever a test left. Prints the page's id.
//   tsx --conditions=react-server e2e/support/landing-draft-cli.ts save <slug> <fr> <ar>
//   tsx --conditions=react-server e2e/support/landing-draft-cli.ts discard <slug>
import {
  discardDocumentDraft,
  readDocumentDraft,
  saveDocumentDraft,
} from '../../src/server/drafts/document-drafts.server';
import { getAdminLandingPage } from '../../src/server/landing-pages/landing-pages-admin.server';
import { landingDocument } from '../../src/server/landing-pages/landing-rows.server';
import { asEditor } from './editor-cli';

const [command, slug, french, arabic] = process.argv.slice(2);
if (!slug || (command === 'save' ? !french || !arabic : command !== 'discard')) {
  console.error('usage: landing-draft-cli.ts save <slug> <fr> <ar> | discard <slug>');
  process.exit(2);
}
await asEditor(async (db, actor) => {
  const { id } = await db
    .selectFrom('landing_page')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const key = landingDocument(id);
  const existing = await readDocumentDraft(db, key);
  if (existing) await discardDocumentDraft(db, actor, key, existing.revision);
  if (command === 'save') {
    const page = (await getAdminLandingPage(db, id))!;
    const values = structuredClone(page.values);
    values.text.fr.heroTitle = values.text.fr.title = french!;
    values.text.ar.heroTitle = values.text.ar.title = arabic!;
    const base = { revision: 0, base: String(page.version) };
    const saved = await saveDocumentDraft(db, actor, key, base, values);
    if (typeof saved !== 'object') throw new Error(`the draft was not saved: ${saved}`);
  }
  console.log(id);
});
