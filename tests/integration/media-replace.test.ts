import type { Kysely } from 'kysely';
import { createTranslator } from 'next-intl';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '@/i18n/admin-messages';
import { locales } from '@/i18n/locales';
import { mediaSchema } from '@/lib/admin/media-schema';
import { searchColumns } from '@/lib/blog/search';
import { contentKinds } from '@/server/cache/content-cache.server';
import { ContentChangeListener } from '@/server/cache/content-change-listener.server';
import type { Database } from '@/server/db/schema';
import { saveDocumentDraft } from '@/server/drafts/document-drafts.server';
import {
  currentMediaId,
  deleteMedia,
  describeMedia,
  getMedia,
} from '@/server/media/media-library.server';
import { replaceMediaFile } from '@/server/media/media-replace.server';
import { uploadRefusal } from '@/server/uploads/upload-request.server';
import { readUpload, storeImage } from '@/server/uploads/upload-store.server';
import { campaignActor, writeCampaign } from '../support/campaign-fixtures';
import { idOf, picture } from '../support/media-fixtures';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';
import { roomyQuota, testOrigin } from '../support/upload-origin';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // The served route uses the process's connection: this file's database is that connection.
  (globalThis as { siteDb?: unknown }).siteDb = db;
});

afterAll(async () => {
  delete (globalThis as { siteDb?: unknown }).siteDb;
  await database?.destroy();
});

const pathOf = (id: string) => `/uploads/${id}.webp`;

async function insertPost(id: string, hero: string, body: string) {
  const time = new Date().toISOString();
  await db
    .insertInto('post')
    .values({ id, image: hero, author: 'Test', created_at: time, updated_at: time })
    .execute();
  await db
    .insertInto('post_translation')
    .values({
      post_id: id,
      locale: 'ar',
      slug: `${id}-ar`,
      title: `Article ${id}`,
      content: body,
      reading_minutes: 1,
      updated_at: time,
      ...searchColumns({ title: id, excerpt: '', targetKeywords: [] }),
    })
    .execute();
}

async function insertSectionWithDraft(page: string, section: string, path: string) {
  const time = new Date().toISOString();
  await db
    .insertInto('page_section')
    .values({ page, section, created_at: time, updated_at: time })
    .execute();
  const content = JSON.stringify({ members: [{ name: 'Sara', photo: path }] });
  await db
    .insertInto('page_section_translation')
    .values({ page, section, locale: 'fr', content, updated_at: time })
    .execute();
  await db
    .insertInto('page_section_draft')
    .values({
      page,
      section,
      hidden: 0,
      content: JSON.stringify({ fr: JSON.parse(content) }),
      base_version: 1,
      revision: 1,
      updated_by_id: null,
      updated_by_email: null,
      updated_at: time,
    })
    .execute();
}

async function get(name: string): Promise<Response> {
  const { GET } = await import('@/app/uploads/[name]/route');
  return GET(new Request(`http://127.0.0.1/uploads/${name}`), {
    params: Promise.resolve({ name }),
  });
}

/** Every stored text that holds `path`, as `table.column`. */
async function textsHolding(path: string): Promise<string[]> {
  const like = `%${path}%`;
  const found: string[] = [];
  const check = async (label: string, rows: Promise<unknown[]>) => {
    if ((await rows).length > 0) found.push(label);
  };
  await check(
    'post.image',
    db.selectFrom('post').select('id').where('image', 'like', like).execute(),
  );
  await check(
    'post_translation.content',
    db.selectFrom('post_translation').select('post_id').where('content', 'like', like).execute(),
  );
  await check(
    'newsletter_campaign.image',
    db.selectFrom('newsletter_campaign').select('id').where('image', 'like', like).execute(),
  );
  await check(
    'newsletter_campaign_translation.body',
    db
      .selectFrom('newsletter_campaign_translation')
      .select('campaign_id')
      .where('body', 'like', like)
      .execute(),
  );
  await check(
    'page_section_translation.content',
    db
      .selectFrom('page_section_translation')
      .select('page')
      .where('content', 'like', like)
      .execute(),
  );
  await check(
    'page_section_draft.content',
    db.selectFrom('page_section_draft').select('page').where('content', 'like', like).execute(),
  );
  await check(
    'document_draft.values',
    db.selectFrom('document_draft').select('kind').where('values', 'like', like).execute(),
  );
  return found;
}

const everyText = [
  'post.image',
  'post_translation.content',
  'newsletter_campaign.image',
  'newsletter_campaign_translation.body',
  'page_section_translation.content',
  'page_section_draft.content',
  'document_draft.values',
];

describe(`replacing an image's file (${lane})`, { timeout: 60_000 }, () => {
  it('keeps its identity, rewrites its uses in one go, and leaves its old name showing it', async () => {
    const first = await storeImage(
      db,
      await picture(10),
      { fileName: 'equipe.png', uploadedBy: 'first@example.test' },
      roomyQuota,
    );
    const oldId = idOf(first);
    const texts = Object.fromEntries(
      locales.map((locale) => [locale, { alt: locale === 'fr' ? 'L’équipe' : '', caption: '' }]),
    );
    texts.ar = { alt: 'الفريق', caption: 'تعليق' };
    const description = mediaSchema.parse({ focalX: '20', focalY: '75', text: texts });
    expect(await describeMedia(db, campaignActor, oldId, description)).toBe(true);

    // Used everywhere the library looks: a post, an unsent and a sent letter, a page section,
    // its draft, a published article's draft.
    await insertPost('replace-post', first.path, `![photo](${first.path}) et encore ${first.path}`);
    const unsent = await writeCampaign(
      db,
      { fr: { subject: 'Lettre à venir', body: `![](${first.path})` } },
      { image: first.path },
    );
    const sent = await writeCampaign(
      db,
      { fr: { subject: 'Lettre envoyée', body: `![](${first.path})` } },
      { image: first.path },
    );
    await db
      .updateTable('newsletter_campaign')
      .set({ status: 'sent' })
      .where('id', '=', sent)
      .execute();
    await insertSectionWithDraft('about', 'team', first.path);
    await saveDocumentDraft(
      db,
      campaignActor,
      { kind: 'post', document: 'replace-post' },
      { revision: 0, base: '1' },
      { image: first.path },
    );
    expect(await textsHolding(first.path)).toEqual(everyText);
    const before = await getMedia(db, oldId);
    const usesBefore = before!.uses.length;

    const replacement = await replaceMediaFile(
      db,
      campaignActor,
      oldId,
      { bytes: await picture(200, 60), fileName: 'equipe-2026.png' },
      roomyQuota,
    );
    expect(replacement.outcome).toBe('replaced');
    const newId = replacement.outcome === 'replaced' ? replacement.id : '';
    expect(newId).not.toBe(oldId);

    // Its identity moved to the new file.
    const media = await getMedia(db, newId);
    expect(media).toMatchObject({
      fileName: 'equipe-2026.png',
      uploadedBy: 'first@example.test',
      createdAt: before!.createdAt,
      replacedBy: campaignActor.email,
      focalX: 20,
      focalY: 75,
      width: 60,
    });
    expect(media!.texts.fr.alt).toBe('L’équipe');
    expect(media!.texts.ar).toEqual({ alt: 'الفريق', caption: 'تعليق' });
    expect(await getMedia(db, oldId)).toBeUndefined();
    expect(await currentMediaId(db, oldId)).toBe(newId);

    // Every text that may still change shows the new file; the sent letter keeps what it sent.
    expect(await textsHolding(pathOf(newId))).toEqual(everyText);
    expect(await textsHolding(first.path)).toEqual([
      'newsletter_campaign.image',
      'newsletter_campaign_translation.body',
    ]);
    const letters = await db
      .selectFrom('newsletter_campaign')
      .select(['id', 'image'])
      .where('id', 'in', [sent, unsent])
      .execute();
    expect(Object.fromEntries(letters.map((row) => [row.id, row.image]))).toEqual({
      [sent]: first.path,
      [unsent]: pathOf(newId),
    });
    const body = await db
      .selectFrom('post_translation')
      .select('content')
      .where('post_id', '=', 'replace-post')
      .executeTakeFirstOrThrow();
    expect(body.content).toBe(`![photo](${pathOf(newId)}) et encore ${pathOf(newId)}`);
    // Its uses stay listed, the sent letter's through the old name.
    expect((await getMedia(db, newId))!.uses).toHaveLength(usesBefore);

    // The old name shows the new bytes, cached briefly; the new name for good.
    const newBytes = (await readUpload(db, `${newId}.webp`))!.bytes;
    const old = await get(first.name);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Buffer.from(await old.arrayBuffer()).equals(newBytes)).toBe(true);
    expect((await get(`${newId}.webp`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );

    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'summary'])
      .where('target_id', '=', `${newId}.webp`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'upload.replace', actor_email: campaignActor.email }),
    ]);
    expect(audit[0]!.summary).toContain(first.name);

    // Replaced again: the oldest name follows to the newest file.
    const again = await replaceMediaFile(
      db,
      campaignActor,
      newId,
      { bytes: await picture(120), fileName: 'equipe-2027.png' },
      roomyQuota,
    );
    const newestId = again.outcome === 'replaced' ? again.id : '';
    const newest = (await readUpload(db, `${newestId}.webp`))!.bytes;
    expect((await readUpload(db, first.name))!.bytes.equals(newest)).toBe(true);
    expect((await readUpload(db, `${newId}.webp`))!.bytes.equals(newest)).toBe(true);
    expect(await currentMediaId(db, oldId)).toBe(newestId);

    // Still used (the sent letter, through its oldest name): not deleted.
    expect((await deleteMedia(db, campaignActor, newestId)).outcome).toBe('used');
  });

  it('refuses a file already in the library, a bad file and one beyond the quota, changing nothing', async () => {
    const image = await storeImage(db, await picture(30), testOrigin, roomyQuota);
    const other = await storeImage(db, await picture(31), testOrigin, roomyQuota);
    await insertPost('refused-post', image.path, '');
    const unchanged = async () => {
      expect(await textsHolding(image.path)).toEqual(['post.image']);
      expect(await getMedia(db, idOf(image))).toBeDefined();
    };

    expect(
      await replaceMediaFile(
        db,
        campaignActor,
        idOf(image),
        { bytes: await picture(31), fileName: 'x.png' },
        roomyQuota,
      ),
    ).toEqual({ outcome: 'duplicate', id: idOf(other) });
    expect(
      await replaceMediaFile(
        db,
        campaignActor,
        idOf(image),
        {
          bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          fileName: 'x.svg',
        },
        roomyQuota,
      ),
    ).toEqual({ outcome: 'refused', reason: 'unsupportedType' });
    const { stored } = await db
      .selectFrom('upload')
      .select((eb) => eb.fn.sum<number | string>(eb.fn('length', ['bytes'])).as('stored'))
      .executeTakeFirstOrThrow();
    // A larger file than the old one in a library with no room left.
    const full = { ...roomyQuota, quotaBytes: Number(stored) };
    expect(
      await replaceMediaFile(
        db,
        campaignActor,
        idOf(image),
        { bytes: await picture(90, 400), fileName: 'big.png' },
        full,
      ),
    ).toEqual({ outcome: 'refused', reason: 'quotaReached' });
    expect(
      await replaceMediaFile(
        db,
        campaignActor,
        'f'.repeat(32),
        { bytes: await picture(91), fileName: 'x.png' },
        roomyQuota,
      ),
    ).toEqual({ outcome: 'notFound' });
    await unchanged();
  });

  it('says the limits in the admin’s refusals', async () => {
    const t = createTranslator({ locale: 'fr', messages: adminMessages.fr });
    const limits = { maxBytes: 10 * 1024 * 1024, quotaBytes: 2000 * 1024 * 1024 };
    const quota = uploadRefusal('quotaReached', limits, t as never);
    expect(quota.status).toBe(413);
    expect(await quota.json()).toEqual({
      error: 'quotaReached',
      message: expect.stringContaining('2000 Mo'),
    });
    const tooLarge = await uploadRefusal('tooLarge', limits, t as never).json();
    expect(tooLarge.message).toContain('10 Mo');
  });

  it('tells every instance, once committed, to drop optimized images and render the pages again', async () => {
    if (lane === 'sqlite') return; // one instance, which refreshes after its own change
    const heard: string[] = [];
    const listener = new ContentChangeListener({
      connectionString: database.url,
      kinds: contentKinds,
      onChange: (kind) => heard.push(kind),
      onConnected: () => undefined,
      log: { info: () => undefined, warn: () => undefined },
    });
    listener.start();
    try {
      await vi.waitFor(() => expect(listener.state().connected).toBe(true), { timeout: 10_000 });
      const image = await storeImage(db, await picture(140), testOrigin, roomyQuota);
      await insertPost('announced-post', image.path, '');
      await vi.waitFor(() => expect(heard).toContain('blog'), { timeout: 10_000 });
      heard.length = 0;
      await replaceMediaFile(
        db,
        campaignActor,
        idOf(image),
        { bytes: await picture(141), fileName: 'y.png' },
        roomyQuota,
      );
      await vi.waitFor(
        () => expect(new Set(heard)).toEqual(new Set(['blog', 'media', 'media-file'])),
        {
          timeout: 10_000,
        },
      );
    } finally {
      await listener.stop();
    }
  });
});
