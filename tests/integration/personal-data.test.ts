import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordAudit } from '@/server/audit/audit-log.server';
import { importSubscribers } from '@/server/newsletter/subscriber-import.server';
import { submitContact } from '@/server/contact/submit-contact.server';
import { parseAllowList } from '@/config/webhook-allow-list';
import { createWebhookEndpoint } from '@/server/webhooks/webhook-endpoints.server';
import type { Database } from '@/server/db/schema';
import { advanceCampaigns } from '@/server/newsletter/campaign-sending.server';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe.server';
import { confirmSubscription } from '@/server/newsletter/subscription.server';
import { suppressionHash } from '@/server/newsletter/suppression.server';
import { subscriberToken } from '@/server/newsletter/tokens.server';
import { sendCampaignNow } from '@/server/newsletter/campaign-admin.server';
import { serviceLabels } from '@/server/contact/contact-service-options.server';
import { personalDataHtml, personalDataJson } from '@/server/privacy/personal-data-export.server';
import {
  erasePersonalData,
  findPersonalData,
  recordPersonalDataExport,
} from '@/server/privacy/personal-data.server';
import {
  campaignActor,
  campaignOptions,
  textsInEveryLanguage,
  writeCampaign,
} from '../support/campaign-fixtures';
import {
  clearPipelineTables,
  formOptions,
  submissionContext,
  testMail,
  testSecret,
  validContact,
} from '../support/form-fixtures';
import { seedContactServices } from '@/server/seed/seed.server';
import { readAgencySettings } from '@/server/site-settings/site-settings-pages.server';
import { seedSiteSettings } from '@/server/site-settings/site-settings.server';
import { siteSettingsSeed } from '@/server/site-settings/site-settings-seeds';
import { settings } from '@/config/settings';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';
import { columnsContaining, textColumns } from '../support/text-columns';

/**
 * A person's request about their data (issue 34, privacy): everything held under their address
 * is found, exported and erased, and afterwards no text column of any table — enumerated from the
 * database's own catalogue — still holds the address; only its keyed hash stays on the
 * suppression list, which keeps an import from subscribing it again.
 */

let database: TestDatabase;
let db: Kysely<Database>;

const t0 = new Date('2026-05-04T08:00:00.000Z');
const hour = 3_600_000;
const at = (hours: number) => new Date(t0.getTime() + hours * hour);
const options = formOptions({ limit: 100, windowMs: 600_000 });
const admin = { id: 'admin-1', email: 'admin@automatia.test' };

/** As the person typed it on the contact form; the site looks it up in lower case. */
const typed = 'Amelie.Favre@Example.CH';
const address = typed.toLowerCase();
const bystander = 'jules.morel@example.fr';

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // The contact form's options: a request is stored only for a service the form offers.
  await seedContactServices(db);
  // The agency as its settings say, unlike the environment's: the export names it (decision 052).
  await seedSiteSettings(db, {
    ...siteSettingsSeed(settings()),
    siteName: 'Agence Léman',
    contactEmail: 'donnees@leman.example',
  });
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  await clearPipelineTables(db);
  await db.deleteFrom('audit_log').execute();
});

async function signUpAndConfirm(email: string, hours: number, locale: 'fr' | 'ar') {
  await subscribeToNewsletter(
    db,
    { email },
    submissionContext(at(hours), '203.0.113.40', locale),
    options,
  );
  const subscriber = await db
    .selectFrom('newsletter_subscriber')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  const token = subscriberToken(testSecret, 'confirm', subscriber);
  await confirmSubscription(db, testSecret, token, at(hours + 1), testMail);
}

/**
 * Rows of every kind for the address (a contact request with its two mails, a subscription with
 * its consent and its confirmation and welcome mails, a campaign delivery, two audit lines), and
 * the same for someone else, who must keep everything.
 */
async function seedEveryKind() {
  // The agency's CRM receives each request: the delivery log keeps a copy (decision 078).
  const crm = await createWebhookEndpoint(
    db,
    admin,
    { url: 'https://crm.example/hooks', events: ['contact.created'], preset: 'standard' },
    { appSecret: testSecret, deployed: true, allowList: parseAllowList(undefined), locale: 'fr' },
    at(0),
  );
  expect(crm.ok).toBe(true);
  for (const [email, name] of [
    [typed, 'Amélie Favre'],
    [bystander, 'Jules Morel'],
  ] as const) {
    const sent = await submitContact(
      db,
      validContact({ email, name, message: `Bonjour, je suis ${name}.` }),
      submissionContext(at(0), '203.0.113.30'),
      options,
    );
    expect(sent.outcome).toEqual({ status: 'accepted' });
  }
  await signUpAndConfirm(address, 2, 'ar');
  await signUpAndConfirm(bystander, 2, 'fr');
  const campaign = await writeCampaign(db, textsInEveryLanguage('Lettre de mai'), { now: at(4) });
  expect(await sendCampaignNow(db, campaignActor, campaign, at(5), campaignOptions)).toBe('done');
  await advanceCampaigns(db, at(5), campaignOptions);
  await recordAudit(
    db,
    admin,
    {
      action: 'subscriber.note',
      targetType: 'subscriber',
      targetId: '*',
      summary: `Appel de ${typed} au sujet de sa lettre`,
    },
    at(6),
  );
  await recordAudit(
    db,
    admin,
    { action: 'contact.forward', targetType: 'contact', targetId: address },
    at(7),
  );
  await recordAudit(
    db,
    admin,
    { action: 'subscriber.note', targetType: 'subscriber', targetId: '*', summary: bystander },
    at(8),
  );
}

/** What seedEveryKind holds under the address, kind by kind. */
const seededCounts = {
  contactRequests: 1,
  subscriptions: 1,
  campaignDeliveries: 1,
  // The agency's notification (Reply-To the person), the acknowledgement, the confirmation and
  // the welcome mail.
  outboxMails: 4,
  // contact.created, sent to the CRM.
  webhookDeliveries: 1,
  auditLines: 2,
};

describe(`a person's data: found, exported, erased (${lane})`, () => {
  it('finds every kind of row held under the address, whatever its case, and no one else’s', async () => {
    await seedEveryKind();
    const report = await findPersonalData(db, address);
    const counts = Object.fromEntries(
      report.sections.map((section) => [section.kind, section.records.length]),
    );
    expect(counts).toEqual(seededCounts);
    // The subscription in Arabic is newer than the request in French: answered in Arabic.
    expect(report.language).toBe('ar');
    const [contact] = report.sections[0]!.records;
    expect(contact?.values).toMatchObject({ email: typed, name: 'Amélie Favre', language: 'fr' });
    // Nothing known of the visit: no source shown.
    expect(contact?.values.source).toBeNull();
    expect(report.sections[1]!.records[0]?.values).toMatchObject({
      status: 'confirmed',
      consent: 'sign-up',
      language: 'ar',
    });
    expect(report.sections[2]!.records[0]?.values.campaign).toBe('Lettre de mai ar');
    const text = JSON.stringify(report);
    expect(text).not.toContain(bystander);
    expect(text).not.toContain('Jules');
  });

  it('shows where the visit of a request came from, as the contacts CSV names it (decision 077)', async () => {
    await seedEveryKind();
    await db
      .updateTable('contact')
      .set({
        source_origin: 'visit',
        source_entry_page: '/services/geneve',
        source_locale: 'ar',
        source_referrer: 'linkedin.com',
        utm_source: 'linkedin',
        utm_campaign: 'automne',
        source_pages: JSON.stringify(['/services/geneve', '/contact']),
      })
      .where('email', '=', typed)
      .execute();
    const report = await findPersonalData(db, address);
    expect(report.sections[0]!.records[0]?.values.source).toBe(
      'entry_page: /services/geneve · language: ar · referrer: linkedin.com · utm_source: linkedin · utm_campaign: automne · pages: /services/geneve → /contact',
    );
  });

  it('exports one JSON document and a readable summary in the chosen language, audited without the address', async () => {
    await seedEveryKind();
    const report = await findPersonalData(db, address);
    const json = await personalDataJson(report, 'fr', at(10), await readAgencySettings('fr', db));
    expect(json.filename).toBe('personal-data-2026-05-04.json');
    const document = JSON.parse(json.content);
    expect(document).toMatchObject({
      address,
      language: 'fr',
      title: 'Vos données personnelles',
      controller: 'Agence Léman',
      contact: 'donnees@leman.example',
    });
    expect(document.fieldLabels.receivedAt).toBe('Reçue le');
    expect(document.sections.map((section: { kind: string }) => section.kind)).toEqual([
      'contactRequests',
      'subscriptions',
      'campaignDeliveries',
      'outboxMails',
      'webhookDeliveries',
      'auditLines',
    ]);
    expect(document.sections[0].records[0]).toMatchObject({
      email: typed,
      message: 'Bonjour, je suis Amélie Favre.',
      receivedAt: at(0).toISOString(),
    });

    const html = await personalDataHtml(
      report,
      'ar',
      at(10),
      await serviceLabels(db, 'ar'),
      await readAgencySettings('ar', db),
    );
    expect(html.content).toContain('Agence Léman');
    expect(html.content).toContain('donnees@leman.example');
    expect(html.content).toContain('<html lang="ar" dir="rtl">');
    expect(html.content).toContain('بياناتكم الشخصية');
    expect(html.content).toContain('طلبات التواصل (1)');
    // Values in words: the subscription's state and where its consent comes from.
    expect(html.content).toContain('مؤكَّد');
    expect(html.content).toContain('تسجيل في الموقع (تأكيد مزدوج)');

    await recordPersonalDataExport(db, admin, report, {
      language: 'ar',
      format: 'html',
      secret: testSecret,
      now: at(10),
    });
    const line = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'privacy.export')
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      actor_id: admin.id,
      target_type: 'person',
      target_id: suppressionHash(testSecret, address),
      summary:
        'html ar: contactRequests=1 subscriptions=1 campaignDeliveries=1 outboxMails=4 webhookDeliveries=1 auditLines=2',
    });
    expect(JSON.stringify(line).toLowerCase()).not.toContain(address);
  });

  it('erases it all: nothing in any text column of any table names the address afterwards', async () => {
    await seedEveryKind();
    const columns = await textColumns(db, database.dialect);
    // The catalogue gives every table, ours and better-auth's.
    for (const table of ['contact', 'newsletter_subscriber', 'outbox', 'audit_log', 'auth_user'])
      expect(
        columns.some((column) => column.table === table),
        table,
      ).toBe(true);
    const before = await columnsContaining(db, database.dialect, address);
    expect(before.map((hit) => `${hit.table}.${hit.column}`)).toEqual(
      expect.arrayContaining([
        'contact.email',
        'newsletter_subscriber.email',
        'outbox.recipient',
        'outbox.reply_to',
        'audit_log.summary',
        'audit_log.target_id',
      ]),
    );
    const bystanderBefore = await columnsContaining(db, database.dialect, bystander);

    const counts = await erasePersonalData(db, admin, address, { secret: testSecret, now: at(12) });
    expect(counts).toEqual(seededCounts);

    expect(await columnsContaining(db, database.dialect, address)).toEqual([]);
    const report = await findPersonalData(db, address);
    expect(report.sections.every((section) => section.records.length === 0)).toBe(true);
    // Someone else's rows are all still there.
    expect(await columnsContaining(db, database.dialect, bystander)).toEqual(bystanderBefore);

    // The audit lines stay (the log keeps 24 months), without the address.
    const lines = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'not like', 'campaign.%')
      .where('action', 'not like', 'webhook.%')
      .orderBy('created_at')
      .execute();
    expect(lines.map((line) => [line.action, line.target_id, line.summary])).toEqual([
      ['subscriber.note', '*', 'Appel de […] au sujet de sa lettre'],
      ['contact.forward', '[…]', ''],
      ['subscriber.note', '*', bystander],
      [
        'privacy.erase',
        suppressionHash(testSecret, address),
        'contactRequests=1 subscriptions=1 campaignDeliveries=1 outboxMails=4 webhookDeliveries=1 auditLines=2',
      ],
    ]);
    // The campaign keeps its counts: a delivery erased is still a delivery made.
    const campaign = await db
      .selectFrom('newsletter_campaign')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(campaign.recipient_count).toBe(2);
  });

  it('keeps the erased subscriber as a keyed hash only, so an import never subscribes them again', async () => {
    await seedEveryKind();
    await erasePersonalData(db, admin, address, { secret: testSecret, now: at(12) });
    const suppressed = await db.selectFrom('newsletter_suppression').selectAll().execute();
    expect(suppressed).toEqual([
      { email_hash: suppressionHash(testSecret, address), unsubscribed_at: at(12).toISOString() },
    ]);
    const outcome = await importSubscribers(
      db,
      admin,
      { csv: `email\n${typed}\nnew.reader@example.ch`, language: 'fr', attested: true },
      at(13),
      { ...options, secret: testSecret },
    );
    expect(outcome.skipped.left).toBe(1);
    expect(outcome.confirmed).toBe(1);
    expect(
      await db
        .selectFrom('newsletter_subscriber')
        .select('email')
        .where('email', '=', address)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('leaves the rows of an address that merely contains this one', async () => {
    await seedEveryKind();
    const neighbour = `t${address}`;
    await submitContact(
      db,
      validContact({ email: neighbour, name: 'Tamara Favre' }),
      submissionContext(at(9), '203.0.113.31'),
      options,
    );
    await recordAudit(
      db,
      admin,
      {
        action: 'subscriber.note',
        targetType: 'subscriber',
        targetId: neighbour,
        summary: neighbour,
      },
      at(9),
    );
    const before = await columnsContaining(db, database.dialect, neighbour);
    expect(before.map((hit) => `${hit.table}.${hit.column}`)).toEqual(
      expect.arrayContaining(['contact.email', 'outbox.text_body', 'audit_log.summary']),
    );
    const report = await findPersonalData(db, address);
    expect(JSON.stringify(report)).not.toContain(neighbour);

    await erasePersonalData(db, admin, address, { secret: testSecret, now: at(12) });
    expect(await columnsContaining(db, database.dialect, neighbour)).toEqual(before);
  });

  it('erases an address nothing is held under without touching anything, and says so in the log', async () => {
    await seedEveryKind();
    const before = await columnsContaining(db, database.dialect, '@example');
    const counts = await erasePersonalData(db, admin, 'nobody@example.org', {
      secret: testSecret,
      now: at(12),
    });
    expect(Object.values(counts)).toEqual([0, 0, 0, 0, 0, 0]);
    const after = await columnsContaining(db, database.dialect, '@example');
    expect(after.filter((hit) => hit.table !== 'audit_log')).toEqual(
      before.filter((hit) => hit.table !== 'audit_log'),
    );
    expect(await db.selectFrom('newsletter_suppression').selectAll().execute()).toEqual([]);
  });
});
