import type { PostEditorData, PostFieldErrors } from '@/lib/admin/post-schema';
import { zurichLocalToIso } from '@/lib/time/zurich-time';

/*
 * The publication rules of an article, as pure functions of its stored status and time and of
 * what the editor's button asks for (no database): a post is a draft, published, or scheduled
 * (published with a future time); publishing an online post again keeps its date; unpublishing
 * keeps the last publication time (history); a schedule must name a valid time in the future.
 */

export type AdminPostState = 'draft' | 'published' | 'scheduled';

export type PostAuditAction =
  | 'post.create'
  | 'post.update'
  | 'post.publish'
  | 'post.schedule'
  | 'post.unpublish'
  | 'post.delete'
  | 'post.restore'
  /** A published post's draft made live (decision 071). */
  | 'post.publish-draft';

/** What publication rules read of a stored post. */
interface PublicationState {
  status: 'draft' | 'published';
  published_at: string | null;
}

/** A refusal of the schedule field, in the post forms' error keys. */
export type PublicationRefusal = { ok: false; reason: 'invalid'; fieldErrors: PostFieldErrors };

export function stateOf(post: PublicationState, now: Date): AdminPostState {
  if (post.status !== 'published') return 'draft';
  return post.published_at && Date.parse(post.published_at) > now.getTime()
    ? 'scheduled'
    : 'published';
}

/** What the editor's button asks for, checked against `now`. */
export type Publication =
  { kind: 'keep' } | { kind: 'now' } | { kind: 'at'; time: string } | { kind: 'unpublish' };

export function publicationOf(
  data: Pick<PostEditorData, 'intent' | 'scheduleAt'>,
  now: Date,
): { ok: true; value: Publication } | PublicationRefusal {
  switch (data.intent) {
    case 'save':
      return { ok: true, value: { kind: 'keep' } };
    case 'publish':
      return { ok: true, value: { kind: 'now' } };
    case 'unpublish':
      return { ok: true, value: { kind: 'unpublish' } };
    case 'schedule': {
      const time = zurichLocalToIso(data.scheduleAt);
      if (!time)
        return { ok: false, reason: 'invalid', fieldErrors: { scheduleAt: 'scheduleInvalid' } };
      if (Date.parse(time) <= now.getTime())
        return { ok: false, reason: 'invalid', fieldErrors: { scheduleAt: 'scheduleInPast' } };
      return { ok: true, value: { kind: 'at', time } };
    }
  }
}

export function nextPublication(
  post: PublicationState,
  publication: Publication,
  now: Date,
): { status: PublicationState['status']; publishedAt: string | null; action: PostAuditAction } {
  const keep = { status: post.status, publishedAt: post.published_at };
  switch (publication.kind) {
    case 'keep':
      return { ...keep, action: 'post.update' };
    case 'now':
      // Already public: publishing again must not move its date.
      return stateOf(post, now) === 'published'
        ? { ...keep, action: 'post.update' }
        : { status: 'published', publishedAt: now.toISOString(), action: 'post.publish' };
    case 'at':
      return { status: 'published', publishedAt: publication.time, action: 'post.schedule' };
    case 'unpublish':
      return { status: 'draft', publishedAt: post.published_at, action: 'post.unpublish' };
  }
}
