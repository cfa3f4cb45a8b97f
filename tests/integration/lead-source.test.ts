// Issue 31, second slice (decision 077): a contact request and a newsletter sign-up keep the
// source of their visit — joined to the beacon's events of the same visit (same address,
// User-Agent and Swiss day), those still queued included — and without JavaScript, what the
// form's own request tells; the contacts CSV ends with the source's columns.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '@/config/settings';
import { flushEvents, queueEvent } from '@/server/analytics/event-queue.server';
import { eventOfHit } from '@/server/analytics/ingest.server';
import { leadSourceOf } from '@/server/analytics/lead-source.server';
import { exportContacts } from '@/server/contact/contact-admin.server';
import { contactsCsv } from '@/server/contact/contacts-csv.server';
import { submitContact } from '@/server/contact/submit-contact.server';
import { defaultContactFilters } from '@/lib/admin/contact-filters';
import type { Database } from '@/server/db/schema';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe.server';
import { seedPageSections } from '@/server/page-sections/page-sections.server';
import { seedContactServices } from '@/server/seed/seed.server';
import { streamedText } from '../support/csv-reading';
import { formOptions, submissionContext, validContact } from '../support/form-fixtures';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // The form's service options and the acknowledgement mail's texts are content.
  await seedContactServices(db);
  await seedPageSections(db, new Date('2026-11-01T00:00:00Z').toISOString());
});

afterAll(async () => {
  await database?.destroy();
});

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const site = () => settings().SITE_URL.replace(/\/$/, '');

/** A visitor's request: the same address and browser on each of its page views and its form. */
function visitor(address: string, referer?: string): Headers {
  return new Headers({
    'user-agent': firefox,
    'x-forwarded-for': address,
    ...(referer && { referer }),
  });
}

async function pageView(address: string, page: string, now: Date, referrer = '') {
  const row = await eventOfHit(
    db,
    { headers: visitor(address), page, referrer, kind: 'pageview', now },
    async () => false,
  );
  if (!row) throw new Error(`${page} was not counted`);
  queueEvent(db, row);
}

async function storedContact(email: string) {
  return db.selectFrom('contact').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

describe(`a lead's source (${lane})`, () => {
  const landed = new Date('2026-11-12T09:00:00Z');

  it("joins a contact request to its visit's beacon events, those still queued too", async () => {
    const address = '198.51.100.31';
    await pageView(
      address,
      '/services/geneve?lang=ar&utm_source=linkedin&utm_campaign=automne&utm_term=n8n',
      landed,
      'https://www.linkedin.com/feed/',
    );
    await pageView(address, '/services?lang=ar', new Date(landed.getTime() + 20_000));
    await pageView(address, '/services?lang=ar', new Date(landed.getTime() + 25_000));
    await flushEvents();
    // The contact page's view waits in the queue (≤ 1 s) when the form is posted.
    await pageView(address, '/contact?lang=ar', new Date(landed.getTime() + 40_000));

    const posted = new Date(landed.getTime() + 90_000);
    const headers = visitor(address, `${site()}/contact?lang=ar`);
    const source = await leadSourceOf(db, headers, posted);
    expect(source).toEqual({
      source_origin: 'visit',
      source_entry_page: '/services/geneve',
      source_locale: 'ar',
      source_referrer: 'linkedin.com',
      utm_source: 'linkedin',
      utm_medium: '',
      utm_campaign: 'automne',
      utm_term: 'n8n',
      utm_content: '',
      source_pages: JSON.stringify(['/services/geneve', '/services', '/contact']),
    });

    const email = 'nadia.lead@example.ma';
    const result = await submitContact(
      db,
      validContact({ email }),
      { ...submissionContext(posted, address, 'ar'), source },
      formOptions(),
    );
    expect(result).toMatchObject({ outcome: { status: 'accepted' }, goal: 'contact_stored' });
    expect(await storedContact(email)).toMatchObject(source);
    await flushEvents();
  });

  it('falls back to the posting page and its Referer when the visit has no event', async () => {
    const posted = new Date(landed.getTime() + 3600_000);
    // JavaScript off: no page view of this visit was ever sent.
    expect(
      await leadSourceOf(
        db,
        visitor(
          '198.51.100.32',
          `${site()}/contact?lang=en&utm_source=newsletter&utm_medium=email`,
        ),
        posted,
      ),
    ).toEqual({
      source_origin: 'request',
      source_entry_page: '/contact',
      source_locale: 'en',
      source_referrer: '',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: '',
      utm_term: '',
      utm_content: '',
      source_pages: JSON.stringify(['/contact']),
    });
    // A Referer from elsewhere (a form embedded off-site) is the referrer; no page of ours.
    expect(
      await leadSourceOf(db, visitor('198.51.100.32', 'https://www.partner.example/offre'), posted),
    ).toMatchObject({
      source_origin: 'request',
      source_referrer: 'partner.example',
      source_entry_page: '',
    });
    // No Referer at all (a privacy setting): nothing is known.
    expect(await leadSourceOf(db, visitor('198.51.100.32'), posted)).toMatchObject({
      source_origin: '',
      source_entry_page: '',
    });
  });

  it("does not join a visit begun another day: the day's hash differs", async () => {
    const address = '198.51.100.33';
    await pageView(address, '/blog?utm_source=x', new Date('2026-11-13T10:00:00Z'));
    await flushEvents();
    const nextDay = await leadSourceOf(
      db,
      visitor(address, `${site()}/contact`),
      new Date('2026-11-14T10:00:00Z'),
    );
    expect(nextDay).toMatchObject({ source_origin: 'request', source_entry_page: '/contact' });
  });

  it('keeps a newsletter sign-up its source', async () => {
    const posted = new Date('2026-11-14T11:00:00Z');
    const address = '198.51.100.34';
    await pageView(address, '/blog?utm_source=mastodon&utm_medium=social', posted);
    const source = await leadSourceOf(db, visitor(address, `${site()}/newsletter`), posted);
    await subscribeToNewsletter(
      db,
      { email: 'lead@example.ch' },
      { ...submissionContext(posted, address), source },
      formOptions(),
    );
    const subscriber = await db
      .selectFrom('newsletter_subscriber')
      .selectAll()
      .where('email', '=', 'lead@example.ch')
      .executeTakeFirstOrThrow();
    expect(subscriber).toMatchObject({
      source_origin: 'visit',
      source_entry_page: '/blog',
      utm_source: 'mastodon',
      utm_medium: 'social',
      source_pages: JSON.stringify(['/blog']),
    });
    await flushEvents();
  });

  it('ends the contacts CSV with the source columns, after the existing ones', async () => {
    const csv = await streamedText(
      await contactsCsv(db, exportContacts(db, defaultContactFilters), 'en'),
    );
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toMatch(
      /,Last change,entry_page,referrer,utm_source,utm_medium,utm_campaign,utm_term,utm_content,language,kind,booking_start,booking_status$/,
    );
    expect(row).toMatch(/,\/services\/geneve,linkedin\.com,linkedin,,automne,n8n,,ar,contact,,$/);
  });
});
