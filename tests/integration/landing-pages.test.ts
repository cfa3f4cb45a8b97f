import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { typesetFor } from '@/i18n/typography';
import {
  landingFormText,
  landingPageFormLayout,
  landingPageSchema,
  type LandingPageInput,
} from '@/lib/admin/landing-page-schema';
import { contentFieldErrors, contentValuesFromForm } from '@/lib/admin/translated-content';
import { purgeBin } from '@/server/bin/bin.server';
import {
  createLandingPage,
  deleteLandingPage,
  getAdminLandingPage,
  listDeletedLandingPages,
  listLandingPageDocuments,
  listLandingPageVersions,
  restoreLandingPage,
  restoreLandingPageVersion,
  updateLandingPage,
  writeLandingPageDocument,
} from '@/server/landing-pages/landing-pages-admin.server';
import { listLandingPages } from '@/server/landing-pages/landing-pages.server';
import { landingSeeds } from '@/server/landing-pages/landing-seeds';
import { seed } from '@/server/seed/seed.server';
import { isLivePage } from '@/server/sitemap/live-pages.server';
import { expectChangeAnnounced } from '../support/change-announcement';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const actor = { id: 'staff-1', email: 'editor@example.ch' };

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

/** A new page's form as an editor fills it: French only, the translations left to come. */
function input(slug: string, overrides: Partial<LandingPageInput> = {}): LandingPageInput {
  const empty = landingFormText(undefined);
  return {
    slug,
    kind: 'region',
    areaServed: 'Neuchâtel, Switzerland',
    country: 'CH',
    regionalAlternates: '',
    text: {
      fr: {
        ...empty,
        title: "Agence d'automatisation IA à Neuchâtel",
        description: 'Chatbots et workflows pour les PME neuchâteloises.',
        heroTitle: "L'IA au service de Neuchâtel",
        heroDescription: 'Horlogerie, microtechnique et PME : nous automatisons.',
        place: 'à Neuchâtel',
        intro: 'Premier paragraphe.\n\nSecond paragraphe.',
        features: 'Assistants\nUn chatbot multilingue.\n\nWorkflows\nDes processus sans ressaisie.',
      },
      en: { ...empty, title: 'AI automation agency in Neuchâtel' },
      ar: empty,
      'ar-ma': empty,
    },
    ...overrides,
  };
}

async function redirectsFrom(path: string) {
  return database.db
    .selectFrom('redirect')
    .select(['locale', 'to_path', 'status', 'reason'])
    .where('from_path', '=', path)
    .orderBy('locale')
    .execute();
}

describe(`landing pages (${lane})`, () => {
  it('are seeded with the texts the site showed before, in every language', async () => {
    const pages = await listLandingPages(database.db);
    expect(pages.map((page) => page.slug)).toEqual(landingSeeds.map((page) => page.slug));
    for (const [index, page] of pages.entries()) {
      const { text, ...fields } = landingSeeds[index]!;
      expect(page).toMatchObject(fields);
      for (const locale of locales)
        expect(page.text[locale], `${page.slug} ${locale}`).toEqual(
          typesetFor(locale, text[locale]),
        );
    }
  });

  it('are seeded only once: a second start writes nothing and keeps an edited page', async () => {
    const before = await listLandingPageDocuments(database.db);
    await seed(database.db);
    expect(await listLandingPageDocuments(database.db)).toEqual(before);
  });

  it('round-trip through the form without loss (what an editor saves unchanged is the seed)', async () => {
    for (const seedPage of landingSeeds)
      for (const locale of locales) {
        const form = landingFormText(seedPage.text[locale]);
        const parsed = landingPageSchema.safeParse({
          slug: seedPage.slug,
          kind: seedPage.kind,
          areaServed: seedPage.areaServed,
          country: seedPage.country,
          regionalAlternates: '',
          text: Object.fromEntries(locales.map((other) => [other, form])),
        });
        expect(parsed.success, `${seedPage.slug} ${locale}`).toBe(true);
      }
  });

  it('refuses a slug that is not lower-case words, and names the field', () => {
    const values = contentValuesFromForm(new FormData(), landingPageFormLayout);
    for (const slug of ['Neuchatel', 'neu châtel', 'neuchatel/', '-neuchatel', '']) {
      const parsed = landingPageSchema.safeParse({ ...values, slug });
      expect(parsed.success).toBe(false);
      if (!parsed.success)
        expect(contentFieldErrors(parsed.error).slug, slug).toBe(
          slug === '' ? 'required' : 'slugInvalid',
        );
    }
  });

  it('refuses a slug already used by a landing page or a service, and writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('landing_page')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const slug of ['geneve', 'reporting'])
      expect(await createLandingPage(database.db, actor, input(slug))).toEqual({
        ok: false,
        field: 'slug',
        error: 'slugTaken',
      });
    expect(await count()).toBe(before);
  });

  it('shows a country block a translation leaves empty in French, naming that block alone', async () => {
    const morocco = await database.db
      .selectFrom('landing_page')
      .innerJoin('landing_page_translation', 'landing_page_id', 'landing_page.id')
      .select(['landing_page.id', 'landing_page_translation.country'])
      .where('slug', '=', 'morocco')
      .where('locale', '=', 'ar-ma')
      .executeTakeFirstOrThrow();
    const moroccan = JSON.parse(morocco.country!);
    await database.db
      .updateTable('landing_page_translation')
      .set({ country: JSON.stringify({ ...moroccan, subtitle: '' }) })
      .where('landing_page_id', '=', morocco.id)
      .where('locale', '=', 'ar-ma')
      .execute();
    const page = (await listLandingPages(database.db)).find((found) => found.slug === 'morocco')!;
    expect(page.text['ar-ma'].country?.subtitle).toBe(page.text.fr.country?.subtitle);
    expect(page.text['ar-ma'].country?.marketTitle).toBe(moroccan.marketTitle);
    expect(page.text['ar-ma'].inFrench).toEqual(['country.subtitle']);
  });

  it('creates a page that is live at once, last in its list, and falls back to French', async () => {
    const created = await createLandingPage(database.db, actor, input('neuchatel'));
    expect(created.ok).toBe(true);
    expect(await isLivePage('/services/neuchatel', 'ar', database.db)).toBe(true);
    const pages = await listLandingPages(database.db);
    const page = pages.find((candidate) => candidate.slug === 'neuchatel')!;
    expect(page.position).toBe(Math.max(...pages.map((candidate) => candidate.position)));
    expect(page.text.en.title).toBe('AI automation agency in Neuchâtel');
    expect(page.text.en.heroTitle).toBe("L'IA au service de Neuchâtel");
    // Marked as French where the translation is missing, never where it is there.
    expect(page.text.en.inFrench).toEqual(expect.arrayContaining(['heroTitle', 'intro']));
    expect(page.text.en.inFrench).not.toContain('title');
    expect(page.text.fr.inFrench).toBeUndefined();
    expect(page.text.ar.features).toEqual([
      { title: 'Assistants', description: 'Un chatbot multilingue.' },
      { title: 'Workflows', description: 'Des processus sans ressaisie.' },
    ]);
    expect(page.text.fr.intro).toEqual(['Premier paragraphe.', 'Second paragraphe.']);
  });

  it('refuses a save made from an older version as a conflict, writing nothing', async () => {
    const id = (
      await database.db
        .selectFrom('landing_page')
        .select('id')
        .where('slug', '=', 'neuchatel')
        .executeTakeFirstOrThrow()
    ).id;
    const loaded = (await getAdminLandingPage(database.db, id))!;
    const first = input('neuchatel', { areaServed: 'Neuchâtel' });
    expect(await updateLandingPage(database.db, actor, id, loaded.version, first)).toBe('saved');
    const second = input('neuchatel', { areaServed: 'Canton de Neuchâtel' });
    expect(await updateLandingPage(database.db, actor, id, loaded.version, second)).toBe(
      'conflict',
    );
    expect((await getAdminLandingPage(database.db, id))!.values.areaServed).toBe('Neuchâtel');
    expect(await updateLandingPage(database.db, actor, 'nope', 1, second)).toBe('missing');
  });

  it('keeps a translation’s time when only the French changes', async () => {
    const id = 'geneve';
    const before = (await listLandingPageDocuments(database.db)).find((doc) => doc.slug === id)!;
    const loaded = (await getAdminLandingPage(database.db, id))!;
    const edited = landingPageSchema.parse({
      ...loaded.values,
      text: {
        ...loaded.values.text,
        fr: { ...loaded.values.text.fr, heroTitle: 'Genève, à votre rythme' },
      },
    });
    const later = new Date(Date.parse(before.updatedAt) + 60_000);
    expect(await updateLandingPage(database.db, actor, id, loaded.version, edited, later)).toBe(
      'saved',
    );
    const after = (await listLandingPageDocuments(database.db)).find((doc) => doc.slug === id)!;
    expect(after.text.fr!.updatedAt).toBe(later.toISOString());
    expect(after.text.en!.updatedAt).toBe(before.text.en!.updatedAt);
  });

  it('renames: the old address answers 308 to the new one in every language', async () => {
    const id = await database.db
      .selectFrom('landing_page')
      .select(['id', 'version'])
      .where('slug', '=', 'neuchatel')
      .executeTakeFirstOrThrow();
    expect(
      await updateLandingPage(database.db, actor, id.id, id.version, input('neuchatel-ville')),
    ).toBe('saved');
    expect(await redirectsFrom('/services/neuchatel')).toEqual(
      [...locales].sort().map((locale) => ({
        locale,
        to_path: '/services/neuchatel-ville',
        status: 308,
        reason: 'slug-change',
      })),
    );
    expect(await isLivePage('/services/neuchatel', 'fr', database.db)).toBe(false);
    expect(await isLivePage('/services/neuchatel-ville', 'fr', database.db)).toBe(true);
  });

  it('deletes with a 410, or with a redirect to the page the editor chose', async () => {
    const gone = await database.db
      .selectFrom('landing_page')
      .select('id')
      .where('slug', '=', 'neuchatel-ville')
      .executeTakeFirstOrThrow();
    expect(await deleteLandingPage(database.db, actor, gone.id, null)).toBe(true);
    expect(await deleteLandingPage(database.db, actor, gone.id, null)).toBe(false);
    for (const path of ['/services/neuchatel-ville', '/services/neuchatel'])
      expect((await redirectsFrom(path)).map((row) => [row.status, row.to_path])).toEqual(
        locales.map(() => [410, null]),
      );

    expect(await deleteLandingPage(database.db, actor, 'villars', '/services/verbier')).toBe(true);
    expect((await redirectsFrom('/services/villars')).map((row) => row.to_path)).toEqual(
      locales.map(() => '/services/verbier'),
    );
    // A seeded page deleted stays deleted on the next start.
    await seed(database.db);
    expect((await listLandingPages(database.db)).map((page) => page.slug)).not.toContain('villars');
  });

  it('a slug given back is live again: its redirect goes', async () => {
    expect((await createLandingPage(database.db, actor, input('villars'))).ok).toBe(true);
    expect(await redirectsFrom('/services/villars')).toEqual([]);
  });

  it('writes documents as the content files hold them: unchanged ones stay as they are, a new slug is created', async () => {
    const before = await listLandingPageDocuments(database.db);
    const later = new Date(Date.now() + 3_600_000);
    await database.db.transaction().execute(async (trx) => {
      for (const document of before) await writeLandingPageDocument(trx, actor, document, later);
      await writeLandingPageDocument(
        trx,
        actor,
        { ...before[0]!, slug: 'sion', position: 99 },
        later,
      );
    });
    const after = await listLandingPageDocuments(database.db);
    const texts = (documents: typeof before) => documents.map(({ slug, text }) => ({ slug, text }));
    expect(texts(after.filter((document) => document.slug !== 'sion'))).toEqual(texts(before));
    const created = after.find((document) => document.slug === 'sion')!;
    expect(created.position).toBe(99);
    expect(created.text.ar!.title).toBe(before[0]!.text.ar!.title);
  });

  it('announces every change to every instance', async () => {
    await expectChangeAnnounced(database, 'landing', 'landing_page%', () =>
      createLandingPage(database.db, actor, input('bienne')),
    );
  });
});

describe(`landing page versions and bin (${lane})`, () => {
  const auditSummaries = (action: string, id: string) =>
    database.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', action)
      .where('target_id', '=', id)
      .execute()
      .then((rows) => rows.map((row) => row.summary));

  it('keeps a version of each changing save and restores an earlier one, audited, as a new version', async () => {
    const db = database.db;
    const id = 'leysin';
    const seeded = (await getAdminLandingPage(db, id))!;
    const at = (minutes: number) => new Date(Date.parse(seeded.updatedAt) + minutes * 60_000);
    const { fr, ar } = seeded.values.text;
    const french = {
      ...seeded.values,
      text: { ...seeded.values.text, fr: { ...fr, heroTitle: 'Leysin, automatisé' } },
    };
    const edit = landingPageSchema.parse(french);
    expect(await updateLandingPage(db, actor, id, seeded.version, edit, at(1))).toBe('saved');
    // The same input again changes nothing: no version.
    expect(await updateLandingPage(db, actor, id, seeded.version + 1, edit, at(2))).toBe('saved');
    const arabic = landingPageSchema.parse({
      ...french,
      text: { ...french.text, ar: { ...ar, title: 'وكالة أتمتة في ليزان' } },
    });
    expect(await updateLandingPage(db, actor, id, seeded.version + 2, arabic, at(3))).toBe('saved');

    const versions = await listLandingPageVersions(db, id);
    expect(versions.map((version) => [version.number, version.action, version.actorEmail])).toEqual(
      [
        [3, 'save', actor.email],
        [2, 'save', actor.email],
        [1, 'before', null],
      ],
    );
    expect(versions[2]!.createdAt).toBe(seeded.updatedAt);
    expect(versions[2]!.input).toEqual(seeded.values);
    expect(versions[0]!.input.text.ar.title).toBe('وكالة أتمتة في ليزان');

    const stale = { id, updatedAt: at(1).toISOString() };
    expect(await restoreLandingPageVersion(db, actor, stale, 1, at(4))).toBe('conflict');
    const current = { id, updatedAt: at(3).toISOString() };
    expect(await restoreLandingPageVersion(db, actor, current, 9, at(4))).toBe('missing');
    expect(await restoreLandingPageVersion(db, actor, current, 1, at(4))).toBe('saved');
    expect((await getAdminLandingPage(db, id))!.values).toEqual(seeded.values);
    const [latest] = await listLandingPageVersions(db, id);
    expect([latest!.number, latest!.action]).toEqual([4, 'restore']);
    expect(await auditSummaries('landing-page.restore', id)).toEqual(['leysin · version 1']);
    // A form opened before the restore is refused rather than writing over it.
    expect(await updateLandingPage(db, actor, id, seeded.version + 2, edit, at(5))).toBe(
      'conflict',
    );

    // Renamed since, and another page took the old address: the old version is refused.
    const renamed = (await getAdminLandingPage(db, id))!;
    const moved = landingPageSchema.parse({ ...renamed.values, slug: 'leysin-alpes' });
    expect(await updateLandingPage(db, actor, id, renamed.version, moved, at(6))).toBe('saved');
    expect((await createLandingPage(db, actor, input('leysin'))).ok).toBe(true);
    const now = { id, updatedAt: at(6).toISOString() };
    expect(await restoreLandingPageVersion(db, actor, now, 1, at(7))).toEqual({
      slugTaken: 'leysin',
    });
    expect((await getAdminLandingPage(db, id))!.slug).toBe('leysin-alpes');
  });

  it('keeps a deleted page in the bin and restores it as it was, its address live again', async () => {
    const db = database.db;
    const id = 'chateau-doex';
    const documents = async () =>
      (await listLandingPageDocuments(db)).find((document) => document.slug === id);
    const before = { form: await getAdminLandingPage(db, id), document: await documents() };
    const binned = async (now?: Date) =>
      (await listDeletedLandingPages(db, now)).filter((entry) => entry.id === id);
    const deletedAt = new Date();
    expect(await deleteLandingPage(db, actor, id, '/services/gstaad', deletedAt)).toBe(true);
    expect(await isLivePage('/services/chateau-doex', 'fr', db)).toBe(false);
    const [entry] = await binned(deletedAt);
    expect(entry).toMatchObject({ id, actorEmail: actor.email, daysLeft: 30 });
    expect(entry!.title).toBe(`${before.form!.values.text.fr.title} — /services/chateau-doex`);

    expect(await restoreLandingPage(db, actor, id)).toEqual({ ok: true, title: entry!.title });
    expect({ form: await getAdminLandingPage(db, id), document: await documents() }).toEqual(
      before,
    );
    expect(await redirectsFrom('/services/chateau-doex')).toEqual([]);
    expect(await isLivePage('/services/chateau-doex', 'ar', db)).toBe(true);
    expect(await binned()).toEqual([]);
    expect(await auditSummaries('landing-page.restore', id)).toEqual([entry!.title]);
    expect(await restoreLandingPage(db, actor, id)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('refuses to restore a page whose address another page holds now, and purges it after 30 days', async () => {
    const db = database.db;
    const deletedAt = new Date();
    const binned = async () =>
      (await listDeletedLandingPages(db)).filter((entry) => entry.id === 'gstaad');
    expect(await deleteLandingPage(db, actor, 'gstaad', null, deletedAt)).toBe(true);
    const created = await createLandingPage(db, actor, input('gstaad'));
    expect(await restoreLandingPage(db, actor, 'gstaad')).toEqual({
      ok: false,
      reason: 'slug-taken',
      slug: 'gstaad',
    });
    expect(await binned()).toHaveLength(1);
    expect(created.ok && (await getAdminLandingPage(db, created.id))!.slug).toBe('gstaad');

    await purgeBin(db, new Date(deletedAt.getTime() + 29 * 86_400_000));
    expect(await binned()).toHaveLength(1);
    await purgeBin(db, new Date(deletedAt.getTime() + 30 * 86_400_000 + 1));
    expect(await binned()).toEqual([]);
  });
});
