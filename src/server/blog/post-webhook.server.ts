import 'server-only';
import type { Transaction } from 'kysely';
import { settings } from '@/config/settings';
import { absoluteUrl } from '@/i18n/href';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { articlePath } from '@/lib/blog/article-paths';
import { shownSlugs } from '@/lib/blog/post-moves';
import type { Database, PostStatus } from '@/server/db/schema';
import {
  enqueueWebhookEvent,
  withdrawWebhookEvents,
} from '@/server/webhooks/webhook-events.server';

/**
 * `post.published` for a post just saved (docs/integrations.md), in the save's transaction: now
 * when it became visible, or at its time when it is scheduled — an event waiting for that time,
 * withdrawn and queued again by every later save, so a moved or cancelled schedule sends nothing
 * at the old time.
 */
export async function queuePostPublishedWebhook(
  trx: Transaction<Database>,
  postId: string,
  change: { wasVisible: boolean; status: PostStatus; publishedAt: string | null },
  now: Date,
): Promise<void> {
  const subject = `post:${postId}`;
  await withdrawWebhookEvents(trx, 'post.published', subject, now);
  if (change.status !== 'published' || !change.publishedAt) return;
  const publishAt = new Date(change.publishedAt);
  const scheduled = publishAt > now;
  if (!scheduled && change.wasVisible) return;
  const texts = await trx
    .selectFrom('post_translation')
    .select(['locale', 'slug', 'title', 'excerpt'])
    .where('post_id', '=', postId)
    .execute();
  const post = await trx
    .selectFrom('post')
    .select(['author', 'category', 'image'])
    .where('id', '=', postId)
    .executeTakeFirstOrThrow();
  const slugs = shownSlugs(Object.fromEntries(texts.map((text) => [text.locale, text.slug])));
  const { SITE_URL } = settings();
  const urls = Object.fromEntries(
    Object.entries(slugs).map(([locale, slug]) => [
      locale,
      absoluteUrl(SITE_URL, articlePath(slug), locale as Locale),
    ]),
  );
  const french = texts.find((text) => text.locale === defaultLocale) ?? texts[0];
  await enqueueWebhookEvent(
    trx,
    'post.published',
    {
      id: postId,
      title: french?.title ?? '',
      excerpt: french?.excerpt ?? '',
      url: urls[defaultLocale] ?? '',
      urls,
      languages: texts.map((text) => text.locale),
      author: post.author,
      category: post.category,
      publishedAt: publishAt.toISOString(),
    },
    now,
    { subject, ...(scheduled && { deliverAt: publishAt }) },
  );
}
