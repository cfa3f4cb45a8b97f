'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { postedText } from '@/lib/forms/form-state';
import { log } from '@/lib/log/logger.mjs';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { restorePost } from '@/server/blog/post-bin.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';

/**
 * The bin's 'Restaurer' (decision 065): checks the session first, then brings the post back as
 * it was deleted; the public blog and its old addresses are refreshed after the commit.
 */
export async function restoreDeletedPost(formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  try {
    const result = await restorePost(getDb(), staff, postedText(formData, 'id'));
    if (!result.ok)
      return {
        ok: false,
        message:
          result.reason === 'slug-taken'
            ? t('posts.bin.slugTaken', { slug: result.slug, language: result.locale })
            : t('posts.bin.notFound'),
      };
    refreshAfter('post');
    return { ok: true, message: t('posts.bin.restored', { title: result.title }) };
  } catch (error) {
    log.error({ event: 'admin.post-restore-failed', err: error }, 'post restore failed');
    return { ok: false, message: t('posts.bin.restoreFailed') };
  }
}
