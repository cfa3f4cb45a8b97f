import 'server-only';
import { registerProcessState } from '@/config/process-state.mjs';
import type { Kysely } from 'kysely';
import type { Database, OutboxRow } from '@/server/db/schema';
import type { NewsletterMailHooks } from '@/server/mail/outbox-worker.server';
import { fillCampaignMail, type CampaignMailValues } from './campaign-mail.server';

/*
 * The outbox worker's side of a campaign (decision 026): the last check before a mail is handed
 * to the mail server, the mail completed for its reader, and bounces.
 */

/** Each campaign's mail per language as rendered when sending began; it never changes after. */
const renderings = new Map<string, { text: string; html: string } | null>();
const renderingsKept = 16;
registerProcessState(() => renderings.clear());

async function renderingOf(db: Kysely<Database>, campaignId: string, locale: string) {
  const key = `${campaignId}:${locale}`;
  if (renderings.has(key)) return renderings.get(key) ?? undefined;
  const row = await db
    .selectFrom('newsletter_campaign_translation')
    .select(['mail_text', 'mail_html'])
    .where('campaign_id', '=', campaignId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  const rendering =
    row?.mail_text != null && row.mail_html != null
      ? { text: row.mail_text, html: row.mail_html }
      : null;
  if (rendering) {
    renderings.set(key, rendering);
    if (renderings.size > renderingsKept) renderings.delete(renderings.keys().next().value!);
  }
  return rendering ?? undefined;
}

/**
 * A claimed campaign mail, completed for its reader, if it is still to go: its campaign is
 * sending and its address is confirmed now, at hand-over (someone who unsubscribed or bounced
 * since it was queued, or a cancelled campaign, gets nothing). Otherwise the mail is dropped
 * from the outbox and from the campaign's recipients, and undefined is answered.
 */
export async function prepareCampaignMail(
  db: Kysely<Database>,
  mail: OutboxRow,
): Promise<OutboxRow | undefined> {
  const campaignId = mail.campaign_id!;
  const state = await db
    .selectFrom('newsletter_campaign')
    .select((eb) => [
      'status',
      eb
        .selectFrom('newsletter_subscriber')
        .select('status')
        .where('id', '=', mail.subscriber_id)
        .as('subscriber_status'),
    ])
    .where('id', '=', campaignId)
    .executeTakeFirst();
  const rendering =
    state?.status === 'sending' && state.subscriber_status === 'confirmed'
      ? await renderingOf(db, campaignId, mail.locale)
      : undefined;
  if (rendering && mail.body_values) {
    const values = JSON.parse(mail.body_values) as CampaignMailValues;
    const { text, html } = fillCampaignMail(rendering, values);
    return { ...mail, text_body: text, html_body: html };
  }
  await db.transaction().execute(async (trx) => {
    const dropped = await trx
      .deleteFrom('outbox')
      .where('id', '=', mail.id)
      .where('status', '=', 'sending')
      .where('locked_until', '=', mail.locked_until)
      .executeTakeFirst();
    if (Number(dropped.numDeletedRows) === 0) return;
    await trx
      .updateTable('newsletter_campaign')
      .set((eb) => ({ recipient_count: eb('recipient_count', '-', 1) }))
      .where('id', '=', campaignId)
      .execute();
  });
  return undefined;
}

/**
 * The mail server refused a newsletter address for good (SMTP 5xx at RCPT): the address is
 * marked `bounced` and no newsletter mail goes to it any more, until it signs up again or an
 * admin retries the mail (which puts it back on the list).
 */
export async function recordBounce(
  db: Kysely<Database>,
  mail: OutboxRow,
  error: string,
  now: Date,
): Promise<void> {
  if (!mail.subscriber_id) return;
  await db
    .updateTable('newsletter_subscriber')
    .set({ status: 'bounced', bounced_at: now.toISOString(), bounce_reason: error.slice(0, 500) })
    .where('id', '=', mail.subscriber_id)
    .where('status', 'in', ['pending', 'confirmed'])
    .execute();
}

/** What the outbox worker asks the newsletter about its mails (the background runner hands it in). */
export const newsletterMailHooks: NewsletterMailHooks = { prepareCampaignMail, recordBounce };
