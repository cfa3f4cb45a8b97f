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
  readArticleLabel,
  type ContactForMail,
} from '@/server/mail/templates.server';
import {
  renderCampaignMail,
  unsubscribePlaceholder,
} from '@/server/newsletter/campaign-mail.server';
import { seed } from '@/server/seed/seed.server';
import { testMail } from '../support/form-fixtures';
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
  return {
    acknowledgementNamed: await contactAcknowledgementMail(contact(locale, 'Nadia Benali'), site),
    // Nothing typed but a checked first name is echoed: a link as a name gives the plain greeting.
    acknowledgementAnonymous: await contactAcknowledgementMail(
      contact(locale, 'https://spam.example'),
      { ...site, phone: '+212 5 22 00 11 22' },
    ),
    newsletterConfirmation: await newsletterConfirmationMail(locale, confirmUrl, site),
    newsletterWelcome: await newsletterWelcomeMail(locale, unsubscribeUrl, site),
    campaign: await renderCampaignMail(
      { slug: 'mars', image: '/uploads/mars.webp' },
      letter,
      site,
      {
        unsubscribeUrl: unsubscribePlaceholder,
      },
    ),
    campaignTest: await renderCampaignMail({ slug: 'mars', image: '' }, letter, site, {
      unsubscribeUrl,
      test: true,
    }),
    readArticle: await readArticleLabel(locale),
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
});
