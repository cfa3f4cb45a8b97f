// Run by e2e/admin-pages.spec.ts under `tsx --conditions=react-server` (the server modules import
// 'server-only', which Playwright's workers cannot load): saves one text field of a section's
// draft in the e2e database as the editor's save does, or discards the section's draft.
//   tsx --conditions=react-server e2e/support/section-draft-cli.ts <page> <section> <locale> <field> (text on stdin)
//   tsx --conditions=react-server e2e/support/section-draft-cli.ts <page> <section> --discard
import { isLocale, type Locale } from '../../src/i18n/locales';
import { pageDefinition, type SectionPage } from '../../src/lib/page-sections/pages';
import { openDatabase } from '../../src/server/db/connection.server';
import { e2eStaff } from '../../scripts/lib/e2e-staff';
import { discardDraft, saveDraftField } from '../../scripts/lib/section-draft-edit';

const [page, section, locale, field] = process.argv.slice(2);
const discard = locale === '--discard';
if (!page || !pageDefinition(page) || !section || (!discard && (!isLocale(locale) || !field))) {
  console.error('usage: section-draft-cli.ts <page> <section> (<locale> <field> | --discard)');
  process.exit(2);
}
const db = openDatabase(process.env.DATABASE_URL ?? './data/e2e.db');
try {
  // The shared editor account saves, as in the editor's screen.
  const actor = await db
    .selectFrom('auth_user')
    .select(['id', 'email'])
    .where('email', '=', e2eStaff.editor.email)
    .executeTakeFirstOrThrow();
  if (discard) await discardDraft(db, actor, page as SectionPage, section);
  else {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    await saveDraftField(db, actor, {
      page: page as SectionPage,
      section,
      locale: locale as Locale,
      field: field!,
      text,
    });
  }
} finally {
  await db.destroy();
}
