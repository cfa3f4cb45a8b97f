import 'server-only';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { articlePath } from '@/lib/blog/article-paths';
import { shownSlugs } from '@/lib/blog/post-moves';
import { stateOf } from '@/lib/admin/post-publication';
import { recordAudit, type AuditActor } from '@/server/audit/audit-log.server';
import { binned, listBin, putInBin, removeFromBin, type BinEntry } from '@/server/bin/bin.server';
import type {
  Database,
  PostKeywordTable,
  PostTable,
  PostTranslationTable,
} from '@/server/db/schema';
import { forgetRedirectFrom } from '@/server/redirects/redirects.server';
import { slugsOf } from './post-slugs.server';

/*
 * Deleted posts in the bin (issue 30, decision 065): the delete keeps the post's rows as they
 * were (post, translations, keyword rows) and the restore writes them back unchanged, so the post
 * returns with its texts, slugs, status and dates. Its addresses answer again: the redirects or
 * 410s the deletion made from them go.
 */

const kind = 'post';

interface PostSnapshot {
  post: Selectable<PostTable>;
  translations: Selectable<PostTranslationTable>[];
  keywords: Selectable<PostKeywordTable>[];
}

/** Keeps the post whole in the bin, inside the transaction that is about to delete it. */
export async function binPost(
  trx: Transaction<Database>,
  actor: AuditActor,
  id: string,
  title: string,
  now: Date,
): Promise<void> {
  const snapshot: PostSnapshot = {
    post: await trx.selectFrom('post').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    translations: await trx
      .selectFrom('post_translation')
      .selectAll()
      .where('post_id', '=', id)
      .execute(),
    keywords: await trx.selectFrom('post_keyword').selectAll().where('post_id', '=', id).execute(),
  };
  await putInBin(trx, { kind, id, title, snapshot: JSON.stringify(snapshot) }, actor, now);
}

/** The deleted posts, last deleted first. */
export function listDeletedPosts(db: Kysely<Database>, now = new Date()): Promise<BinEntry[]> {
  return listBin(db, kind, now);
}

export type PostRestore =
  | { ok: true; title: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'slug-taken'; slug: string; locale: string };

/**
 * Brings a deleted post back as it was. Refused, nothing written, when another post now holds one
 * of its slugs in that language.
 */
export async function restorePost(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  now = new Date(),
): Promise<PostRestore> {
  return db.transaction().execute(async (trx) => {
    const kept = await binned(trx, kind, id);
    if (!kept) return { ok: false, reason: 'not-found' } as const;
    const { post, translations, keywords } = JSON.parse(kept.snapshot) as PostSnapshot;
    for (const text of translations) {
      const holder = await trx
        .selectFrom('post_translation')
        .select('post_id')
        .where('locale', '=', text.locale)
        .where('slug', '=', text.slug)
        .executeTakeFirst();
      if (holder)
        return { ok: false, reason: 'slug-taken', slug: text.slug, locale: text.locale } as const;
    }
    await removeFromBin(trx, kind, id);
    await trx.insertInto('post').values(post).execute();
    if (translations.length > 0)
      await trx.insertInto('post_translation').values(translations).execute();
    if (keywords.length > 0) await trx.insertInto('post_keyword').values(keywords).execute();
    // Its addresses are pages again: the redirects (or 410s) its deletion made from them go.
    if (stateOf(post, now) === 'published')
      for (const [locale, slug] of Object.entries(shownSlugs(slugsOf(translations))))
        await forgetRedirectFrom(trx, actor, articlePath(slug), locale as Locale, now);
    await recordAudit(
      trx,
      actor,
      { action: 'post.restore', targetType: 'post', targetId: id, summary: kept.title },
      now,
    );
    return { ok: true, title: kept.title } as const;
  });
}
