// The mails visitors receive, in four languages, against the texts recorded before their words
// moved from messages/*.json into the `mail` page of sections (decision 062): moving them changed
// no subject, no plain text and no HTML.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import type { MailContent } from '@/server/mail/compose';
import {
  contactAcknowledgementMail,
  newsletterConfirmationMail,
  newsletterWelcomeMail,
  type ContactForMail,
} from '@/server/mail/templates.server';
import {
  fillCampaignMail,
  renderCampaignMail,
  unsubscribePlaceholder,
} from '@/server/newsletter/campaign-mail.server';
import { mailSectionSeeds } from '@/server/page-sections/mail-section-seeds';
import { readMailCopy } from '@/server/page-sections/mail-copy.server';
import { readPageSections } from '@/server/page-sections/page-sections.server';
import { seed } from '@/server/seed/seed.server';
import { testMail } from '../support/form-fixtures';
import { publishSection } from '../support/publish-section';
import { createTestDatabase, lane, type TestDatabase } from '../support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

const site = testMail.site;
const referenceFile = path.join(process.cwd(), 'tests/references/visitor-mails.json');

function contact(locale: Locale, name: string): ContactForMail {
  return {
    name,
    email: 'visitor@example.ch',
    phone: '+41 79 555 12 34',
    company: '',
    service: 'seo',
    serviceLabel: 'SEO',
    message: 'Bonjour, un devis ?',
    locale,
    receivedAt: new Date('2026-11-29T08:00:00Z'),
  };
}

/** Every visitor mail of one language, by a name that says which. */
async function visitorMails(locale: Locale): Promise<Record<string, MailContent | string>> {
  const confirmUrl = `https://automatia.test/newsletter/confirm?token=abc&lang=${locale}`;
  const unsubscribeUrl = `https://automatia.test/newsletter/unsubscribe?token=abc&lang=${locale}`;
  const letter = { locale, subject: 'Mars', preheader: 'Quoi de neuf', body: 'Bonjour **tous**' };
  const copy = await readMailCopy(database.db, locale);
  const { db } = database;
  return {
    acknowledgementNamed: contactAcknowledgementMail(contact(locale, 'Nadia Benali'), site, copy),
    // Nothing typed but a checked first name is echoed: a link as a name gives the plain greeting.
    acknowledgementAnonymous: contactAcknowledgementMail(
      contact(locale, 'https://spam.example'),
      { ...site, phone: '+212 5 22 00 11 22' },
      copy,
    ),
    newsletterConfirmation: newsletterConfirmationMail(locale, confirmUrl, site, copy),
    newsletterWelcome: newsletterWelcomeMail(locale, unsubscribeUrl, site, copy),
    campaign: await renderCampaignMail(
      db,
      { slug: 'mars', image: '/uploads/mars.webp' },
      letter,
      site,
      { unsubscribeUrl: unsubscribePlaceholder },
    ),
    campaignTest: await renderCampaignMail(db, { slug: 'mars', image: '' }, letter, site, {
      unsubscribeUrl,
      test: true,
    }),
    readArticle: copy.campaign.readArticle,
  };
}

describe(`the visitors' mails (${lane})`, () => {
  it('say word for word what they said before their texts became copy', async () => {
    const rendered = Object.fromEntries(
      await Promise.all(locales.map(async (locale) => [locale, await visitorMails(locale)])),
    );
    if (process.env.UPDATE_REFERENCES === '1')
      writeFileSync(referenceFile, `${JSON.stringify(rendered, null, 2)}\n`);
    else if (!existsSync(referenceFile))
      throw new Error(`no reference ${referenceFile}: run with UPDATE_REFERENCES=1 to write it`);
    const recorded = JSON.parse(readFileSync(referenceFile, 'utf8')) as typeof rendered;
    for (const locale of locales)
      for (const [mail, content] of Object.entries(recorded[locale]!))
        expect(rendered[locale]![mail], `${locale} ${mail}`).toEqual(content);
  });

  it('say what an editor saved, in the language it was saved in only', async () => {
    const stored = (await readPageSections(database.db, 'mail')).find(
      (section) => section.section === 'contactAcknowledgement',
    )!;
    const text = structuredClone(stored.text);
    const edited = 'شكرًا لرسالتك، سنتصل بك غدًا.';
    text.ar.intro = edited;
    expect(
      await publishSection(
        database.db,
        { id: 'staff-1', email: 'editor@example.ch' },
        { page: 'mail', section: 'contactAcknowledgement', version: stored.version },
        { hidden: false, text },
      ),
    ).toBe('saved');
    const recorded = JSON.parse(readFileSync(referenceFile, 'utf8')) as Record<
      Locale,
      Record<string, MailContent>
    >;
    for (const locale of locales) {
      const mail = contactAcknowledgementMail(
        contact(locale, 'Nadia Benali'),
        site,
        await readMailCopy(database.db, locale),
      );
      if (locale === 'ar') {
        expect(mail.text).toContain(edited);
        expect(mail.html).toContain(edited);
        expect(mail.text).not.toContain(String(stored.text.ar.intro));
      } else expect(mail, locale).toEqual(recorded[locale].acknowledgementNamed);
    }
  });

  it('is rendered once with a placeholder, then completed for each reader', async () => {
    const mail = await renderCampaignMail(
      database.db,
      { slug: 'lettre-de-mars', image: '' },
      { locale: 'en', subject: 'March', preheader: 'What is new', body: 'Hello' },
      site,
      { unsubscribeUrl: unsubscribePlaceholder },
    );
    expect(mail.subject).toBe('March');
    expect(mail.text).toContain('https://automatia.test/newsletter/lettre-de-mars?lang=en');
    const reader = 'https://automatia.test/newsletter/unsubscribe?token=abc.def&lang=en';
    const filled = fillCampaignMail(mail, { unsubscribeUrl: reader });
    expect(filled.text).toContain(`: ${reader}`);
    expect(filled.html).toContain(`href="${reader.replace('&', '&amp;')}"`);
    expect(filled.html + filled.text).not.toContain(unsubscribePlaceholder);
    expect(filled.html).toContain('What is new');
  });

  it('says in a test that its link to the web version works once the letter is sent', async () => {
    // The web version exists from the send on: a test's link to it is a 404 until then (issue 36).
    for (const locale of ['fr', 'en', 'ar', 'ar-ma'] as const) {
      const mail = await renderCampaignMail(
        database.db,
        { slug: 'lettre-de-mars', image: '' },
        { locale, subject: 'Mars', preheader: '', body: 'Bonjour' },
        site,
        { unsubscribeUrl: unsubscribePlaceholder, test: true },
      );
      const label = mailSectionSeeds[locale].campaign.viewOnline;
      // The notice names the link: once in the notice, once as the link itself.
      expect(mail.text.split(label).length - 1, locale).toBe(2);
    }
  });
});
