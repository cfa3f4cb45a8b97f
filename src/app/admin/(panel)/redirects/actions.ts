'use server';

import type { ActionResult } from '@/lib/admin/action-result';
import {
  parseLocalPath,
  redirectFormErrors,
  redirectFormSchema,
  type RedirectFormError,
} from '@/lib/admin/redirect-schema';
import { fieldErrors, fieldMessages } from '@/lib/forms/field-errors';
import { postedText } from '@/lib/forms/form-state';
import { log } from '@/lib/log/logger.mjs';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import { requireStaff } from '@/server/auth/guards.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { isLivePage } from '@/server/sitemap/live-pages.server';
import { addManualRedirect, deleteRedirect } from '@/server/redirects/redirects.server';

/*
 * The redirects screen's actions (decision 023). Each checks the session first, parses with the
 * form's own schema, and leaves the writing and its audit line to the data module. After a change
 * every instance reloads its redirect table (refreshAfter('redirect')).
 */

/** '+ Ajouter une redirection'. */
export async function addRedirect(formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  const parsed = redirectFormSchema.safeParse({
    from: postedText(formData, 'from'),
    to: postedText(formData, 'to'),
    locale: postedText(formData, 'locale'),
  });
  if (!parsed.success) {
    const keys = fieldErrors<RedirectFormError>(parsed.error, redirectFormErrors);
    const messages = fieldMessages(keys, (key) => t(`redirects.errors.${key}`));
    return { ok: false, message: t('redirects.errors.form'), fieldErrors: messages };
  }
  const from = parseLocalPath(parsed.data.from);
  const to = parseLocalPath(parsed.data.to);
  // The schema has refused anything else.
  if (!from.ok || !to.ok) return { ok: false, message: t('redirects.errors.form') };
  try {
    const result = await addManualRedirect(
      getDb(),
      staff,
      {
        fromPath: from.value.pathname,
        toPath: `${to.value.pathname}${to.value.search}`,
        locale: parsed.data.locale,
      },
      (path, locale) => isLivePage(path, locale),
    );
    if (!result.ok) {
      const message = t(`redirects.errors.${result.reason}`);
      const field = result.reason === 'loop' || result.reason === 'targetGone' ? 'to' : 'from';
      return { ok: false, message, fieldErrors: { [field]: message } };
    }
    refreshAfter('redirect');
    return { ok: true, message: t('redirects.results.added') };
  } catch (error) {
    log.error({ event: 'admin.redirect-add-failed', err: error }, 'redirect not added');
    return { ok: false, message: t('redirects.results.failed') };
  }
}

/** 'Supprimer', after the browser's confirmation: the old address answers 404 again. */
export async function removeRedirect(formData: FormData): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  try {
    const result = await deleteRedirect(getDb(), staff, postedText(formData, 'id'));
    if (!result.ok) return { ok: false, message: t('redirects.results.notFound') };
    refreshAfter('redirect');
    return { ok: true, message: t('redirects.results.deleted') };
  } catch (error) {
    log.error({ event: 'admin.redirect-delete-failed', err: error }, 'redirect not deleted');
    return { ok: false, message: t('redirects.results.failed') };
  }
}
