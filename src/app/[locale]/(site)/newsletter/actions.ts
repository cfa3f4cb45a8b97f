'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localizedHref } from '@/i18n/href';
import { localeFromLangParam } from '@/i18n/locales';
import { recordGoal } from '@/server/analytics/ingest.server';
import { announceQueuedMail } from '@/server/mail/mail-workers.server';
import { getDb } from '@/server/db/connection.server';
import { confirmSubscription, unsubscribe } from '@/server/newsletter/subscription.server';
import { appSecret } from '@/server/security/secret.server';
import { agencyMailSettings } from '@/server/site-settings/agency-mail.server';

/**
 * The confirmation page's button. The link alone never confirms (mail scanners open links);
 * this POST does, then the page is shown again and reads the new state.
 */
export async function confirmNewsletter(formData: FormData): Promise<void> {
  const token = String(formData.get('token') ?? '');
  const db = getDb();
  const outcome = await confirmSubscription(
    db,
    await appSecret(db),
    token,
    new Date(),
    await agencyMailSettings(db),
  );
  const page = linkPage('/newsletter/confirm', formData);
  // A second click on a confirmed address queues no welcome mail and is no second conversion.
  if (outcome.status === 'confirmed' && outcome.mails.length > 0) {
    announceQueuedMail(outcome.mails);
    // The mail's link opens a new visit (another device, another day): the confirming request's.
    await recordGoal(await headers(), 'newsletter_confirmed', page);
  }
  redirect(page);
}

/** The unsubscribe page's button; the page then says the address is off the list. */
export async function unsubscribeNewsletter(formData: FormData): Promise<void> {
  const db = getDb();
  await unsubscribe(db, await appSecret(db), String(formData.get('token') ?? ''), new Date());
  redirect(linkPage('/newsletter/unsubscribe', formData));
}

function linkPage(path: string, formData: FormData): string {
  const token = encodeURIComponent(String(formData.get('token') ?? ''));
  return localizedHref(
    `${path}?token=${token}`,
    localeFromLangParam(String(formData.get('locale'))),
  );
}
