/*
 * What the site holds about one person, as the "Personal data" screen, the export and the
 * erasure see it (issue 34, decision 039). Each kind of data is one source module on the server
 * (src/server/privacy/sources/); this file names the kinds and the fields they show, so the
 * screen, the export and their texts in every language agree on them.
 */
import type { Locale } from '@/i18n/locales';

/** The kinds of data, in the order they are shown and exported. */
export const personalDataKinds = [
  'contactRequests',
  'subscriptions',
  'campaignDeliveries',
  'outboxMails',
  'webhookDeliveries',
  'auditLines',
] as const;
export type PersonalDataKind = (typeof personalDataKinds)[number];

/** What a contact request shows after the time it was received, in order. */
export const contactRequestDetails = [
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'language',
  'status',
] as const;

/** Every field a kind may show; each has a label in every language (`…fields.{name}`). */
export const personalDataFields = [
  'receivedAt',
  'createdAt',
  ...contactRequestDetails,
  'consent',
  'confirmedAt',
  'unsubscribedAt',
  'bouncedAt',
  'campaign',
  'kind',
  'booking',
  'recipient',
  'subject',
  'sentAt',
  'action',
  'summary',
  'source',
] as const;
export type PersonalDataField = (typeof personalDataFields)[number];

/** Fields holding an ISO time, shown as a date in the reader's language. */
export const personalDataDateFields: ReadonlySet<PersonalDataField> = new Set([
  'receivedAt',
  'createdAt',
  'confirmedAt',
  'unsubscribedAt',
  'bouncedAt',
  'sentAt',
]);

export type PersonalDataValues = Partial<Record<PersonalDataField, string | null>>;

/** One row held about the person, as its kind shows it. */
export interface PersonalDataRecord {
  id: string;
  values: PersonalDataValues;
}

/** Everything of one kind held about the person, newest first. */
export interface PersonalDataSection {
  kind: PersonalDataKind;
  fields: readonly PersonalDataField[];
  records: PersonalDataRecord[];
}

/** What the site holds about one address. */
export interface PersonalDataReport {
  address: string;
  /** The language the person last wrote or signed up in ('fr' when nothing says). */
  language: Locale;
  sections: PersonalDataSection[];
}

/** How many rows of each kind (the erasure's answer and its audit line). */
export type PersonalDataCounts = Record<PersonalDataKind, number>;

export function recordCount(report: PersonalDataReport): number {
  return report.sections.reduce((sum, section) => sum + section.records.length, 0);
}

/** An export, made on the server and saved by the admin's browser. */
export interface PersonalDataFile {
  filename: string;
  contentType: string;
  content: string;
}
