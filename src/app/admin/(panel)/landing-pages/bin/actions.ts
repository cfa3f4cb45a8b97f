'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import { postedText } from '@/lib/forms/form-state';
import { log } from '@/lib/log/logger.mjs';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { restoreLandingPage } from '@/server/landing-pages/landing-pages-admin.server';

/**
 * The bin's 'Restaurer' (decision 065): checks the session first, then brings the page back as
 * it was deleted; its address and the services page's lists are refreshed after the commit.
 */
export async function restoreDeletedLandingPage(formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  try {
    const result = await restoreLandingPage(getDb(), staff, postedText(formData, 'id'));
    if (!result.ok)
      return {
        ok: false,
        message:
          result.reason === 'slug-taken'
            ? t('landing-pages.bin.slugTaken', { slug: result.slug })
            : t('landing-pages.bin.notFound'),
      };
    refreshAfter('landing-page');
    return { ok: true, message: t('landing-pages.bin.restored', { title: result.title }) };
  } catch (error) {
    log.error({ event: 'admin.landing-restore-failed', err: error }, 'landing page restore failed');
    return { ok: false, message: t('bin.restoreFailed') };
  }
}
