import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedHref } from '@/i18n/href';
import { locales, type Locale } from '@/i18n/locales';
import { contentLocales } from '@/lib/admin/translated-content';
import { pageDefinition, sectionDefinition, sectionPages } from '@/lib/page-sections/pages';
import {
  sectionErrorKeys,
  sectionFormSchema,
  type ListItem,
  type SectionInput,
} from '@/lib/page-sections/section-definition';
import { fieldErrors } from '@/lib/forms/field-errors';
import { subscriberPlaceholder } from '@/lib/page-sections/newsletter-page';
import { copyPlaceholders } from '@/lib/page-sections/placeholders';
import type { ShownText } from '@/lib/shown-text';
import {
  listShownSections,
  showLine,
  showMarkdown,
} from '@/server/page-sections/page-sections-pages.server';
import { supersededSeedTexts } from '@/server/page-sections/superseded-seed-texts';
import { pageSectionSeeds } from '@/server/page-sections/page-section-seeds';
import {
  listPageSectionVersions,
  readPageSections,
  restorePageSectionVersion,
  seedPageSections,
} from '@/server/page-sections/page-sections.server';
import { seed } from '@/server/seed/seed.server';
import { listPublishedPosts } from '@/server/blog/posts.server';
import { recordChange } from '@/server/cache/freshness-state.mjs';
import { listServices } from '@/server/services/service-pages.server';
import { sectionPageViewPath } from '@/server/sitemap/live-pages.server';
import { listAgencyPeople } from '@/server/testimonials/agency-people.server';
import { readAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { expectChangeAnnounced } from '../support/change-announcement';
import { publishSection, sectionInput } from '../support/publish-section';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const actor = { id: 'staff-1', email: 'editor@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

/** The visible text of a page (a section page's id, or a public path) before its copy moved. */
function baselineLines(locale: Locale, page: string): string[] {
  const file = path.join(process.cwd(), 'e2e/fixtures/visible-text', `${locale}.json`);
  const pages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>;
  return pages[localizedHref(page.startsWith('/') ? page : `/${page}`, locale)]!;
}

/** Each paragraph and list item of rendered HTML as the line a reader sees. */
function htmlLines(html: string): string[] {
  return html
    .split(/<\/(?:p|li)>|<ul>/)
    .map((block) =>
      block
        .replace(/<[^>]+>/g, '')
        .replace(/&#x26;/g, '&')
        .replace(/&#x3C;/g, '<')
        .trim(),
    )
    .filter((line) => line !== '');
}

async function placeholders(locale: Locale) {
  return copyPlaceholders(await readAgencySettings(locale, database.db), locale);
}

describe('pages made of sections', () => {
  it('shows the legal pages and the about page, in each language, with the very lines they showed from messages', async () => {
    for (const page of ['terms', 'privacy', 'about'] as const) {
      for (const locale of locales) {
        const values = await placeholders(locale);
        const lines = baselineLines(locale, `/${page}`);
        let previous = -1;
        const expectInOrder = (line: string) => {
          const at = lines.indexOf(line, previous + 1);
          expect(at, `${page} ${locale}: ${line}`).toBeGreaterThan(previous);
          previous = at;
        };
        /** A text field as the page prints it: its paragraphs, or its line without marks. */
        const expectField = async (name: string, shown: ShownText, where: string) => {
          expect(shown.lang, `${where} in ${locale}`).toBeUndefined();
          if (name === 'body')
            for (const line of htmlLines((await showMarkdown(shown, locale, values)).text))
              expectInOrder(line);
          else {
            const line = showLine(shown, locale, values).text.replaceAll('*', '');
            // Eyebrows are set in capitals by the stylesheet, and read so.
            expectInOrder(name === 'eyebrow' ? line.toUpperCase() : line);
          }
        };
        for (const section of await listShownSections(page, locale, database.db)) {
          const where = `${page}/${section.id}`;
          if (section.id === 'meta') {
            const { title, description } = section.fields;
            expect(lines[0]).toBe(`<title> ${showLine(title!, locale, values).text} | Automatia`);
            expect(lines[1]).toBe(
              `<meta name="description"> ${showLine(description!, locale, values).text}`,
            );
            continue;
          }
          for (const [name, shown] of Object.entries(section.fields))
            await expectField(name, shown, `${where}/${name}`);
          for (const [name, items] of Object.entries(section.lists))
            for (const item of items)
              for (const [itemName, shown] of Object.entries(item.fields)) {
                // A member's monogram shows before the name: found anywhere on the page; no
                // member has a photo yet.
                if (itemName === 'initials') expect(lines).toContain(shown.text);
                else if (itemName === 'photo') expect(shown.text).toBe('');
                else await expectField(itemName, shown, `${where}/${name}/${item.id}/${itemName}`);
              }
        }
      }
    }
  });

  it("shows the services, contact, flyer and blog pages and a service's own page, in each language, with the very lines they showed from messages", async () => {
    // Words the list does not print as read (seeded posts, no empty blog, no sign-up, the badge
    // in a post card the reader hides): seeded in each language all the same.
    const offPage = [
      'blog/newsletter/thanks',
      'blog/pillars/badge',
      'blog/empty/text',
      'blog/empty/contact',
    ];
    // The words every service page shares (decision 057) are read on the page its view link opens.
    for (const page of ['services', 'contact', 'flyer', 'blog', 'service'] as const) {
      for (const locale of locales) {
        const values = await placeholders(locale);
        const lines = baselineLines(locale, pageDefinition(page)!.path!);
        let previous = -1;
        // An eyebrow reads in capitals (CSS); a highlighted title without its asterisks.
        const expectInOrder = (text: string, where: string) => {
          const at = lines.findIndex(
            (line, index) => index > previous && (line === text || line === text.toUpperCase()),
          );
          expect(at, `${page} ${locale} ${where}: ${text}`).toBeGreaterThan(previous);
          previous = at;
        };
        const copy = await listShownSections(page, locale, database.db);
        // A service's title and description are the service's own, not the shared words'.
        const meta = copy.find((section) => section.id === 'meta');
        const shownSections = copy.filter((section) => section !== meta);
        if (meta) {
          const title = showLine(meta.fields.title!, locale, values).text;
          // The site's name ends the title; the baseline's is the e2e server's.
          expect(lines.filter((line) => line.startsWith(`<title> ${title} | `))).toHaveLength(1);
          const description = showLine(meta.fields.description!, locale, values).text;
          expect(lines).toContain(`<meta name="description"> ${description}`);
        }
        // Field by field in the definition's order, which is the page's.
        for (const section of shownSections) {
          for (const name of Object.keys(sectionDefinition(page, section.id)!.fields)) {
            const value = section.fields[name];
            if (value) {
              expect(value.lang, `${page}/${section.id}/${name} in ${locale}`).toBeUndefined();
              if (offPage.includes(`${page}/${section.id}/${name}`)) {
                expect(value.text).not.toBe('');
                continue;
              }
              expectInOrder(showLine(value, locale, values).text.replaceAll('*', ''), name);
              continue;
            }
            const shownItems = section.lists[name]!;
            expect(shownItems.length, `${page}/${section.id}/${name}`).toBeGreaterThan(0);
            for (const item of shownItems)
              for (const [field, text] of Object.entries(item.fields)) {
                expect(text.lang, `${page}/${section.id}/${item.id} in ${locale}`).toBeUndefined();
                expectInOrder(showLine(text, locale, values).text, `${item.id}.${field}`);
              }
          }
        }
      }
    }
  });

  it('shows the newsletter archive and an invalid link, in each language, with the very lines they showed from messages', async () => {
    for (const locale of locales) {
      const values = await placeholders(locale);
      const copy = Object.fromEntries(
        (await listShownSections('newsletter', locale, database.db)).map((section) => [
          section.id,
          (name: string) => {
            const shown = section.fields[name]!;
            expect(shown.lang, `newsletter/${section.id}/${name} in ${locale}`).toBeUndefined();
            return showLine(shown, locale, values).text;
          },
        ]),
      );
      // The site's name ends each title; the baseline's is the e2e server's. In order, as shown.
      const expectPage = (page: `/${string}`, title: string, lines: string[]) => {
        const baseline = baselineLines(locale, page);
        expect(baseline.filter((line) => line.startsWith(`<title> ${title} | `))).toHaveLength(1);
        let previous = -1;
        for (const line of lines) {
          const at = baseline.indexOf(line, previous + 1);
          expect(at, `${page} ${locale}: ${line}`).toBeGreaterThan(previous);
          previous = at;
        }
      };
      const { meta, archive, confirm, links } = copy;
      expectPage('/newsletter', meta!('title'), [
        `<meta name="description"> ${meta!('description')}`,
        // The eyebrow is set in capitals by the stylesheet, and read so.
        archive!('eyebrow').toUpperCase(),
        ...['title', 'intro', 'subscribe', 'empty'].map(archive!),
      ]);
      expectPage('/newsletter/confirm?token=not-a-token', confirm!('metaTitle'), [
        `<meta name="description"> ${confirm!('title')}`,
        ...['invalidTitle', 'invalidText', 'toBlog'].map(links!),
      ]);
      // A mail's link names its reader's address once, in every language.
      for (const purpose of ['confirm', 'unsubscribe'])
        expect(copy[purpose]!('askText').split(subscriberPlaceholder)).toHaveLength(2);
    }
  });

  it('keeps every language of every section with the time it was saved, for the translation screens', async () => {
    const sections = await readPageSections(database.db, 'privacy');
    expect(sections.map((s) => s.section)).toEqual(
      sectionPages.find((definition) => definition.page === 'privacy')!.sections.map((s) => s.id),
    );
    for (const section of sections)
      expect(Object.keys(section.textUpdatedAt).sort()).toEqual([...contentLocales].sort());
  });

  it('saves one language, shows it on its page only, and dates only that translation', async () => {
    const before = (await readPageSections(database.db, 'terms')).find((s) => s.section === 'law')!;
    const { version, input } = await sectionInput(database.db, 'terms', 'law', (text) => {
      text.ar.title = 'القانون الواجب التطبيق (معدل)';
    });
    const at = new Date('2026-12-01T10:00:00Z');
    expect(
      await publishSection(
        database.db,
        actor,
        { page: 'terms', section: 'law', version },
        input,
        at,
      ),
    ).toBe('saved');
    const after = (await readPageSections(database.db, 'terms')).find((s) => s.section === 'law')!;
    expect(after.version).toBe(version + 1);
    expect(after.textUpdatedAt.ar).toBe(at.toISOString());
    expect(after.textUpdatedAt.fr).toBe(before.textUpdatedAt.fr);
    const law = async (locale: Locale) =>
      (await listShownSections('terms', locale, database.db)).find((s) => s.id === 'law')!;
    expect((await law('ar')).fields.title).toEqual({ text: 'القانون الواجب التطبيق (معدل)' });
    expect((await law('ar-ma')).fields.title!.text).not.toContain('معدل');
    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'page-section.publish')
      .execute();
    expect(audit.map((row) => row.target_id)).toContain('terms/law');
  });

  it('shows the French text, marked as French, for each field a language leaves empty', async () => {
    const { version, input } = await sectionInput(database.db, 'terms', 'prices', (text) => {
      text['ar-ma'] = { title: '', body: '' };
      text.en.body = '';
    });
    await publishSection(database.db, actor, { page: 'terms', section: 'prices', version }, input);
    const prices = async (locale: Locale) =>
      (await listShownSections('terms', locale, database.db)).find((s) => s.id === 'prices')!;
    const french = (await prices('fr')).fields;
    expect((await prices('ar-ma')).fields).toEqual({
      title: { ...french.title!, lang: 'fr' },
      body: { ...french.body!, lang: 'fr' },
    });
    const english = (await prices('en')).fields;
    expect(english.title!.lang).toBeUndefined();
    expect(english.body).toEqual({ ...french.body!, lang: 'fr' });
  });

  it('takes a hidden section off its page in every language, and brings it back when shown', async () => {
    const { version, input } = await sectionInput(database.db, 'privacy', 'cookies');
    await publishSection(
      database.db,
      actor,
      { page: 'privacy', section: 'cookies', version },
      { ...input, hidden: true },
    );
    for (const locale of locales)
      expect(
        (await listShownSections('privacy', locale, database.db)).map((s) => s.id),
      ).not.toContain('cookies');
    await publishSection(
      database.db,
      actor,
      { page: 'privacy', section: 'cookies', version: version + 1 },
      input,
    );
    expect((await listShownSections('privacy', 'fr', database.db)).map((s) => s.id)).toContain(
      'cookies',
    );
  });

  it('refuses a publish made from an older version as stale, publishing nothing', async () => {
    const { version, input } = await sectionInput(database.db, 'terms', 'orders', (text) => {
      text.fr.title = 'Commandes';
    });
    const target = { page: 'terms' as const, section: 'orders', version };
    expect(await publishSection(database.db, actor, target, input)).toBe('saved');
    const stale = structuredClone(input);
    stale.text.fr.title = 'Devis';
    expect(await publishSection(database.db, actor, target, stale)).toBe('stale');
    const orders = (await readPageSections(database.db, 'terms')).find(
      (s) => s.section === 'orders',
    )!;
    expect(orders.text.fr.title).toBe('Commandes');
    expect(await publishSection(database.db, actor, { ...target, section: 'nothing' }, input)).toBe(
      'missing',
    );
  });

  it('refuses an empty French field or a text too long, and accepts an empty translation', () => {
    const schema = sectionFormSchema(sectionDefinition('terms', 'law')!, contentLocales);
    const empty = { title: '', body: '' };
    const text = { fr: empty, en: empty, ar: { title: 'x'.repeat(121), body: '' }, 'ar-ma': empty };
    const refused = schema.safeParse({ hidden: false, text });
    expect(refused.success).toBe(false);
    expect(fieldErrors(refused.error!)).toEqual({
      'text.fr.title': 'required',
      'text.fr.body': 'required',
      'text.ar.title': 'tooLong',
    });
    const accepted = schema.safeParse({
      hidden: false,
      text: { ...text, fr: { title: ' Droit ', body: 'Suisse.' }, ar: empty },
    });
    expect(accepted.data?.text.fr.title).toBe('Droit');
  });

  it('reads stored content that no longer fits its schema as empty, so the French shows', async () => {
    await database.db
      .updateTable('page_section_translation')
      .set({ content: '{"title": 42}' })
      .where('page', '=', 'terms')
      .where('section', '=', 'payment')
      .where('locale', '=', 'ar')
      .execute();
    const payment = (await listShownSections('terms', 'ar', database.db)).find(
      (s) => s.id === 'payment',
    )!;
    expect(payment.fields.title!.lang).toBe('fr');
  });

  it("shows the home page's lists in French's order, each item in the page's language or, item by item, in French", async () => {
    const steps = async (locale: Locale) =>
      (await listShownSections('home', locale, database.db)).find((s) => s.id === 'hero')!.lists
        .steps!;
    expect((await steps('fr')).map((item) => item.id)).toEqual(['message', 'qualification', 'crm']);
    expect((await steps('en'))[0]!.fields.title).toEqual({ text: 'Message received on WhatsApp' });

    const { version, input } = await sectionInput(database.db, 'home', 'hero', (text) => {
      const french = text.fr.steps as ListItem[];
      text.fr.steps = [french[2]!, french[0]!, french[1]!];
      // Moroccan Arabic keeps two steps, in its own order, and leaves one field empty.
      const moroccan = text['ar-ma'].steps as ListItem[];
      text['ar-ma'].steps = [moroccan[1]!, { ...moroccan[0]!, text: '' }];
      text.ar.title = 'عنوان *جديد* للصفحة الرئيسية';
    });
    const parsed = sectionFormSchema(sectionDefinition('home', 'hero')!, contentLocales).parse(
      input,
    );
    expect(
      await publishSection(
        database.db,
        actor,
        { page: 'home', section: 'hero', version },
        parsed as SectionInput,
      ),
    ).toBe('saved');

    const french = await steps('fr');
    expect(french.map((item) => item.id)).toEqual(['crm', 'message', 'qualification']);
    const moroccan = await steps('ar-ma');
    expect(moroccan.map((item) => item.id)).toEqual(['crm', 'message', 'qualification']);
    expect(moroccan[0]!.fields.title).toEqual({ ...french[0]!.fields.title!, lang: 'fr' });
    expect(moroccan[1]!.fields.title!.lang).toBeUndefined();
    expect(moroccan[1]!.fields.text).toEqual({ ...french[1]!.fields.text!, lang: 'fr' });
    expect(moroccan[2]!.fields.title!.lang).toBeUndefined();

    const heroTitle = async (locale: Locale) =>
      (await listShownSections('home', locale, database.db)).find((s) => s.id === 'hero')!.fields
        .title!.text;
    expect(await heroTitle('ar')).toBe('عنوان *جديد* للصفحة الرئيسية');
    for (const locale of ['fr', 'en', 'ar-ma'] as const)
      expect(await heroTitle(locale)).not.toContain('جديد');
  });

  it("keeps the about page's team as French arranges it: a member removed leaves every language, one added shows in French elsewhere and is one of the agency's people", async () => {
    const photo = `/uploads/${'a1'.repeat(16)}.webp`;
    const zoe = {
      id: 'zoe',
      name: 'Zoé Martin',
      role: 'Consultante',
      bio: 'Elle audite.',
      initials: '',
      photo: 'https://example.com/zoe.jpg',
    };
    const { version, input } = await sectionInput(database.db, 'about', 'team', (text) => {
      text.fr.members = [zoe, ...(text.fr.members as ListItem[]).filter((m) => m.id !== 'marc')];
    });
    const schema = sectionFormSchema(sectionDefinition('about', 'team')!, contentLocales);
    // The translations still hold Marc, whom French removed: refused until they drop him too;
    // a photo must be one of the site's uploads.
    const refused = schema.safeParse(input);
    expect(fieldErrors(refused.error!, sectionErrorKeys)).toEqual({
      'text.fr.members.0.photo': 'imageInvalid',
      'text.en.members': 'itemUnknown',
      'text.ar.members': 'itemUnknown',
      'text.ar-ma.members': 'itemUnknown',
    });
    for (const locale of ['en', 'ar', 'ar-ma'] as const)
      input.text[locale].members = (input.text[locale].members as ListItem[]).filter(
        (m) => m.id !== 'marc',
      );
    (input.text.fr.members as ListItem[])[0]!.photo = photo;
    const target = { page: 'about' as const, section: 'team', version };
    expect(
      await publishSection(database.db, actor, target, schema.parse(input) as SectionInput),
    ).toBe('saved');

    const members = async (locale: Locale) =>
      (await listShownSections('about', locale, database.db)).find((s) => s.id === 'team')!.lists
        .members!;
    for (const locale of locales)
      expect((await members(locale)).map((m) => m.id)).toEqual(['zoe', 'leila', 'thomas']);
    const [arabicZoe, arabicLeila] = await members('ar');
    expect(arabicZoe!.fields.name).toEqual({ text: 'Zoé Martin', lang: 'fr' });
    expect(arabicZoe!.fields.initials).toEqual({ text: '', lang: 'fr' });
    expect(arabicZoe!.fields.photo).toEqual({ text: photo, lang: 'fr' });
    expect(arabicLeila!.fields.photo).toEqual({ text: '', lang: 'fr' });
    expect(arabicLeila!.fields.name).toEqual({ text: 'ليلى بنجلون' });

    const team = (await listAgencyPeople(database.db)).filter((p) => p.role === 'team');
    expect(team.map((p) => p.name)).toContain('Zoé Martin');
    expect(team.map((p) => p.name)).not.toContain('Marc Favre');
  });

  it('refuses a list with too few or too many items, a wrong or repeated id, or a translated item French lacks', () => {
    const definition = sectionDefinition('home', 'results')!;
    const schema = sectionFormSchema(definition, contentLocales);
    const item = (id: string) => ({ id, value: '1', label: 'Un' });
    const content = (items: unknown) => ({ eyebrow: 'R', title: 'T', items });
    const errors = (text: Record<Locale, unknown>) => {
      const result = schema.safeParse({ hidden: false, text });
      return result.success ? {} : fieldErrors(result.error, sectionErrorKeys);
    };
    const empty = content([]);
    expect(errors({ fr: content([]), en: empty, ar: empty, 'ar-ma': empty })).toEqual({
      'text.fr.items': 'tooFewItems',
    });
    const five = ['a', 'b', 'c', 'd', 'e'].map(item);
    expect(errors({ fr: content(five), en: empty, ar: empty, 'ar-ma': empty })).toEqual({
      'text.fr.items': 'tooManyItems',
    });
    expect(
      errors({ fr: content([item('a'), item('a')]), en: empty, ar: empty, 'ar-ma': empty }),
    ).toEqual({ 'text.fr.items': 'itemInvalid' });
    expect(
      errors({ fr: content([item('Bad id!')]), en: empty, ar: empty, 'ar-ma': empty }),
    ).toEqual({ 'text.fr.items.0.id': 'itemInvalid' });
    expect(
      errors({
        fr: content([{ id: 'a', value: '', label: 'x' }]),
        en: empty,
        ar: empty,
        'ar-ma': empty,
      }),
    ).toEqual({ 'text.fr.items.0.value': 'required' });
    expect(
      errors({
        fr: content([item('a')]),
        en: content([item('a'), item('z')]),
        ar: content([{ id: 'a', value: '', label: '' }]),
        'ar-ma': empty,
      }),
    ).toEqual({ 'text.en.items': 'itemUnknown' });
  });

  it('announces each change on PostgreSQL, so every instance refreshes its pages', async () => {
    await expectChangeAnnounced(database, 'pages', 'page_section%', async () => {
      const { version, input } = await sectionInput(database.db, 'terms', 'delivery');
      await publishSection(
        database.db,
        actor,
        { page: 'terms', section: 'delivery', version },
        { ...input, hidden: true },
      );
    });
  });

  it("opens a record that is live from the shared words' view link, never one that is gone", async () => {
    const { db } = database;
    const serviceExample = pageDefinition('service')!;
    const articleExample = pageDefinition('article')!;
    expect(await sectionPageViewPath(serviceExample, db)).toBe(serviceExample.path);
    expect(await sectionPageViewPath(articleExample, db)).toBe(articleExample.path);
    expect(await sectionPageViewPath(pageDefinition('about')!, db)).toBe('/about');
    // The mails' words have no page to view (decision 062).
    expect(await sectionPageViewPath(pageDefinition('mail')!, db)).toBeUndefined();

    const exampleService = serviceExample.path!.split('/').at(-1)!;
    const examplePost = await db
      .selectFrom('post_translation')
      .select('post_id')
      .where('slug', '=', articleExample.path!.split('/').at(-1)!)
      .executeTakeFirstOrThrow();
    await db.updateTable('service').set({ visible: 0 }).where('id', '=', exampleService).execute();
    await db
      .updateTable('post')
      .set({ status: 'draft' })
      .where('id', '=', examplePost.post_id)
      .execute();
    recordChange('blog', Date.now()); // what the admin's unpublishing does to the slugs' table
    try {
      const firstService = (await listServices('fr', db))[0]!;
      expect(await sectionPageViewPath(serviceExample, db)).toBe(`/services/${firstService.id}`);
      const newestPost = (
        await listPublishedPosts('fr', db, new Date(), { offset: 0, limit: 1 })
      )[0]!;
      expect(await sectionPageViewPath(articleExample, db)).toBe(`/blog/${newestPost.slug}`);
      expect(newestPost.slug).not.toBe(articleExample.path!.split('/').at(-1));
    } finally {
      await db
        .updateTable('service')
        .set({ visible: 1 })
        .where('id', '=', exampleService)
        .execute();
      await db
        .updateTable('post')
        .set({ status: 'published' })
        .where('id', '=', examplePost.post_id)
        .execute();
      recordChange('blog', Date.now());
    }
  });

  it('fills in, on start, the fields the code added since a language was saved, keeping what the editor wrote', async () => {
    const { db } = database;
    const stored = () =>
      db
        .selectFrom('page_section_translation')
        .select(['content', 'updated_at'])
        .where('page', '=', 'home')
        .where('section', '=', 'problems')
        .where('locale', '=', 'ar')
        .executeTakeFirstOrThrow();
    const before = await stored();
    const content = JSON.parse(before.content) as { intro?: string; items: ListItem[] };
    // Saved before `intro` and the items' `value` existed, with the editor's own title.
    delete content.intro;
    const [first, ...others] = content.items;
    const { value: _droppedValue, ...firstWithoutValue } = first!;
    content.items = [{ ...firstWithoutValue, title: 'عنوان المحرر' } as ListItem, ...others];
    await db
      .updateTable('page_section_translation')
      .set({ content: JSON.stringify(content) })
      .where('page', '=', 'home')
      .where('section', '=', 'problems')
      .where('locale', '=', 'ar')
      .execute();

    await seedPageSections(db, new Date().toISOString());

    const after = await stored();
    expect(after.updated_at).toBe(before.updated_at);
    const seedText = pageSectionSeeds.home.ar.problems!;
    const completed = JSON.parse(after.content) as Record<string, unknown>;
    expect(completed.intro).toBe(seedText.intro);
    const [completedFirst] = completed.items as ListItem[];
    expect(completedFirst).toEqual({
      ...first,
      title: 'عنوان المحرر',
      value: (seedText.items as ListItem[])[0]!.value,
    });
    const [problems] = (await readPageSections(db, 'home', ['ar'])).filter(
      (section) => section.section === 'problems',
    );
    expect(problems!.text.ar).toEqual(completed);
    // A second start finds nothing missing and writes nothing.
    await seedPageSections(db, new Date().toISOString());
    expect(await stored()).toEqual(after);
  });

  /** A privacy section's stored language, and a way to store its body as a site once had it. */
  const privacySection = (section: string) => {
    const { db } = database;
    const stored = (locale: Locale) =>
      db
        .selectFrom('page_section_translation')
        .select(['content', 'updated_at'])
        .where('page', '=', 'privacy')
        .where('section', '=', section)
        .where('locale', '=', locale)
        .executeTakeFirstOrThrow();
    const storeBody = async (locale: Locale, body: string) => {
      const content = JSON.parse((await stored(locale)).content) as Record<string, unknown>;
      await db
        .updateTable('page_section_translation')
        .set({ content: JSON.stringify({ ...content, body }) })
        .where('page', '=', 'privacy')
        .where('section', '=', section)
        .where('locale', '=', locale)
        .execute();
    };
    const body = async (locale: Locale) =>
      (JSON.parse((await stored(locale)).content) as { body: string }).body;
    // Each language's earlier seed texts, oldest first.
    const earlier = (locale: Locale) =>
      supersededSeedTexts
        .filter((old) => old.section === section && old.locale === locale)
        .map((old) => old.text);
    const seedBody = (locale: Locale) => pageSectionSeeds.privacy[locale][section]!.body as string;
    return { stored, storeBody, body, earlier, seedBody };
  };

  it('gives a site seeded with an older privacy notice today’s audience paragraph, unless an editor rewrote it', async () => {
    const { db } = database;
    const { stored: cookies, storeBody, body, earlier, seedBody } = privacySection('cookies');
    // Before the audience was counted, then the text that named only what the browser reports.
    for (const locale of contentLocales) expect(earlier(locale)).toHaveLength(2);
    const oldest = (locale: Locale) => earlier(locale)[0]!;
    const previous = (locale: Locale) => earlier(locale)[1]!;
    // French and Moroccan Arabic as first seeded, Arabic as seeded since, English edited.
    await storeBody('fr', oldest('fr'));
    await storeBody('ar-ma', oldest('ar-ma'));
    await storeBody('ar', previous('ar'));
    const edited = `${previous('en')} Edited by the agency.`;
    await storeBody('en', edited);
    const arabicBefore = await cookies('ar');

    await seedPageSections(db, new Date().toISOString());

    for (const locale of ['fr', 'ar', 'ar-ma'] as const)
      expect(await body(locale)).toBe(seedBody(locale));
    // Today's text names the goals the server records itself, not only the browser's.
    expect(await body('fr')).toContain('une demande de contact enregistrée');
    expect(await body('fr')).toContain('Un rendez-vous pris sur notre page de réservation');
    expect(await body('fr')).toContain('ni stockage local, ni stockage de session');
    expect((await cookies('ar')).updated_at).toBe(arabicBefore.updated_at);
    expect(await body('en')).toBe(edited);
    const [section] = (await readPageSections(db, 'privacy', ['fr'])).filter(
      (read) => read.section === 'cookies',
    );
    expect(section!.text.fr.body).toBe(seedBody('fr'));
    await storeBody('en', seedBody('en'));
  });

  it('gives a site seeded with the earlier privacy notice today’s data, letters and recipients sections, unless an editor rewrote one', async () => {
    const { db } = database;
    const sections = {
      dataCollected: privacySection('dataCollected'),
      newsletterMails: privacySection('newsletterMails'),
      recipients: privacySection('recipients'),
    };
    for (const { earlier } of Object.values(sections))
      for (const locale of contentLocales) expect(earlier(locale)).toHaveLength(1);
    // Every language as seeded, but the agency rewrote its Moroccan list of recipients.
    for (const { earlier, storeBody } of Object.values(sections))
      for (const locale of contentLocales) await storeBody(locale, earlier(locale)[0]!);
    const edited = `${sections.recipients.earlier('ar-ma')[0]!}\n\n- **CRM**: HubSpot.`;
    await sections.recipients.storeBody('ar-ma', edited);
    const editedBefore = await sections.recipients.stored('ar-ma');

    await seedPageSections(db, new Date().toISOString());

    for (const [name, { body, seedBody }] of Object.entries(sections))
      for (const locale of contentLocales)
        if (name !== 'recipients' || locale !== 'ar-ma')
          expect(await body(locale)).toBe(seedBody(locale));
    expect(await sections.recipients.stored('ar-ma')).toEqual(editedBefore);
    // Today's texts say what the site does: a lead's source and a booking kept, a letter's
    // links tagged per letter, and Cal.com and the agency's own tools among the recipients.
    const french = {
      data: await sections.dataCollected.body('fr'),
      letters: await sections.newsletterMails.body('fr'),
      recipients: await sections.recipients.body('fr'),
    };
    expect(french.data).toContain('**Provenance**');
    expect(french.data).toContain('Cal.com nous transmet la réservation');
    expect(french.letters).toContain('utm_campaign');
    expect(french.letters).not.toContain('aucun lien réécrit');
    expect(french.recipients).toContain('**Prise de rendez-vous** : Cal.com');
    expect(french.recipients).toContain('**Outils de l');
    await sections.recipients.storeBody('ar-ma', sections.recipients.seedBody('ar-ma'));
  });

  it('keeps a version of each save that changes a section, and restores one as a new, audited version', async () => {
    const { db } = database;
    const target = { page: 'privacy', section: 'recipients' } as const;
    const seeded = await sectionInput(database.db, target.page, target.section);
    const first = await sectionInput(database.db, target.page, target.section, (text) => {
      text.ar.title = 'المستلمون: لا أحد';
    });
    expect(
      await publishSection(db, actor, { ...target, version: first.version }, first.input),
    ).toBe('saved');
    const unchanged = await sectionInput(database.db, target.page, target.section);
    await publishSection(db, actor, { ...target, version: unchanged.version }, unchanged.input);
    const second = await sectionInput(database.db, target.page, target.section, (text) => {
      text.fr.title = 'Destinataires : aucun';
    });
    await publishSection(db, actor, { ...target, version: second.version }, second.input);

    const versions = await listPageSectionVersions(db, target);
    // The state the first save replaced, then each save that changed something (not the one
    // that changed nothing), newest first.
    expect(versions.map((version) => [version.number, version.action, version.actorEmail])).toEqual(
      [
        [3, 'publish', actor.email],
        [2, 'publish', actor.email],
        [1, 'before', null],
      ],
    );
    expect(versions[2]!.text).toEqual(seeded.input.text);
    expect(versions[0]!.text.fr.title).toBe('Destinataires : aucun');

    // A restore from a screen drawn before the last save is refused; from the current one, the
    // seeded text is back in every language, as version 4, audited.
    expect(
      await restorePageSectionVersion(db, actor, { ...target, version: second.version }, 1),
    ).toBe('conflict');
    const current = await sectionInput(database.db, target.page, target.section);
    expect(
      await restorePageSectionVersion(db, actor, { ...target, version: current.version }, 1),
    ).toBe('saved');
    expect((await sectionInput(database.db, target.page, target.section)).input.text).toEqual(
      seeded.input.text,
    );
    const [restored] = await listPageSectionVersions(db, target);
    expect([restored!.number, restored!.action]).toEqual([4, 'restore']);
    const audit = await db
      .selectFrom('audit_log')
      .select(['summary'])
      .where('action', '=', 'page-section.restore')
      .execute();
    expect(audit.map((line) => line.summary)).toEqual(['privacy · recipients · version 1']);
  });
});
