import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSettings } from '@/config/settings';
import { locales } from '@/i18n/locales';
import { mediaSchema } from '@/lib/admin/media-schema';
import { searchColumns } from '@/lib/blog/search';
import type { Database } from '@/server/db/schema';
import { saveDocumentDraft } from '@/server/drafts/document-drafts.server';
import {
  deleteMedia,
  describeMedia,
  getMedia,
  getMediaChoice,
  listMedia,
  listMediaChoices,
  mediaChoicesPageSize,
} from '@/server/media/media-library.server';
import { siteSettingsSeed } from '@/server/site-settings/site-settings-seeds';
import { replaceSiteSettings } from '@/server/site-settings/site-settings.server';
import { createTestimonial } from '@/server/testimonials/testimonial-admin.server';
import { UploadRefused } from '@/server/uploads/image-file.server';
import { storeImage } from '@/server/uploads/upload-store.server';
import { campaignActor, writeCampaign } from '../support/campaign-fixtures';
import { described, idOf, picture } from '../support/media-fixtures';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';
import { roomyQuota, testOrigin } from '../support/upload-origin';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.destroy();
});

async function insertPost(id: string, { hero = '', body = '' }: { hero?: string; body?: string }) {
  const time = new Date().toISOString();
  await db
    .insertInto('post')
    .values({ id, image: hero, author: 'Test', created_at: time, updated_at: time })
    .execute();
  for (const locale of ['fr', 'ar'] as const)
    await db
      .insertInto('post_translation')
      .values({
        post_id: id,
        locale,
        slug: `${id}-${locale}`,
        title: `Article ${id} ${locale}`,
        content: locale === 'ar' ? body : 'Texte.',
        reading_minutes: 1,
        updated_at: time,
        ...searchColumns({ title: id, excerpt: '', targetKeywords: [] }),
      })
      .execute();
}

async function insertSection(page: string, section: string, content: object) {
  const time = new Date().toISOString();
  await db
    .insertInto('page_section')
    .values({ page, section, created_at: time, updated_at: time })
    .execute();
  await db
    .insertInto('page_section_translation')
    .values({ page, section, locale: 'fr', content: JSON.stringify(content), updated_at: time })
    .execute();
}

describe(`the media library (${lane})`, { timeout: 30_000 }, () => {
  it('lists where an image is used across kinds, with a label and an admin link', async () => {
    const image = await storeImage(db, await picture(10), testOrigin, roomyQuota);
    const other = await storeImage(db, await picture(20), testOrigin, roomyQuota);
    await insertPost('hero-post', { hero: image.path });
    await insertPost('body-post', {
      body: `Voir ![photo](${image.path}) et ![autre](${other.path})`,
    });
    await writeCampaign(
      db,
      { fr: { subject: 'Lettre de mai', body: `![](${image.path})` } },
      {
        image: image.path,
      },
    );
    await insertSection('about', 'team', { members: [{ name: 'Sara', photo: image.path }] });

    const media = await getMedia(db, idOf(image));
    const uses = media!.uses.map(({ kind, label, locale, href }) => ({
      kind,
      label,
      locale,
      href,
    }));
    expect(uses).toEqual(
      expect.arrayContaining([
        {
          kind: 'postHero',
          label: 'Article hero-post fr',
          locale: undefined,
          href: '/admin/posts/hero-post',
        },
        {
          kind: 'postBody',
          label: 'Article body-post ar',
          locale: 'ar',
          href: '/admin/posts/body-post',
        },
        expect.objectContaining({ kind: 'newsletterImage', label: 'Lettre de mai' }),
        expect.objectContaining({ kind: 'newsletterBody', label: 'Lettre de mai', locale: 'fr' }),
        { kind: 'pageSection', label: 'about · team', locale: 'fr', href: '/admin/pages/about' },
      ]),
    );
    expect(uses).toHaveLength(5);
    expect((await getMedia(db, idOf(other)))!.uses.map((use) => use.kind)).toEqual(['postBody']);

    // A published article's unpublished edits use it too: deleting it would break the draft.
    const draftValues = { translations: { fr: { content: `![](${other.path})` } } };
    const draftKey = { kind: 'post', document: 'body-post' };
    await saveDocumentDraft(db, campaignActor, draftKey, { revision: 0, base: '1' }, draftValues);
    expect((await getMedia(db, idOf(other)))!.uses).toEqual([
      expect.objectContaining({ kind: 'postBody' }),
      { kind: 'documentDraft', label: 'post · body-post', href: '/admin/posts/body-post' },
    ]);
  });

  it('refuses to delete an image in use, listing its uses, and deletes an unused one audited', async () => {
    const used = await storeImage(db, await picture(30), testOrigin, roomyQuota);
    await insertPost('uses-picture', { hero: used.path });
    const refused = await deleteMedia(db, campaignActor, idOf(used));
    expect(refused.outcome).toBe('used');
    expect(refused.outcome === 'used' && refused.uses.map((use) => use.href)).toEqual([
      '/admin/posts/uses-picture',
    ]);
    expect(await getMedia(db, idOf(used))).toBeDefined();

    const unused = await storeImage(db, await picture(40), testOrigin, roomyQuota);
    expect(await deleteMedia(db, campaignActor, idOf(unused))).toEqual({ outcome: 'deleted' });
    expect(await getMedia(db, idOf(unused))).toBeUndefined();
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_email'])
      .where('target_id', '=', unused.name)
      .execute();
    expect(audit).toEqual([{ action: 'upload.delete', actor_email: campaignActor.email }]);
    expect(await deleteMedia(db, campaignActor, idOf(unused))).toEqual({ outcome: 'notFound' });
  });

  it('answers the same bytes uploaded again with the image already stored', async () => {
    const bytes = await picture(50);
    const first = await storeImage(
      db,
      bytes,
      {
        fileName: 'a.png',
        uploadedBy: 'one@example.test',
      },
      roomyQuota,
    );
    const again = await storeImage(
      db,
      bytes,
      {
        fileName: 'b.png',
        uploadedBy: 'two@example.test',
      },
      roomyQuota,
    );
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ ...first, duplicate: true });
    const media = await getMedia(db, idOf(first));
    expect(media).toMatchObject({ fileName: 'a.png', uploadedBy: 'one@example.test' });
    expect(media!.bytes).toBe(first.bytes);
  });

  it('refuses an image beyond the quota with its own reason, and stores nothing', async () => {
    const { stored } = await db
      .selectFrom('upload')
      .select(sql<number | string>`sum(length(bytes))`.as('stored'))
      .executeTakeFirstOrThrow();
    const already = await storeImage(db, await picture(80), testOrigin, roomyQuota);
    const full = { ...roomyQuota, quotaBytes: Number(stored) + already.bytes + 10 };
    const count = async () => (await db.selectFrom('upload').select('name').execute()).length;
    const before = await count();
    await expect(storeImage(db, await picture(70), testOrigin, full)).rejects.toEqual(
      new UploadRefused('quotaReached'),
    );
    expect(await count()).toBe(before);
    // The same bytes as an image already stored take no room: still answered.
    const kept = await storeImage(db, await picture(80), testOrigin, full);
    expect(kept.duplicate).toBe(true);
  });

  it('saves the alt text per language and the focal point, and filters and searches by them', async () => {
    const image = await storeImage(
      db,
      await picture(60),
      {
        fileName: 'equipe-casablanca.png',
        uploadedBy: 'editor@example.test',
      },
      roomyQuota,
    );
    const id = idOf(image);
    expect(
      await describeMedia(
        db,
        campaignActor,
        id,
        described({ fr: 'L’équipe à Casablanca', ar: 'الفريق في الدار البيضاء' }, ['20', '75']),
      ),
    ).toBe(true);

    const media = await getMedia(db, id);
    expect(media).toMatchObject({ focalX: 20, focalY: 75 });
    expect(media!.texts.fr.alt).toBe('L’équipe à Casablanca');
    expect(media!.texts.ar.alt).toBe('الفريق في الدار البيضاء');
    expect(media!.texts.en.alt).toBe('');

    const ids = async (options: Parameters<typeof listMedia>[1]) =>
      (await listMedia(db, options)).map((item) => item.id);
    expect(await ids({ search: 'EQUIPE a casa' })).toEqual([id]);
    expect(await ids({ search: 'الدار' })).toEqual([id]);
    expect(await ids({ search: 'casablanca.png' })).toEqual([id]);
    expect(await ids({ filter: { type: 'missingAlt', locale: 'en' } })).toContain(id);
    expect(await ids({ filter: { type: 'missingAlt', locale: 'ar' } })).not.toContain(id);
    expect(await ids({ filter: { type: 'unused' } })).toContain(id);
    await insertPost('uses-described', { body: `![](${image.path})` });
    expect(await ids({ filter: { type: 'unused' } })).not.toContain(id);
  });

  it('requires the French alt text and a focal point from 0 to 100', () => {
    const input = (fr: string, x: string) => ({
      focalX: x,
      focalY: '0',
      text: Object.fromEntries(
        locales.map((locale) => [locale, { alt: locale === 'fr' ? fr : '', caption: '' }]),
      ),
    });
    expect(mediaSchema.safeParse(input('Une photo', '100')).success).toBe(true);
    expect(mediaSchema.safeParse(input('  ', '50')).success).toBe(false);
    expect(mediaSchema.safeParse(input('Une photo', '101')).success).toBe(false);
    expect(mediaSchema.safeParse(input('Une photo', '-1')).success).toBe(false);
  });

  it("lists a testimonial's photo and the settings' default social image as uses, and keeps them from deletion", async () => {
    const photo = await storeImage(db, await picture(160), testOrigin, roomyQuota);
    const social = await storeImage(db, await picture(170), testOrigin, roomyQuota);
    const text = { quote: 'Un travail soigné.', position: 'Directrice' };
    const testimonialId = await createTestimonial(db, campaignActor, {
      name: 'Léa Martin',
      company: 'Martin Conseil, Sion',
      photo: photo.path,
      rating: 5,
      sortOrder: 1,
      visible: true,
      text: Object.fromEntries(locales.map((locale) => [locale, text])) as Record<
        (typeof locales)[number],
        typeof text
      >,
    });
    await db.transaction().execute((trx) =>
      replaceSiteSettings(
        trx,
        {
          ...siteSettingsSeed(parseSettings({})),
          siteName: 'Automatia',
          socialImage: social.path,
        },
        { actor: campaignActor, now: new Date() },
      ),
    );

    expect((await getMedia(db, idOf(photo)))!.uses).toEqual([
      {
        kind: 'testimonialPhoto',
        label: 'Léa Martin',
        href: `/admin/testimonials/${testimonialId}`,
      },
    ]);
    expect((await getMedia(db, idOf(social)))!.uses).toEqual([
      { kind: 'settingsSocialImage', label: 'Automatia', href: '/admin/settings' },
    ]);
    for (const image of [photo, social]) {
      const refused = await deleteMedia(db, campaignActor, idOf(image));
      expect(refused.outcome).toBe('used');
      expect(await getMedia(db, idOf(image))).toBeDefined();
    }
    const unused = (await listMedia(db, { filter: { type: 'unused' } })).map((item) => item.id);
    expect(unused).not.toContain(idOf(photo));
    expect(unused).not.toContain(idOf(social));
  });

  it("offers the picker the library's search a page at a time, newest first, each image with its alt texts", async () => {
    const all = await listMedia(db);
    const first = await listMediaChoices(db);
    expect(first.items.map((item) => item.id)).toEqual(
      all.slice(0, mediaChoicesPageSize).map((item) => item.id),
    );
    expect(first.hasMore).toBe(all.length > mediaChoicesPageSize);
    const rest = await listMediaChoices(db, { offset: 2 });
    expect(rest.items[0]?.id).toBe(all[2]?.id);

    const image = await storeImage(
      db,
      await picture(180),
      { ...testOrigin, fileName: 'lac-leman.png' },
      roomyQuota,
    );
    await describeMedia(db, campaignActor, idOf(image), described({ fr: 'Le lac', ar: 'البحيرة' }));
    const found = await listMediaChoices(db, { search: 'البحيرة' });
    expect(found).toEqual({
      items: [
        {
          id: idOf(image),
          path: image.path,
          fileName: 'lac-leman.png',
          width: 40,
          height: 30,
          focalX: 50,
          focalY: 50,
          alt: { fr: 'Le lac', en: '', ar: 'البحيرة', 'ar-ma': '' },
        },
      ],
      hasMore: false,
    });
    expect(await getMediaChoice(db, idOf(image))).toEqual(found.items[0]);
    expect(await getMediaChoice(db, 'not-an-id')).toBeUndefined();
  });
});
