import type { BadgeVariant } from '@/components/admin/ui/status-badge';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminPostState } from '@/lib/admin/post-publication';
import type { AdminPostRow } from '@/server/blog/post-admin.server';

/** The colour that helps scanning a post's state; the word always says it (never colour alone). */
export const postStateVariant: Record<AdminPostState, BadgeVariant> = {
  published: 'success',
  scheduled: 'info',
  draft: 'neutral',
};

export interface PostStateTexts {
  published: string;
  draft: string;
  /** With `{date}`: 'Programmé · {date}'. */
  scheduledAt: (date: string) => string;
}

/** 'Publié', 'Brouillon', or 'Programmé · 12 juin 2026, 09:00' for a future publication. */
export function postStateLabel(
  row: Pick<AdminPostRow, 'state' | 'publishedAt'>,
  texts: PostStateTexts,
  locale: AdminLocale,
): string {
  if (row.state === 'scheduled' && row.publishedAt)
    return texts.scheduledAt(formatAdminDate(locale, row.publishedAt));
  return row.state === 'published' ? texts.published : texts.draft;
}
