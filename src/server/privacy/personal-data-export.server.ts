import 'server-only';
import { createTranslator } from 'next-intl';
import { isLocale, localeInfo, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { perLocale } from '@/i18n/per-locale';
import type { AgencySettings } from '@/lib/site-settings';
import {
  personalDataDateFields,
  personalDataFields,
  recordCount,
  type PersonalDataField,
  type PersonalDataFile,
  type PersonalDataReport,
} from '@/lib/privacy/personal-data';
import { composeMail, type MailBlock } from '@/server/mail/compose';

/**
 * What a person is given when they ask what the site holds about them (issue 34): one JSON
 * document (every value as stored, with the labels of their language) and a readable HTML
 * summary, both in the language they choose or last used with the site, naming the controller and
 * its contact as the site settings say (the caller reads them).
 */

/** Who holds the data, as the export names them: the agency and its contact address. */
export type DataController = Pick<AgencySettings, 'siteName' | 'contactEmail'>;

const textsOf = perLocale(async (locale: Locale) => {
  const messages = await loadMessages(locale);
  return {
    t: createTranslator({ locale, messages, namespace: 'personalDataExport' }),
    dates: new Intl.DateTimeFormat(localeInfo[locale].tag, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Zurich',
    }),
    languages: new Intl.DisplayNames([localeInfo[locale].tag], { type: 'language' }),
  };
});

type Texts = Awaited<ReturnType<typeof textsOf>>;

const statusValues = new Set([
  'new',
  'handled',
  'spam',
  'pending',
  'confirmed',
  'unsubscribed',
  'bounced',
  'sending',
  'sent',
  'delivered',
  'failed',
]);
const consentValues = new Set(['sign-up', 'import', 'import-attested']);

/** A stored value as the person reads it: dates, languages, states and services in words. */
function readable(
  texts: Texts,
  serviceNames: Readonly<Record<string, string>>,
  field: PersonalDataField,
  value: string,
): string {
  if (personalDataDateFields.has(field)) return texts.dates.format(new Date(value));
  if (field === 'language' && isLocale(value))
    return texts.languages.of(localeInfo[value].tag) ?? value;
  if (field === 'status' && statusValues.has(value))
    return texts.t(`values.status.${value as 'new'}`);
  if (field === 'consent' && consentValues.has(value))
    return texts.t(`values.consent.${value as 'import'}`);
  if (field === 'service') return serviceNames[value] ?? value;
  return value;
}

function fileDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The JSON document: the values as stored, each section and field labelled in `language`. */
export async function personalDataJson(
  report: PersonalDataReport,
  language: Locale,
  now: Date,
  controller: DataController,
): Promise<PersonalDataFile> {
  const { t } = await textsOf(language);
  const document = {
    title: t('title'),
    controller: controller.siteName,
    contact: controller.contactEmail,
    address: report.address,
    language,
    generatedAt: now.toISOString(),
    fieldLabels: Object.fromEntries(
      personalDataFields.map((field) => [field, t(`fields.${field}`)]),
    ),
    sections: report.sections.map((section) => ({
      kind: section.kind,
      title: t(`kinds.${section.kind}`),
      records: section.records.map((record) =>
        Object.fromEntries(section.fields.map((field) => [field, record.values[field] ?? null])),
      ),
    })),
  };
  return {
    filename: `personal-data-${fileDate(now)}.json`,
    contentType: 'application/json; charset=utf-8',
    content: `${JSON.stringify(document, null, 2)}\n`,
  };
}

/**
 * The readable summary: one page in `language`, a section per kind, a table per row; a request's
 * service named by `serviceNames` (the contact form's labels in that language).
 */
export async function personalDataHtml(
  report: PersonalDataReport,
  language: Locale,
  now: Date,
  serviceNames: Readonly<Record<string, string>>,
  controller: DataController,
): Promise<PersonalDataFile> {
  const texts = await textsOf(language);
  const { t } = texts;
  const { siteName, contactEmail } = controller;
  const blocks: MailBlock[] = [
    { kind: 'heading', text: t('title') },
    {
      kind: 'paragraph',
      text: t('intro', { name: siteName, address: report.address, date: texts.dates.format(now) }),
    },
  ];
  if (recordCount(report) === 0) blocks.push({ kind: 'paragraph', text: t('nothing') });
  for (const section of report.sections) {
    if (section.records.length === 0) continue;
    blocks.push({
      kind: 'subheading',
      text: `${t(`kinds.${section.kind}`)} (${section.records.length})`,
    });
    for (const record of section.records)
      blocks.push({
        kind: 'fields',
        rows: section.fields.flatMap((field) => {
          const value = record.values[field];
          return value
            ? [
                [t(`fields.${field}`), readable(texts, serviceNames, field, value)] as [
                  string,
                  string,
                ],
              ]
            : [];
        }),
      });
  }
  blocks.push({ kind: 'footer', text: t('footer', { email: contactEmail }) });
  const { dir, tag } = localeInfo[language];
  const { html } = composeMail({
    lang: tag,
    dir,
    siteName,
    subject: t('title'),
    blocks,
  });
  return {
    filename: `personal-data-${fileDate(now)}.html`,
    contentType: 'text/html; charset=utf-8',
    content: html,
  };
}
