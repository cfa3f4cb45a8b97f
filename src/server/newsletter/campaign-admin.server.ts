import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import {
  emptyCampaignText,
  isWritten,
  campaignEditorSchema,
  writtenLocales,
  type CampaignEditorData,
  type CampaignEditorInput,
  type CampaignTextInput,
} from '@/lib/admin/campaign-schema';
import { isoToZurichLocal } from '@/lib/time/zurich-time';
import type { Staff } from '@/server/auth/guards.server';
import type { CampaignRow, CampaignStatus, Database, OutboxRow } from '@/server/db/schema';
import { enqueueMails, requeueFailed } from '@/server/mail/outbox.server';
import { campaignWebPath, renderCampaignMail } from '@/server/newsletter/campaign-mail.server';
import { readMailCopy } from '@/server/page-sections/mail-copy.server';
import {
  campaignSlug,
  startCampaign,
  type CampaignSendingOptions,
} from '@/server/newsletter/campaign-sending.server';
import { consumeRateLimit, type RateLimitRule } from '@/server/rate-limit/rate-limit.server';
import { recordAudit } from '@/server/audit/audit-log.server';
import {
  checkedVersion,
  keepWrite,
  listInputVersions,
  type InputVersion,
} from '@/server/versions/content-versions.server';
import type { RestoreOutcome } from '@/server/admin/restore-answer.server';

/*
 * The newsletter screens' data (issue 15 §1): campaigns as the editor writes them, their
 * schedule, send, cancellation, report and retries. Each change is audited in its own
 * transaction. A campaign's texts can change while it is a draft or scheduled; from the moment
 * it starts sending, what was sent is what it shows.
 */

type Executor = Kysely<Database> | Transaction<Database>;
export type CampaignActor = Pick<Staff, 'id' | 'email'>;

export interface CampaignCounts {
  recipients: number;
  delivered: number;
  failed: number;
  unsubscribed: number;
  /** Queued and not yet delivered or given up. */
  waiting: number;
}

export interface CampaignListRow {
  id: string;
  status: CampaignStatus;
  /** The French subject (every campaign has one). */
  subject: string;
  locales: Locale[];
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  updatedAt: string;
  /** The web version's path once it is public (sending or sent). */
  publicPath: string | null;
  counts: CampaignCounts;
}

export interface EditorCampaign {
  row: CampaignListRow;
  values: CampaignEditorInput;
  /** Drafts and scheduled campaigns can still be edited. */
  editable: boolean;
}

/** States whose texts may still change. */
const editableStates: readonly CampaignStatus[] = ['draft', 'scheduled'];

function toRow(
  campaign: CampaignRow,
  texts: { locale: string; subject: string }[],
): CampaignListRow {
  const counts = {
    recipients: campaign.recipient_count,
    delivered: campaign.delivered_count,
    failed: campaign.failed_count,
    unsubscribed: campaign.unsubscribed_count,
  };
  const written = texts.map((text) => text.locale).filter(isLocale);
  return {
    id: campaign.id,
    status: campaign.status,
    subject: texts.find((text) => text.locale === 'fr')?.subject ?? '',
    locales: locales.filter((locale) => written.includes(locale)),
    scheduledAt: campaign.scheduled_at,
    startedAt: campaign.started_at,
    finishedAt: campaign.finished_at,
    updatedAt: campaign.updated_at,
    publicPath:
      campaign.slug && (campaign.status === 'sending' || campaign.status === 'sent')
        ? campaignWebPath(campaign.slug)
        : null,
    counts: {
      ...counts,
      waiting: Math.max(0, counts.recipients - counts.delivered - counts.failed),
    },
  };
}

/** Every campaign, the last changed first. */
export async function listCampaigns(db: Kysely<Database>): Promise<CampaignListRow[]> {
  const campaigns = await db
    .selectFrom('newsletter_campaign')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (campaigns.length === 0) return [];
  const texts = await db
    .selectFrom('newsletter_campaign_translation')
    .select(['campaign_id', 'locale', 'subject'])
    .where(
      'campaign_id',
      'in',
      campaigns.map((campaign) => campaign.id),
    )
    .execute();
  return campaigns.map((campaign) =>
    toRow(
      campaign,
      texts.filter((text) => text.campaign_id === campaign.id),
    ),
  );
}

/** A campaign as the editor opens it; undefined when unknown. */
export async function getCampaign(db: Executor, id: string): Promise<EditorCampaign | undefined> {
  const campaign = await db
    .selectFrom('newsletter_campaign')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!campaign) return undefined;
  const texts = await db
    .selectFrom('newsletter_campaign_translation')
    .select(['locale', 'subject', 'preheader', 'body'])
    .where('campaign_id', '=', id)
    .execute();
  const translations = Object.fromEntries(
    locales.map((locale) => {
      const text = texts.find((candidate) => candidate.locale === locale);
      return [
        locale,
        text
          ? { subject: text.subject, preheader: text.preheader, body: text.body }
          : emptyCampaignText(),
      ];
    }),
  ) as Record<Locale, CampaignTextInput>;
  return {
    row: toRow(campaign, texts),
    editable: editableStates.includes(campaign.status),
    values: {
      id,
      savedAt: campaign.updated_at,
      image: campaign.image,
      scheduleAt:
        campaign.status === 'scheduled' && campaign.scheduled_at
          ? isoToZurichLocal(campaign.scheduled_at)
          : '',
      translations,
    },
  };
}

/** The address of a new letter's editor, /admin/newsletter/new (ids are UUIDs). */
export const newCampaignId = 'new';

/**
 * A new letter as the editor opens it: nothing on the server yet, its first save creates it, so
 * "Nouvelle lettre" left untouched leaves no empty draft behind (issue 36).
 */
export function newCampaign(now = new Date()): EditorCampaign {
  const none = { recipients: 0, delivered: 0, failed: 0, unsubscribed: 0, waiting: 0 };
  return {
    row: {
      id: '',
      status: 'draft',
      subject: '',
      locales: [],
      scheduledAt: null,
      startedAt: null,
      finishedAt: null,
      updatedAt: now.toISOString(),
      publicPath: null,
      counts: none,
    },
    editable: true,
    values: {
      id: '',
      image: '',
      scheduleAt: '',
      translations: Object.fromEntries(
        locales.map((locale) => [locale, emptyCampaignText()]),
      ) as Record<Locale, CampaignTextInput>,
    },
  };
}

async function writeTexts(
  trx: Transaction<Database>,
  id: string,
  translations: Partial<Record<Locale, { subject: string; preheader: string; body: string }>>,
): Promise<void> {
  await trx.deleteFrom('newsletter_campaign_translation').where('campaign_id', '=', id).execute();
  const rows = locales.flatMap((locale) => {
    const text = translations[locale];
    return text ? [{ campaign_id: id, locale, ...text }] : [];
  });
  if (rows.length > 0)
    await trx.insertInto('newsletter_campaign_translation').values(rows).execute();
}

async function insertCampaign(
  trx: Transaction<Database>,
  actor: CampaignActor,
  now: Date,
  fields: { image?: string; sourcePostId?: string },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('newsletter_campaign')
    .values({
      id,
      status: 'draft',
      slug: null,
      image: fields.image ?? '',
      source_post_id: fields.sourcePostId ?? null,
      scheduled_at: null,
      started_at: null,
      finished_at: null,
      cancelled_at: null,
      created_by: actor.email,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** A new, empty draft; answers its id. */
export async function createCampaign(
  db: Kysely<Database>,
  actor: CampaignActor,
  now = new Date(),
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const id = await insertCampaign(trx, actor, now, {});
    await recordAudit(
      trx,
      actor,
      { action: 'campaign.create', targetType: 'campaign', targetId: id },
      now,
    );
    return id;
  });
}

export type CampaignChange = 'done' | 'not-found' | 'locked';

/** Who changes which campaign, where and when. */
interface CampaignTarget {
  db: Kysely<Database>;
  actor: CampaignActor;
  id: string;
  now: Date;
}

/**
 * Runs `change` on a campaign in one of `states` inside a transaction, and audits it there:
 * 'not-found', or 'locked' when the campaign is in another state; `change` may refuse too,
 * writing nothing (a restore from a screen drawn before the last save).
 */
async function changeCampaign<Refusal extends string = never>(
  { db, actor, id, now }: CampaignTarget,
  states: readonly CampaignStatus[],
  audit: { action: string; summary?: (campaign: CampaignRow) => string },
  change: (trx: Transaction<Database>, campaign: CampaignRow) => Promise<void | NoInfer<Refusal>>,
): Promise<CampaignChange | Refusal> {
  return db.transaction().execute(async (trx) => {
    const campaign = await trx
      .selectFrom('newsletter_campaign')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!campaign) return 'not-found';
    if (!states.includes(campaign.status)) return 'locked';
    const refused = await change(trx, campaign);
    if (refused) return refused;
    await recordAudit(
      trx,
      actor,
      {
        action: audit.action,
        targetType: 'campaign',
        targetId: id,
        summary: audit.summary?.(campaign),
      },
      now,
    );
    return 'done';
  });
}

/** What a version of a letter keeps (decision 064): its header image and every language's texts. */
export type CampaignSnapshot = Omit<CampaignEditorInput, 'id' | 'savedAt' | 'scheduleAt'>;

const campaignDocument = (id: string) => ({ kind: 'campaign', document: id });

async function campaignSnapshot(trx: Transaction<Database>, id: string) {
  const campaign = await getCampaign(trx, id);
  if (!campaign) throw new Error(`The campaign ${id} being written could not be read`);
  const { image, translations } = campaign.values;
  return { snapshot: { image, translations }, at: campaign.row.updatedAt };
}

/**
 * Writes a letter's texts and image in `trx`, keeping a version when they changed; the state they
 * replaced is kept as `before` unless the letter had no text yet (created by this first save).
 */
async function writeCampaign(
  trx: Transaction<Database>,
  actor: CampaignActor,
  data: CampaignEditorData,
  now: Date,
  action: 'save' | 'restore',
): Promise<void> {
  const before = await campaignSnapshot(trx, data.id);
  await trx
    .updateTable('newsletter_campaign')
    .set({ image: data.image, updated_at: now.toISOString() })
    .where('id', '=', data.id)
    .execute();
  const written = writtenLocales(data);
  await writeTexts(
    trx,
    data.id,
    Object.fromEntries(written.map((locale) => [locale, data.translations[locale]])),
  );
  const hadText = locales.some((locale) => isWritten(before.snapshot.translations[locale]));
  const after = await campaignSnapshot(trx, data.id);
  await keepWrite(
    trx,
    campaignDocument(data.id),
    { actor, action, now },
    hadText ? { snapshot: JSON.stringify(before.snapshot), at: before.at } : undefined,
    { snapshot: JSON.stringify(after.snapshot) },
  );
}

/**
 * The editor's texts and image (drafts and scheduled campaigns only); 'conflict' when the letter
 * was saved since the editor's `savedAt` (another editor, or another tab), nothing written.
 */
export function saveCampaign(
  db: Kysely<Database>,
  actor: CampaignActor,
  data: CampaignEditorData,
  now = new Date(),
): Promise<CampaignChange | 'conflict'> {
  return changeCampaign<'conflict'>(
    { db, actor, id: data.id, now },
    editableStates,
    { action: 'campaign.update', summary: () => data.translations.fr.subject.slice(0, 120) },
    async (trx, campaign) => {
      if (data.savedAt !== undefined && campaign.updated_at !== data.savedAt) return 'conflict';
      await writeCampaign(trx, actor, data, now, 'save');
    },
  );
}

/** A letter's kept versions, newest first. */
export function listCampaignVersions(
  db: Kysely<Database>,
  id: string,
): Promise<InputVersion<CampaignSnapshot>[]> {
  return listInputVersions<CampaignSnapshot>(db, campaignDocument(id));
}

/**
 * Brings a kept version of a letter back (decision 064) while it can still change (a letter sent
 * or sending is 'locked'), from the state its history screen showed (`updatedAt`; a save since
 * is a 'conflict'). The version goes through the editor's schema first ('invalid', nothing
 * written). Audited `campaign.restore` with the version's number, and itself a version.
 */
export async function restoreCampaignVersion(
  db: Kysely<Database>,
  actor: CampaignActor,
  target: { id: string; updatedAt: string },
  number: number,
  now = new Date(),
): Promise<RestoreOutcome | 'locked'> {
  const kept = await checkedVersion(
    db,
    campaignDocument(target.id),
    number,
    campaignEditorSchema,
    (snapshot) => ({ ...snapshot, id: target.id, scheduleAt: '' }),
  );
  if (typeof kept === 'string') return kept;
  const data = kept.input;
  const changed = await changeCampaign<'conflict'>(
    { db, actor, id: target.id, now },
    editableStates,
    {
      action: 'campaign.restore',
      summary: () => `${data.translations.fr.subject.slice(0, 100)} · version ${number}`,
    },
    async (trx, campaign) => {
      if (campaign.updated_at !== target.updatedAt) return 'conflict';
      await writeCampaign(trx, actor, data, now, 'restore');
    },
  );
  if (changed === 'done') return 'saved';
  return changed === 'not-found' ? 'missing' : changed;
}

/** A draft that was never sent can be deleted. */
export function deleteCampaign(
  db: Kysely<Database>,
  actor: CampaignActor,
  id: string,
  now = new Date(),
): Promise<CampaignChange> {
  return changeCampaign({ db, actor, id, now }, ['draft'], { action: 'campaign.delete' }, (trx) =>
    trx
      .deleteFrom('newsletter_campaign')
      .where('id', '=', id)
      .execute()
      .then(() => undefined),
  );
}

/** Sends the campaign at `at` (ISO, in the future); a scheduled one can be moved. */
export function scheduleCampaign(
  db: Kysely<Database>,
  actor: CampaignActor,
  id: string,
  at: string,
  now = new Date(),
): Promise<CampaignChange> {
  return changeCampaign(
    { db, actor, id, now },
    editableStates,
    { action: 'campaign.schedule', summary: () => at },
    (trx) =>
      trx
        .updateTable('newsletter_campaign')
        .set({ status: 'scheduled', scheduled_at: at, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute()
        .then(() => undefined),
  );
}

/**
 * Starts sending now: the campaign becomes `sending` with its mail frozen; the background jobs
 * queue and deliver it. Audited once it has started.
 */
export async function sendCampaignNow(
  db: Kysely<Database>,
  actor: CampaignActor,
  id: string,
  now: Date,
  options: CampaignSendingOptions,
): Promise<CampaignChange> {
  const campaign = await db
    .selectFrom('newsletter_campaign')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!campaign) return 'not-found';
  if (!(await startCampaign(db, id, ['draft', 'scheduled'], now, options))) return 'locked';
  await recordAudit(
    db,
    actor,
    { action: 'campaign.send', targetType: 'campaign', targetId: id },
    now,
  );
  return 'done';
}

/**
 * Stops a scheduled or sending campaign: nothing not yet handed to the mail server goes. Mails
 * waiting in the outbox are removed (and from the recipients); one being handed over right now
 * is checked again by the worker, which drops it (campaign-delivery.server.ts).
 */
export function cancelCampaign(
  db: Kysely<Database>,
  actor: CampaignActor,
  id: string,
  now = new Date(),
): Promise<CampaignChange> {
  return changeCampaign(
    { db, actor, id, now },
    ['scheduled', 'sending'],
    { action: 'campaign.cancel' },
    async (trx) => {
      const removed = await trx
        .deleteFrom('outbox')
        .where('campaign_id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      await trx
        .updateTable('newsletter_campaign')
        .set((eb) => ({
          status: 'cancelled',
          cancelled_at: now.toISOString(),
          updated_at: now.toISOString(),
          recipient_count: eb('recipient_count', '-', Number(removed.numDeletedRows)),
        }))
        .where('id', '=', id)
        .execute();
    },
  );
}

/**
 * Tries the campaign's failed mails again, at once. An address the mail server had refused
 * (bounced) by one of these mails is put back on the list: the admin judges that the refusal
 * was not the address's fault. A sent campaign is sending again until they are delivered.
 */
export async function retryFailedMails(
  db: Kysely<Database>,
  actor: CampaignActor,
  id: string,
  now = new Date(),
): Promise<{ outcome: CampaignChange; retried: number }> {
  let retried = 0;
  const outcome = await changeCampaign(
    { db, actor, id, now },
    ['sending', 'sent'],
    { action: 'campaign.retry', summary: () => `${retried}` },
    async (trx) => {
      const failed = await trx
        .selectFrom('outbox')
        .select(['id', 'subscriber_id'])
        .where('campaign_id', '=', id)
        .where('status', '=', 'failed')
        .execute();
      retried = failed.length;
      if (retried === 0) return;
      await requeueFailed(trx, now, { last_error: null }).where('campaign_id', '=', id).execute();
      const subscribers = failed.flatMap((mail) =>
        mail.subscriber_id ? [mail.subscriber_id] : [],
      );
      if (subscribers.length > 0)
        await trx
          .updateTable('newsletter_subscriber')
          .set({ status: 'confirmed', bounced_at: null, bounce_reason: null })
          .where('status', '=', 'bounced')
          .where('id', 'in', subscribers)
          .execute();
      await trx
        .updateTable('newsletter_campaign')
        .set((eb) => ({
          status: 'sending',
          finished_at: null,
          updated_at: now.toISOString(),
          failed_count: eb('failed_count', '-', retried),
        }))
        .where('id', '=', id)
        .execute();
    },
  );
  return { outcome, retried };
}

/**
 * "Send as newsletter": a draft with a published article's title (subject), excerpt
 * (preheader and first paragraph), hero image and a link to it, in each language it exists in.
 * Undefined when the article is not published.
 */
export async function campaignFromPost(
  db: Kysely<Database>,
  actor: CampaignActor,
  postId: string,
  now = new Date(),
): Promise<string | undefined> {
  const post = await db
    .selectFrom('post')
    .select(['id', 'image'])
    .where('id', '=', postId)
    .where('status', '=', 'published')
    .where('published_at', '<=', now.toISOString())
    .executeTakeFirst();
  if (!post) return undefined;
  const texts = await db
    .selectFrom('post_translation')
    .select(['locale', 'title', 'excerpt', 'slug'])
    .where('post_id', '=', postId)
    .execute();
  const translations = Object.fromEntries(
    await Promise.all(
      texts
        .filter((text) => isLocale(text.locale))
        .map(async (text) => [
          text.locale,
          {
            subject: text.title,
            preheader: text.excerpt.slice(0, 200),
            body: `${text.excerpt}\n\n[${(await readMailCopy(db, text.locale as Locale)).campaign.readArticle}](/blog/${text.slug})`,
          },
        ]),
    ),
  ) as Partial<Record<Locale, { subject: string; preheader: string; body: string }>>;
  if (!translations.fr) return undefined;
  return db.transaction().execute(async (trx) => {
    const id = await insertCampaign(trx, actor, now, { image: post.image, sourcePostId: postId });
    await writeTexts(trx, id, translations);
    await recordAudit(
      trx,
      actor,
      {
        action: 'campaign.from-post',
        targetType: 'campaign',
        targetId: id,
        summary: translations.fr!.subject.slice(0, 120),
      },
      now,
    );
    return id;
  });
}

export interface FailedCampaignMail {
  id: string;
  recipient: string;
  error: string;
  attempts: number;
}

/** The campaign's mails given up, with the mail server's last answer. */
export async function failedCampaignMails(
  db: Kysely<Database>,
  id: string,
): Promise<FailedCampaignMail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'last_error', 'attempts'])
    .where('campaign_id', '=', id)
    .where('status', '=', 'failed')
    .orderBy('recipient')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    error: row.last_error ?? '',
    attempts: row.attempts,
  }));
}

/**
 * Who left with this campaign as the last one they received (the addresses still kept: an
 * unsubscribed address is forgotten after 30 days, its count stays on the campaign).
 */
export async function campaignLeavers(
  db: Executor,
  id: string,
): Promise<{ email: string; unsubscribedAt: string }[]> {
  const rows = await db
    .selectFrom('outbox as o')
    .innerJoin('newsletter_subscriber as s', 's.id', 'o.subscriber_id')
    .select(['s.email', 's.unsubscribed_at'])
    .where('o.campaign_id', '=', id)
    .where('o.status', '=', 'sent')
    .where('s.status', '=', 'unsubscribed')
    .whereRef('s.unsubscribed_at', '>=', 'o.sent_at')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox as later')
            .select('later.id')
            .whereRef('later.subscriber_id', '=', 'o.subscriber_id')
            .where('later.campaign_id', 'is not', null)
            .where('later.status', '=', 'sent')
            .whereRef('later.sent_at', '>', 'o.sent_at')
            .whereRef('later.sent_at', '<=', 's.unsubscribed_at'),
        ),
      ),
    )
    .orderBy('s.unsubscribed_at', 'desc')
    .execute();
  return rows.map((row) => ({ email: row.email, unsubscribedAt: row.unsubscribed_at ?? '' }));
}

/** Tests a member of staff may send: a few per ten minutes (each is a real mail). */
export const campaignTestRateLimit: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };

/**
 * A test of one language of the campaign, as it stands, to the member of staff's own address,
 * marked as a test; its unsubscribe link opens the page without a valid token. Refused beyond
 * the rate limit.
 */
export async function queueCampaignTest(
  db: Kysely<Database>,
  actor: CampaignActor,
  id: string,
  locale: Locale,
  now: Date,
  options: CampaignSendingOptions,
): Promise<
  { outcome: 'queued'; mails: OutboxRow[] } | { outcome: 'rate-limited' } | { outcome: 'not-found' }
> {
  const campaign = await db
    .selectFrom('newsletter_campaign')
    .select(['slug', 'image'])
    .where('id', '=', id)
    .executeTakeFirst();
  const text = await db
    .selectFrom('newsletter_campaign_translation')
    .select(['subject', 'preheader', 'body'])
    .where('campaign_id', '=', id)
    .where('locale', '=', locale)
    .executeTakeFirst();
  if (!campaign || !text) return { outcome: 'not-found' };
  if (!(await consumeRateLimit(db, [`campaign-test:${actor.id}`], campaignTestRateLimit, now)))
    return { outcome: 'rate-limited' };
  const site = options.mail.site;
  const french = await db
    .selectFrom('newsletter_campaign_translation')
    .select('subject')
    .where('campaign_id', '=', id)
    .where('locale', '=', 'fr')
    .executeTakeFirst();
  const slug = campaign.slug ?? (await campaignSlug(db, id, french?.subject ?? text.subject));
  const mail = await renderCampaignMail(
    db,
    { slug, image: campaign.image },
    { ...text, locale },
    site,
    {
      unsubscribeUrl: new URL('/newsletter/unsubscribe', site.siteUrl).toString(),
      test: true,
    },
  );
  const mails = await db.transaction().execute(async (trx) => {
    const queued = await enqueueMails(
      trx,
      [{ ...mail, kind: 'newsletter-test', to: actor.email, locale }],
      options.mail.messageIdDomain,
      now,
    );
    await recordAudit(
      trx,
      actor,
      { action: 'campaign.test', targetType: 'campaign', targetId: id, summary: locale },
      now,
    );
    return queued;
  });
  return { outcome: 'queued', mails };
}
