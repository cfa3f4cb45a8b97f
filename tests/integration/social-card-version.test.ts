import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '@/config/settings';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/lib/seo';
import { findPublishedPost } from '@/server/blog/posts.server';
import type { Database } from '@/server/db/schema';
import { describeMedia } from '@/server/media/media-library.server';
import { readImagePresentations } from '@/server/media/media-presentation.server';
import { replaceMediaFile } from '@/server/media/media-replace.server';
import {
  cardVersion,
  postCardContent,
  siteCardContent,
  type CardReads,
} from '@/server/og/card-content.server';
import { listShownSections } from '@/server/page-sections/page-sections-pages.server';
import { seedSiteSettings } from '@/server/site-settings/site-settings.server';
import { readAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { siteSettingsSeed } from '@/server/site-settings/site-settings-seeds';
import { storeImage } from '@/server/uploads/upload-store.server';
import { campaignActor } from '../support/campaign-fixtures';
import { described, idOf, picture } from '../support/media-fixtures';
import { insertFrenchPost } from '../support/post-fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { roomyQuota, testOrigin } from '../support/upload-origin';

/*
 * Decision 084: the social card's URL a page prints carries a version of what the card draws, so
 * a replaced picture (the default social image's, an article's hero) or a new title is a new
 * URL, and nothing else changes it.
 */

let database: TestDatabase;
let db: Kysely<Database>;
/** The pages' reads, uncached, of this file's database. */
let reads: CardReads;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // The library's reads through the process's connection: this file's database is that one.
  (globalThis as { siteDb?: unknown }).siteDb = db;
  reads = {
    agency: (locale) => readAgencySettings(locale, db),
    siteSections: (locale) => listShownSections('site', locale, db),
    presentations: (paths, locale) => readImagePresentations(db, paths, locale),
  };
  await seedSiteSettings(db, siteSettingsSeed(settings()));
});

afterAll(async () => {
  delete (globalThis as { siteDb?: unknown }).siteDb;
  await database?.destroy();
});

/** The og:image and twitter:image URLs a page of the site prints in `locale`. */
async function siteCardUrls(locale: Locale): Promise<string[]> {
  const version = cardVersion(await siteCardContent(locale, reads));
  const metadata = pageMetadata({
    siteUrl: 'https://agence.example',
    siteName: 'Agence',
    locale,
    path: '/about',
    title: 'À propos',
    description: 'Qui nous sommes',
    siteCardVersion: version,
  });
  const urlOf = (images: unknown) => String((images as { url: string }[])[0]?.url);
  return [urlOf(metadata.openGraph?.images), urlOf(metadata.twitter?.images)];
}

/** An article published now in French, its hero `hero`. */
const publishPost = (id: string, hero: string, title: string) =>
  insertFrenchPost(db, id, {
    image: hero,
    title,
    content: 'Texte.',
    status: 'published',
    published_at: new Date().toISOString(),
  });

async function postCardVersion(slug: string, locale: Locale = 'fr'): Promise<string> {
  const found = await findPublishedPost(slug, locale, db);
  if (found?.kind !== 'found') throw new Error(`no published post ${slug}`);
  return cardVersion(await postCardContent(found.post, locale, reads));
}

describe("the site card's printed URL", () => {
  it('carries a version that stays while nothing changes and changes with a replaced default image', async () => {
    const stored = await storeImage(db, await picture(10), testOrigin, roomyQuota);
    await db.updateTable('site_settings').set({ social_image: stored.path }).execute();

    const [openGraph, twitter] = await siteCardUrls('ar');
    expect(openGraph).toMatch(/^https:\/\/agence\.example\/opengraph-image\?v=[\w-]{10}&lang=ar$/);
    expect(twitter).toMatch(/^https:\/\/agence\.example\/twitter-image\?v=[\w-]{10}&lang=ar$/);
    // Read again: the same URLs (every instance prints the same).
    expect(await siteCardUrls('ar')).toEqual([openGraph, twitter]);

    const replaced = await replaceMediaFile(
      db,
      campaignActor,
      idOf(stored),
      { bytes: await picture(200), fileName: 'autre.png' },
      roomyQuota,
    );
    expect(replaced.outcome).toBe('replaced');
    // The settings now name the new file, and the card's URL is another.
    const after = await siteCardUrls('ar');
    expect(after[0]).not.toBe(openGraph);
    expect(after[1]).not.toBe(twitter);
    expect(await siteCardUrls('ar')).toEqual(after);
  });

  it('changes with the site name, in each language of its own', async () => {
    const before = await siteCardUrls('fr');
    expect(before[0]).toMatch(/^https:\/\/agence\.example\/opengraph-image\?v=[\w-]{10}$/);
    const { site_name } = await db
      .selectFrom('site_settings')
      .select('site_name')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('site_settings')
      .set({ site_name: `${site_name} SA` })
      .execute();
    expect((await siteCardUrls('fr'))[0]).not.toBe(before[0]);
    await db.updateTable('site_settings').set({ site_name }).execute();
    expect(await siteCardUrls('fr')).toEqual(before);
  });
});

describe("an article card's version", () => {
  it('stays while nothing changes, and changes with a new title, a replaced hero or a moved focal point', async () => {
    const hero = await storeImage(db, await picture(60), testOrigin, roomyQuota);
    await publishPost('carte-version', hero.path, 'Un titre');
    const first = await postCardVersion('carte-version');
    expect(first).toMatch(/^[\w-]{10}$/);
    expect(await postCardVersion('carte-version')).toBe(first);

    await db
      .updateTable('post_translation')
      .set({ title: 'Un autre titre' })
      .where('post_id', '=', 'carte-version')
      .execute();
    const retitled = await postCardVersion('carte-version');
    expect(retitled).not.toBe(first);
    expect(await postCardVersion('carte-version')).toBe(retitled);

    const replaced = await replaceMediaFile(
      db,
      campaignActor,
      idOf(hero),
      { bytes: await picture(220), fileName: 'nouvelle.png' },
      roomyQuota,
    );
    if (replaced.outcome !== 'replaced') throw new Error(replaced.outcome);
    const withNewFile = await postCardVersion('carte-version');
    expect(withNewFile).not.toBe(retitled);

    await describeMedia(
      db,
      campaignActor,
      replaced.id,
      described({ fr: 'Une photo' }, ['50', '10']),
    );
    expect(await postCardVersion('carte-version')).not.toBe(withNewFile);
  });
});
