import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { AdminMessages } from '@/i18n/admin-messages';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import type { StoredText } from '@/lib/admin/translation-status';
import type { Database } from '@/server/db/schema';
import { pageSectionSource } from './page-section-source.server';

/*
 * Where each content kind keeps its texts, for the translation status screen. A kind that stores
 * one row per language in a table of its own is described by `tableSource`; a kind stored another
 * way (page sections, landing pages) gives its own `read`.
 */

export type TranslationKind =
  | 'settings'
  | 'faq'
  | 'services'
  | 'testimonials'
  | 'contact-services'
  | 'landing-pages'
  | 'pages'
  | 'posts';

/** A document and what each of its languages holds. */
export interface SourceDocument {
  id: string;
  /** Its name in the list: a title, a question, a person. */
  label: string;
  /** Where an editor changes it. */
  href: string;
  texts: Partial<Record<Locale, StoredText>>;
}

export interface TranslationSource {
  kind: TranslationKind;
  read(db: Kysely<Database>): Promise<SourceDocument[]>;
}

/** A field is plain text, or JSON (lines, cards: filled when it holds some text anywhere). */
type FieldShape = 'text' | 'json';

/** A text field the status screen can name. */
export type TextField = keyof AdminMessages['translations']['fields'];

type Row = Record<string, string | number | null>;
/** The text tables as rows of named values: each source's description gives them meaning. */
type TextTables = Record<string, Row>;

interface TextTable {
  kind: TranslationKind;
  table: string;
  /** The column naming the document; none when the kind is one document (the settings). */
  owner?: string;
  /** Named as the status screen names them (messages/admin `translations.fields`). */
  fields: Readonly<Partial<Record<TextField, FieldShape>>>;
  /** The documents in display order with their names (one query). */
  labels(db: Kysely<Database>): Promise<{ id: string; label: string }[]>;
  href(id: string): string;
}

/**
 * Only whether each field holds text is read, in the query itself: a post's body is not loaded to
 * learn that it is there (the blog holds thousands). Lists are short and read whole.
 */
function tableSource(description: TextTable): TranslationSource {
  const { table, owner, fields } = description;
  return {
    kind: description.kind,
    async read(db) {
      const columns = Object.entries(fields).map(([field, shape]) =>
        shape === 'json'
          ? sql<string>`${sql.ref(field)}`.as(field)
          : sql<number>`case when ${sql.ref(field)} = '' then 0 else 1 end`.as(field),
      );
      const [documents, rows] = await Promise.all([
        description.labels(db),
        (db as unknown as Kysely<TextTables>)
          .selectFrom(table)
          .select([
            sql<string>`${owner ? sql.ref(owner) : sql.lit('')}`.as('owner'),
            'locale',
            'updated_at',
            ...columns,
          ])
          .execute(),
      ]);
      const textsOf = new Map<string, Partial<Record<Locale, StoredText>>>();
      for (const row of rows) {
        const locale = String(row.locale);
        if (!isLocale(locale)) continue;
        const filled = Object.fromEntries(
          Object.entries(fields).map(([field, shape]) => [
            field,
            shape === 'json' ? holdsText(parseJson(row[field])) : Number(row[field]) === 1,
          ]),
        );
        const texts = textsOf.get(String(row.owner)) ?? {};
        texts[locale] = { filled, updatedAt: String(row.updated_at) };
        textsOf.set(String(row.owner), texts);
      }
      return documents.map(({ id, label }) => ({
        id,
        label,
        href: description.href(id),
        texts: textsOf.get(owner ? id : '') ?? {},
      }));
    },
  };
}

function parseJson(value: unknown): unknown {
  try {
    return typeof value === 'string' ? JSON.parse(value) : null;
  } catch {
    return null;
  }
}

/** Whether a JSON value holds a non-blank string anywhere (a list of lines, of cards). */
function holdsText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(holdsText);
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsText);
  return false;
}

/** The French value of one column of a text table, per document, in the order given. */
function frenchLabels(table: string, owner: string, column: string, order: string) {
  return async (db: Kysely<Database>) => {
    const rows = await (db as unknown as Kysely<TextTables>)
      .selectFrom(table)
      .select([
        sql<string>`${sql.ref(owner)}`.as('id'),
        sql<string>`${sql.ref(column)}`.as('label'),
      ])
      .where('locale', '=', defaultLocale)
      .orderBy(sql.ref(order))
      .execute();
    return rows.map((row) => ({ id: String(row.id), label: String(row.label) }));
  };
}

/** The French value of a text column per document, in the records' display order. */
function orderedLabels(
  record: string,
  table: string,
  owner: string,
  column: string,
  order = 'sort_order',
) {
  return async (db: Kysely<Database>) => {
    const rows = await (db as unknown as Kysely<TextTables>)
      .selectFrom(record)
      .innerJoin(table, (join) =>
        join.on(sql<boolean>`${sql.ref(`${table}.${owner}`)} = ${sql.ref(`${record}.id`)}`),
      )
      .select([
        sql<string>`${sql.ref(`${record}.id`)}`.as('id'),
        sql<string>`${sql.ref(`${table}.${column}`)}`.as('label'),
      ])
      .where(sql.ref(`${table}.locale`), '=', defaultLocale)
      .orderBy(sql.ref(`${record}.${order}`))
      .execute();
    return rows.map((row) => ({ id: String(row.id), label: String(row.label) }));
  };
}

export const translationSources: readonly TranslationSource[] = [
  tableSource({
    kind: 'settings',
    table: 'site_settings_translation',
    fields: { address: 'text', office_hours: 'text' },
    labels: async () => [{ id: 'settings', label: '' }],
    href: () => '/admin/settings',
  }),
  pageSectionSource,
  tableSource({
    kind: 'faq',
    table: 'faq_entry_translation',
    owner: 'faq_entry_id',
    fields: { question: 'text', answer: 'text', keywords: 'text' },
    labels: frenchLabels('faq_entry_translation', 'faq_entry_id', 'question', 'question'),
    href: (id) => `/admin/faq/${id}`,
  }),
  tableSource({
    kind: 'services',
    table: 'service_translation',
    owner: 'service_id',
    fields: { title: 'text', description: 'text', features: 'json', price: 'text', body: 'text' },
    labels: orderedLabels('service', 'service_translation', 'service_id', 'title'),
    href: (id) => `/admin/services/${id}`,
  }),
  tableSource({
    kind: 'testimonials',
    table: 'testimonial_translation',
    owner: 'testimonial_id',
    fields: { quote: 'text', position: 'text' },
    labels: async (db) =>
      (
        await db
          .selectFrom('testimonial')
          .select(['id', 'name', 'company'])
          .orderBy('sort_order')
          .execute()
      ).map(({ id, name, company }) => ({ id, label: company ? `${name}, ${company}` : name })),
    href: (id) => `/admin/testimonials/${id}`,
  }),
  tableSource({
    kind: 'contact-services',
    table: 'contact_service_translation',
    owner: 'contact_service_id',
    fields: { label: 'text' },
    labels: orderedLabels(
      'contact_service',
      'contact_service_translation',
      'contact_service_id',
      'label',
    ),
    href: (id) => `/admin/contact-services/${id}`,
  }),
  tableSource({
    kind: 'landing-pages',
    table: 'landing_page_translation',
    owner: 'landing_page_id',
    fields: {
      title: 'text',
      description: 'text',
      hero_title: 'text',
      hero_description: 'text',
      section_title: 'text',
      place: 'text',
      features: 'json',
      intro: 'json',
    },
    labels: orderedLabels(
      'landing_page',
      'landing_page_translation',
      'landing_page_id',
      'title',
      'position',
    ),
    href: (id) => `/admin/landing-pages/${id}`,
  }),
  tableSource({
    kind: 'posts',
    table: 'post_translation',
    owner: 'post_id',
    fields: {
      title: 'text',
      excerpt: 'text',
      content: 'text',
      meta_title: 'text',
      meta_description: 'text',
      alt_text: 'text',
    },
    labels: frenchLabels('post_translation', 'post_id', 'title', 'title'),
    href: (id) => `/admin/posts/${id}`,
  }),
];
