'use server';

import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { isLocale } from '@/i18n/locales';
import type { ActionResult } from '@/lib/admin/action-result';
import {
  campaignLimits,
  parseCampaignEditor,
  scheduledTime,
  type CampaignEditorInput,
} from '@/lib/admin/campaign-schema';
import { formatAdminDate } from '@/lib/admin/format';
import { fieldMessages } from '@/lib/forms/field-errors';
import { postedText } from '@/lib/forms/form-state';
import { cleanLine, cleanText } from '@/lib/forms/text';
import { log } from '@/lib/log/logger.mjs';
import { adminLocale, adminTranslator } from '@/server/admin/admin-i18n.server';
import {
  campaignFromPost,
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  getCampaign,
  queueCampaignTest,
  restoreCampaignVersion,
  retryFailedMails,
  saveCampaign,
  scheduleCampaign,
  sendCampaignNow,
  type CampaignChange,
  type EditorCampaign,
} from '@/server/newsletter/campaign-admin.server';
import { requireFreshProof, requireStaff, type Staff } from '@/server/auth/guards.server';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { announceCampaignChange } from '@/server/newsletter/campaign-passes.server';
import { refreshAfter } from '@/server/cache/content-cache.server';
import { getDb } from '@/server/db/connection.server';
import { restoreAnswer, shownDocument } from '@/server/admin/restore-answer.server';
import { renderCampaignMail } from '@/server/newsletter/campaign-mail.server';
import { appSecret } from '@/server/security/secret.server';
import { agencyMailSettings } from '@/server/site-settings/agency-mail.server';

/*
 * The newsletter screens' actions (issue 15 §1), for admins and editors. Each checks the session
 * first and parses with the editor's schema; what changes goes through the data module, which
 * audits it. Sending, scheduling and tests save the texts first, so what goes is what is shown;
 * sending and scheduling then ask for a fresh proof of identity (requireFreshProof).
 */

type Translator = Awaited<ReturnType<typeof adminTranslator>>;

async function sendingOptions() {
  const db = getDb();
  return { secret: await appSecret(db), mail: await agencyMailSettings(db) };
}

/** A letter's editor: where an action on it returns after the identity check. */
function campaignEditorPath(id: string): string {
  return `/admin/newsletter/${id}`;
}

function refusal(
  t: Translator,
  change: Exclude<CampaignChange, 'done'> | 'conflict',
): ActionResult<never> {
  if (change === 'conflict')
    return { ok: false, message: t('newsletter.results.conflict'), conflict: true };
  return {
    ok: false,
    message:
      change === 'locked' ? t('newsletter.results.locked') : t('newsletter.results.notFound'),
  };
}

/**
 * Parses and saves the editor's values: the saved campaign, or the answer to give (refused
 * fields, a campaign gone or already sent).
 */
async function saveValues(
  staff: Staff,
  t: Translator,
  input: CampaignEditorInput,
): Promise<{ ok: true; id: string } | { ok: false; result: ActionResult<never> }> {
  const parsed = parseCampaignEditor(input);
  if (!parsed.ok)
    return {
      ok: false,
      result: {
        ok: false,
        message: t('newsletter.results.invalid'),
        fieldErrors: fieldMessages(parsed.fieldErrors, (key) => t(`newsletter.errors.${key}`)),
      },
    };
  // A new letter is created by its first save, once what it holds is known to be valid.
  const id = parsed.data.id || (await createCampaign(getDb(), staff));
  const saved = await saveCampaign(getDb(), staff, { ...parsed.data, id });
  if (saved !== 'done') return { ok: false, result: refusal(t, saved) };
  return { ok: true, id };
}

/** Runs an action's work; an unexpected failure is logged and answered as one. */
async function guarded<Data>(
  t: Translator,
  event: string,
  work: () => Promise<ActionResult<Data>>,
): Promise<ActionResult<Data>> {
  try {
    return await work();
  } catch (error) {
    // A redirect (to the identity check) is Next's to follow, not a failure.
    unstable_rethrow(error);
    log.error({ event, err: error }, 'newsletter action failed');
    return { ok: false, message: t('newsletter.results.failed') };
  }
}

/** "Send as newsletter" on a published article: a draft made from it, opened in the editor. */
export async function newsletterFromPost(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const postId = postedText(formData, 'postId');
  const id = await campaignFromPost(getDb(), staff, postId);
  refreshAfter('campaign');
  redirect(id ? campaignEditorPath(id) : `/admin/posts/${encodeURIComponent(postId)}`);
}

/** 'Enregistrer': the texts and image; answers the campaign as saved. */
export async function saveNewsletter(
  input: CampaignEditorInput,
): Promise<ActionResult<EditorCampaign | undefined>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return guarded<EditorCampaign | undefined>(t, 'admin.newsletter-save-failed', async () => {
    const saved = await saveValues(staff, t, input);
    if (!saved.ok) return saved.result;
    refreshAfter('campaign');
    return {
      ok: true,
      message: t('newsletter.results.saved'),
      data: await getCampaign(getDb(), saved.id),
    };
  });
}

/**
 * The editor's live preview: one language's mail as subscribers will receive it, rendered by
 * the mail's own renderer (sanitised). Its images and links point at the origin the admin is
 * using (the one its pages allow images from), which is the site's own in production.
 */
export async function previewNewsletter(
  input: { image: string; subject: string; preheader: string; body: string },
  locale: string,
): Promise<string> {
  await requireStaff();
  const text = (value: unknown, max: number, clean: (text: string) => string) =>
    typeof value === 'string' ? clean(value.slice(0, max)) : '';
  // A server action's Origin is its page's (Next refuses a cross-origin action).
  const origin = (await headers()).get('origin');
  const site = { ...(await agencyMailSettings()).site, ...(origin && { siteUrl: origin }) };
  const image = text(input.image, campaignLimits.image, cleanLine);
  const subject = text(input.subject, campaignLimits.subject, cleanLine);
  const mail = await renderCampaignMail(
    getDb(),
    { slug: 'preview', image: image.startsWith('/') ? image : '' },
    {
      locale: isLocale(locale) ? locale : 'fr',
      subject,
      preheader: text(input.preheader, campaignLimits.preheader, cleanLine),
      body: text(input.body, campaignLimits.body, cleanText),
    },
    site,
    { unsubscribeUrl: new URL('/newsletter/unsubscribe', site.siteUrl).toString() },
  );
  return mail.html;
}

/** 'M'envoyer un test': saves, then mails the open language to the member of staff. */
export async function sendNewsletterTest(
  input: CampaignEditorInput,
  locale: string,
): Promise<ActionResult<EditorCampaign | undefined>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return guarded<EditorCampaign | undefined>(t, 'admin.newsletter-test-failed', async () => {
    let id = String(input?.id ?? '');
    const campaign = id ? await getCampaign(getDb(), id) : undefined;
    // A campaign already sent is tested as it was sent; a draft as it is now.
    if (campaign?.editable !== false) {
      const saved = await saveValues(staff, t, input);
      if (!saved.ok) return saved.result;
      id = saved.id;
    }
    const language = isLocale(locale) ? locale : 'fr';
    const queued = await queueCampaignTest(
      getDb(),
      staff,
      id,
      language,
      new Date(),
      await sendingOptions(),
    );
    if (queued.outcome === 'not-found')
      return { ok: false, message: t('newsletter.results.notFound') };
    if (queued.outcome === 'rate-limited')
      return { ok: false, message: t('newsletter.results.testRateLimited') };
    announceQueuedMail(queued.mails);
    refreshAfter('campaign');
    return {
      ok: true,
      message: t('newsletter.results.testQueued', { email: staff.email }),
      data: await getCampaign(getDb(), id),
    };
  });
}

/** 'Programmer': saves, then sends at the time typed (Swiss time). */
export async function scheduleNewsletter(
  input: CampaignEditorInput,
): Promise<ActionResult<EditorCampaign | undefined>> {
  const staff = await requireStaff();
  const [t, locale] = await Promise.all([adminTranslator(), adminLocale()]);
  return guarded<EditorCampaign | undefined>(t, 'admin.newsletter-schedule-failed', async () => {
    const when = scheduledTime(String(input?.scheduleAt ?? ''), new Date());
    if (!when.ok)
      return {
        ok: false,
        message: t('newsletter.results.invalid'),
        fieldErrors: { scheduleAt: t(`newsletter.errors.${when.error}`) },
      };
    const saved = await saveValues(staff, t, input);
    if (!saved.ok) return saved.result;
    // Saved first: after the identity check the editor shows all that was typed, at the
    // letter's own address (a new letter's first save gives it one).
    await requireFreshProof(staff, campaignEditorPath(saved.id));
    const scheduled = await scheduleCampaign(getDb(), staff, saved.id, when.at);
    if (scheduled !== 'done') return refusal(t, scheduled);
    announceCampaignChange();
    refreshAfter('campaign');
    return {
      ok: true,
      message: t('newsletter.results.scheduled', { date: formatAdminDate(locale, when.at) }),
      data: await getCampaign(getDb(), saved.id),
    };
  });
}

/**
 * 'Envoyer maintenant', once confirmed in the editor's dialog: saves, then starts the send;
 * answers the campaign as it now is.
 */
export async function sendNewsletterNow(
  input: CampaignEditorInput,
): Promise<ActionResult<EditorCampaign | undefined>> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return guarded<EditorCampaign | undefined>(t, 'admin.newsletter-send-failed', async () => {
    const saved = await saveValues(staff, t, input);
    if (!saved.ok) return saved.result;
    await requireFreshProof(staff, campaignEditorPath(saved.id));
    const started = await sendCampaignNow(
      getDb(),
      staff,
      saved.id,
      new Date(),
      await sendingOptions(),
    );
    if (started !== 'done') return refusal(t, started);
    announceCampaignChange();
    refreshAfter('campaign-archive');
    return {
      ok: true,
      message: t('newsletter.results.started'),
      data: await getCampaign(getDb(), saved.id),
    };
  });
}

/** 'Annuler l'envoi': nothing not yet handed to the mail server goes. */
export async function cancelNewsletter(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return guarded(t, 'admin.newsletter-cancel-failed', async () => {
    const cancelled = await cancelCampaign(getDb(), staff, String(id));
    if (cancelled !== 'done') return refusal(t, cancelled);
    refreshAfter('campaign-archive');
    return { ok: true, message: t('newsletter.results.cancelled') };
  });
}

/**
 * Brings a kept version of a letter back while it is not sent (decision 064), bound by its
 * history screen to the letter and the last change it showed (a save since is a conflict).
 */
export async function restoreNewsletterVersion(
  id: string,
  updatedAt: string,
  number: number,
): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return guarded(t, 'admin.newsletter-restore-failed', async () => {
    const target = shownDocument(id, updatedAt);
    const restored = await restoreCampaignVersion(getDb(), staff, target, Number(number));
    if (restored === 'locked') return refusal(t, restored);
    if (restored === 'saved') refreshAfter('campaign');
    return restoreAnswer(restored, number, 'newsletter.results.notFound');
  });
}

/** 'Supprimer le brouillon', after the browser's confirmation. */
export async function deleteNewsletter(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return guarded(t, 'admin.newsletter-delete-failed', async () => {
    const deleted = await deleteCampaign(getDb(), staff, String(id));
    if (deleted !== 'done') return refusal(t, deleted);
    return { ok: true, message: t('newsletter.results.deleted') };
  });
}

/** 'Relancer les envois en échec': a fresh round of attempts, now. */
export async function retryNewsletterFailures(id: string): Promise<ActionResult> {
  const staff = await requireStaff();
  const t = await adminTranslator();
  return guarded(t, 'admin.newsletter-retry-failed', async () => {
    const { outcome, retried } = await retryFailedMails(getDb(), staff, String(id));
    if (outcome !== 'done') return refusal(t, outcome);
    announceCampaignChange();
    refreshAfter('campaign');
    return { ok: true, message: t('newsletter.results.retried', { count: retried }) };
  });
}
