import 'server-only';
import type { Kysely } from 'kysely';
import { isLocale, type Locale } from '@/i18n/locales';
import { slugify, uniqueSlug } from '@/lib/blog/slug';
import type { CampaignRow, Database, OutboxRow } from '@/server/db/schema';
import { campaignMailKind } from '@/server/mail/mail-lanes';
import type { MailSettings } from '@/server/mail/mail-settings.server';
import { enqueueMails, type QueuedMail } from '@/server/mail/outbox.server';
import {
  campaignLocaleFor,
  campaignMessageId,
  renderCampaignMail,
  unsubscribePlaceholder,
} from './campaign-mail.server';
import { unsubscribeLinks } from './subscription.server';

/*
 * A campaign's send (issue 15 §2, decision 026), run by every instance's background jobs and
 * safe to run anywhere at once: each step is a conditional change of the database, and the
 * outbox's unique key (campaign, subscriber) makes queueing a mail twice impossible.
 *
 * 1. start: a campaign due (scheduled time reached, or "send now") becomes `sending`; its
 *    web-version slug is fixed and each language's mail is rendered once, frozen.
 * 2. queue: every confirmed subscriber without a mail of the campaign gets one, in batches; a
 *    crash in the middle resumes where it stopped. Someone confirmed during the send is added.
 * 3. finish: once nothing is left to queue or to deliver, the campaign is `sent`.
 * Delivery itself is the outbox worker's, in the campaign lane, at the pace the setting allows.
 */

export interface CampaignSendingOptions {
  secret: string;
  mail: MailSettings;
  /** Subscribers read and mails queued per transaction. */
  batchSize?: number;
}

/** Path segments of /newsletter that are pages of their own. */
const reservedSlugs = new Set(['confirm', 'unsubscribe']);

/**
 * The web version's slug a campaign gets from its French subject: unique among campaigns, and
 * never the name of another page under /newsletter.
 */
export function campaignSlug(db: Kysely<Database>, id: string, subject: string): Promise<string> {
  return uniqueSlug(
    slugify(subject) || 'newsletter',
    async (candidate) =>
      reservedSlugs.has(candidate) ||
      (await db
        .selectFrom('newsletter_campaign')
        .select('id')
        .where('slug', '=', candidate)
        .where('id', '!=', id)
        .executeTakeFirst()) !== undefined,
  );
}

/**
 * Starts a campaign that is `from` one of these states (and, when scheduled, due at `now`):
 * true when this call started it, false when it was not startable (or another instance won).
 */
export async function startCampaign(
  db: Kysely<Database>,
  id: string,
  from: ReadonlyArray<'draft' | 'scheduled'>,
  now: Date,
  options: CampaignSendingOptions,
): Promise<boolean> {
  const campaign = await db
    .selectFrom('newsletter_campaign')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!campaign || !(from as readonly string[]).includes(campaign.status)) return false;
  const texts = await db
    .selectFrom('newsletter_campaign_translation')
    .select(['locale', 'subject', 'preheader', 'body'])
    .where('campaign_id', '=', id)
    .execute();
  const french = texts.find((text) => text.locale === 'fr');
  if (!french) return false;
  const slug = await campaignSlug(db, id, french.subject);
  const rendered = await Promise.all(
    texts
      .filter((text) => isLocale(text.locale))
      .map(async (text) => ({
        locale: text.locale,
        mail: await renderCampaignMail(
          db,
          { slug, image: campaign.image },
          { ...text, locale: text.locale as Locale },
          options.mail.site,
          { unsubscribeUrl: unsubscribePlaceholder },
        ),
      })),
  );
  return db.transaction().execute(async (trx) => {
    const started = await trx
      .updateTable('newsletter_campaign')
      .set({
        status: 'sending',
        slug,
        started_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .where('status', 'in', from)
      .$if(from.includes('scheduled') && !from.includes('draft'), (query) =>
        query.where('scheduled_at', '<=', now.toISOString()),
      )
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 0) return false;
    for (const { locale, mail } of rendered)
      await trx
        .updateTable('newsletter_campaign_translation')
        .set({ mail_text: mail.text, mail_html: mail.html })
        .where('campaign_id', '=', id)
        .where('locale', '=', locale)
        .execute();
    return true;
  });
}

/**
 * Queues the campaign's mail for every confirmed subscriber who has none yet, in batches, each
 * counted on the campaign in the transaction that queues it; stops as soon as the campaign is no
 * longer sending (cancelled). Returns the mails queued.
 */
export async function queueCampaignMails(
  db: Kysely<Database>,
  campaign: Pick<CampaignRow, 'id'>,
  now: Date,
  options: CampaignSendingOptions,
): Promise<OutboxRow[]> {
  const texts = await db
    .selectFrom('newsletter_campaign_translation')
    .select(['locale', 'subject'])
    .where('campaign_id', '=', campaign.id)
    .execute();
  const written = texts.map((text) => text.locale).filter(isLocale);
  const subjects = new Map(texts.map((text) => [text.locale, text.subject]));
  const { site, messageIdDomain } = options.mail;
  const queued: OutboxRow[] = [];
  for (;;) {
    const subscribers = await db
      .selectFrom('newsletter_subscriber as s')
      .select(['s.id', 's.email', 's.locale'])
      .where('s.status', '=', 'confirmed')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('outbox as o')
              .select('o.id')
              .where('o.campaign_id', '=', campaign.id)
              .whereRef('o.subscriber_id', '=', 's.id'),
          ),
        ),
      )
      .orderBy('s.id')
      .limit(options.batchSize ?? 500)
      .execute();
    if (subscribers.length === 0) return queued;
    const mails: QueuedMail[] = subscribers.map((subscriber) => {
      const locale = campaignLocaleFor(subscriber.locale, written);
      const links = unsubscribeLinks(options.secret, subscriber, site.siteUrl);
      return {
        kind: campaignMailKind,
        to: subscriber.email,
        locale,
        subject: subjects.get(locale) ?? '',
        // Filled in at hand-over from the campaign's frozen mail (decision 026).
        text: '',
        html: '',
        subscriberId: subscriber.id,
        headers: {
          'List-Unsubscribe': `<${links.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'List-Id': `<newsletter.${messageIdDomain}>`,
        },
        campaign: {
          id: campaign.id,
          messageId: campaignMessageId(campaign.id, subscriber.id, messageIdDomain),
          bodyValues: { unsubscribeUrl: links.page },
        },
      };
    });
    const batch = await db.transaction().execute(async (trx) => {
      const added = await enqueueMails(trx, mails, messageIdDomain, now);
      const counted = await trx
        .updateTable('newsletter_campaign')
        .set((eb) => ({ recipient_count: eb('recipient_count', '+', added.length) }))
        .where('id', '=', campaign.id)
        .where('status', '=', 'sending')
        .executeTakeFirst();
      // Cancelled meanwhile: nothing of this batch is queued.
      if (Number(counted.numUpdatedRows) === 0) throw new CampaignStopped();
      return added;
    });
    queued.push(...batch);
  }
}

class CampaignStopped extends Error {}

/** A sending campaign with nothing left to queue or deliver is `sent`. */
async function finishIfDelivered(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const open = await db
    .selectFrom('outbox')
    .select('id')
    .where('campaign_id', '=', id)
    .where('status', 'in', ['pending', 'sending'])
    .limit(1)
    .executeTakeFirst();
  if (open) return false;
  const finished = await db
    .updateTable('newsletter_campaign')
    .set({ status: 'sent', finished_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(finished.numUpdatedRows) > 0;
}

export interface CampaignsAdvance {
  started: string[];
  queued: OutboxRow[];
  finished: string[];
  /** The next scheduled start still to come, if any (ISO). */
  nextStart?: string;
}

/**
 * One pass over the campaigns: starts those whose time has come, queues what is missing of those
 * sending, and closes those delivered. What the background jobs run every few seconds.
 */
export async function advanceCampaigns(
  db: Kysely<Database>,
  now: Date,
  options: CampaignSendingOptions,
): Promise<CampaignsAdvance> {
  const due = await db
    .selectFrom('newsletter_campaign')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', now.toISOString())
    .execute();
  const started: string[] = [];
  for (const { id } of due)
    if (await startCampaign(db, id, ['scheduled'], now, options)) started.push(id);

  const sending = await db
    .selectFrom('newsletter_campaign')
    .select('id')
    .where('status', '=', 'sending')
    .execute();
  const queued: OutboxRow[] = [];
  const finished: string[] = [];
  for (const campaign of sending) {
    try {
      queued.push(...(await queueCampaignMails(db, campaign, now, options)));
    } catch (error) {
      if (error instanceof CampaignStopped) continue;
      throw error;
    }
    if (await finishIfDelivered(db, campaign.id, now)) finished.push(campaign.id);
  }
  const next = await db
    .selectFrom('newsletter_campaign')
    .select('scheduled_at')
    .where('status', '=', 'scheduled')
    .orderBy('scheduled_at')
    .limit(1)
    .executeTakeFirst();
  return { started, queued, finished, nextStart: next?.scheduled_at ?? undefined };
}
