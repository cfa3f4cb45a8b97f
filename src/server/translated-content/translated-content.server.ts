import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type * as z from 'zod/mini';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { contentLocales } from '@/lib/admin/translated-content';
import { recordAudit } from '@/server/audit/audit-log.server';
import type { Staff } from '@/server/auth/guards.server';
import type { Database, SeedKind } from '@/server/db/schema';
import { rememberRemovedSeed } from '@/server/db/seed-ledger.server';
import { dropDocumentDraft } from '@/server/drafts/document-drafts.server';
import {
  checkedVersion,
  keepChange as keepChangedVersion,
  listInputVersions,
  type InputVersion,
} from '@/server/versions/content-versions.server';
import type { RestoreOutcome } from '@/server/admin/restore-answer.server';
import { textChangedAt } from './text-times.server';

/*
 * The admin's reads and writes of a translated content kind (services, testimonials, contact
 * services): a record table with its own columns, `sort_order`, `visible` and dates, and a text
 * table with one row per language. Each kind describes its columns once (a `TranslatedKindStore`); every write
 * happens with its audit line in one transaction. Cache refreshes are the caller's (the action's).
 */

type Actor = Pick<Staff, 'id' | 'email'>;
type Row = Record<string, string | number | null>;

/** Both tables of any kind, as rows of named values: the kind's description gives them meaning. */
type KindTables = Record<string, Row>;

function tablesOf(db: Kysely<Database> | Transaction<Database>): Kysely<KindTables> {
  return db as unknown as Kysely<KindTables>;
}

/** What a saved form holds for every kind, beside its own fields. */
export interface TranslatedInput<Text> {
  sortOrder: number;
  visible: boolean;
  text: Record<Locale, Text>;
}

export interface TranslatedKindStore<Input extends TranslatedInput<Text>, Text> {
  /** The record table, the audit log's target type and the seed's kind ('service'). */
  name: SeedKind & ('service' | 'testimonial' | 'contact_service');
  /** The ids its seed writes: deleting one of them is remembered, so the seed leaves it deleted. */
  seededIds: ReadonlySet<string>;
  /** The text table and its column naming the record. */
  textTable: 'service_translation' | 'testimonial_translation' | 'contact_service_translation';
  ownerColumn: 'service_id' | 'testimonial_id' | 'contact_service_id';
  /** The record's own columns, from a saved form (not id, order, visibility or dates). */
  ownColumns(input: Input): Row;
  /** The form's own fields back from the record's row (what `ownColumns` wrote). */
  ownFields(row: Row): Omit<Input, keyof TranslatedInput<Text>>;
  /** The kind's form schema (an edit's): a kept version is checked by it before it is restored. */
  schema: z.ZodMiniType;
  textColumns(text: Text): Row;
  /** A language's text from its row; empty fields when the row is missing. */
  textFromRow(row: Row | undefined): Text;
  /** The name the audit log gives the record: a title, a person. */
  label(record: Row, frenchText: Text | undefined): string;
  /**
   * What else a deletion does, in its transaction, before the record and its texts go (a
   * service's page keeps its address alive, a contact service's labels are kept).
   */
  onRemove?(trx: Transaction<Database>, actor: Actor, record: Row, now: Date): Promise<void>;
}

/** A record as the admin reads it: its own columns as stored, and its text. */
export interface TranslatedRecord<TextValue> {
  id: string;
  sortOrder: number;
  visible: boolean;
  updatedAt: string;
  row: Row;
  text: TextValue;
}

function recordOf<TextValue>(row: Row, text: TextValue): TranslatedRecord<TextValue> {
  return {
    id: String(row.id),
    sortOrder: Number(row.sort_order),
    visible: Boolean(row.visible),
    updatedAt: String(row.updated_at),
    row,
    text,
  };
}

/** A write over a record: written, the record gone, or saved by someone else since the screen showed it. */
export type WriteOutcome = 'saved' | 'missing' | 'conflict';

/** A restore's outcome, the same for every kind (the FAQ's and landing pages' take it from here). */
export type { RestoreOutcome };

/** A kept input as its form posts it: the form sends numbers (the order, a rating) as text. */
function postedValues(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [
      name,
      typeof value === 'number' ? String(value) : value,
    ]),
  );
}

function auditedAs(trx: Transaction<KindTables>): Transaction<Database> {
  return trx as unknown as Transaction<Database>;
}

/**
 * A kind's reads and writes with its description bound, for its own module to export. Every
 * write happens with its audit line in one transaction.
 */
export function translatedContentAdmin<Input extends TranslatedInput<Text>, Text>(
  kind: TranslatedKindStore<Input, Text>,
) {
  async function writeTexts(trx: Transaction<KindTables>, id: string, input: Input, now: Date) {
    const stored = await trx
      .selectFrom(kind.textTable)
      .selectAll()
      .where(kind.ownerColumn, '=', id)
      .execute();
    for (const locale of contentLocales) {
      const text = kind.textColumns(input.text[locale]);
      const before = stored.find((row) => row.locale === locale);
      const values = { ...text, updated_at: textChangedAt(before, text, now.toISOString()) };
      await trx
        .insertInto(kind.textTable)
        .values({ [kind.ownerColumn]: id, locale, ...values })
        .onConflict((oc) => oc.columns([kind.ownerColumn, 'locale']).doUpdateSet(values))
        .execute();
    }
  }

  /** Every language's text from a record's text rows (empty fields for a missing language). */
  function textsOf(rows: Row[]): Record<Locale, Text> {
    return Object.fromEntries(
      contentLocales.map((locale) => [
        locale,
        kind.textFromRow(rows.find((candidate) => candidate.locale === locale)),
      ]),
    ) as Record<Locale, Text>;
  }

  /**
   * What a version keeps: the form's input as the tables hold it (own fields, order, visibility,
   * every language's text), so restoring it is a save of that input.
   */
  function snapshotOf(row: Row, text: Record<Locale, Text>): Input {
    return {
      ...kind.ownFields(row),
      sortOrder: Number(row.sort_order),
      visible: Boolean(row.visible),
      text,
    } as Input;
  }

  /** The snapshot a save of `input` leaves, its texts read back as the tables give them. */
  function savedSnapshot(columns: Row, input: Input): Input {
    const text = Object.fromEntries(
      contentLocales.map((locale) => [
        locale,
        kind.textFromRow(kind.textColumns(input.text[locale])),
      ]),
    ) as Record<Locale, Text>;
    return snapshotOf(columns, text);
  }

  /** A record's snapshot as stored and the time of its last save; undefined when it does not exist. */
  async function storedState(
    trx: Transaction<KindTables>,
    id: string,
  ): Promise<{ input: Input; at: string } | undefined> {
    const row = await recordRow(trx, id);
    if (!row) return undefined;
    const texts = await trx
      .selectFrom(kind.textTable)
      .selectAll()
      .where(kind.ownerColumn, '=', id)
      .execute();
    return { input: snapshotOf(row, textsOf(texts)), at: String(row.updated_at) };
  }

  const documentOf = (id: string) => ({ kind: kind.name, document: id });

  /**
   * Keeps a version of a write that changed the record (decision 064), in its transaction; the
   * first change of a record that existed before also keeps the state it replaced, as `before`.
   */
  async function keepChange(
    trx: Transaction<KindTables>,
    writer: { actor: Actor; action: 'save' | 'restore' | 'import'; at: string },
    id: string,
    before: { input: Input; at: string } | undefined,
    after: Input,
  ): Promise<void> {
    await keepChangedVersion(auditedAs(trx), documentOf(id), {
      before: before && { snapshot: JSON.stringify(before.input), at: before.at },
      after: {
        action: writer.action,
        snapshot: JSON.stringify(after),
        actor: writer.actor,
        at: writer.at,
      },
    });
  }

  /** The change's audit line, in the change's own transaction. */
  function audit(
    trx: Transaction<KindTables>,
    actor: Actor,
    change: {
      verb: 'create' | 'update' | 'delete' | 'restore';
      id: string;
      summary: string;
      now: Date;
    },
  ): Promise<void> {
    const { verb, id, summary, now } = change;
    return recordAudit(
      auditedAs(trx),
      actor,
      { action: `${kind.name}.${verb}`, targetType: kind.name, targetId: id, summary },
      now,
    );
  }

  /** The record's columns as a save writes them (order, visibility, last change). */
  function savedColumns(input: Input, now: Date): Row {
    return {
      ...kind.ownColumns(input),
      sort_order: input.sortOrder,
      visible: input.visible ? 1 : 0,
      updated_at: now.toISOString(),
    };
  }

  function recordRow(
    db: Kysely<KindTables> | Transaction<KindTables>,
    id: string,
  ): Promise<Row | undefined> {
    return db.selectFrom(kind.name).selectAll().where('id', '=', id).executeTakeFirst();
  }

  function inTransaction<Result>(
    db: Kysely<Database>,
    work: (trx: Transaction<KindTables>) => Promise<Result>,
  ): Promise<Result> {
    return tablesOf(db).transaction().execute(work);
  }

  /**
   * Writes `input` over a record the editor's screen showed as saved at `target.updatedAt`, with
   * its texts, its version and its audit line, inside `trx`: a save since is a 'conflict', a
   * deletion 'missing', and nothing is written then.
   */
  async function writeOver(
    trx: Transaction<KindTables>,
    actor: Actor,
    target: { id: string; updatedAt: string },
    input: Input,
    change: { verb: 'update' | 'restore'; now: Date; summary?: (label: string) => string },
  ): Promise<WriteOutcome> {
    const { now } = change;
    const before = await storedState(trx, target.id);
    if (!before) return 'missing';
    const columns = savedColumns(input, now);
    const result = await trx
      .updateTable(kind.name)
      .set(columns)
      .where('id', '=', target.id)
      .where('updated_at', '=', target.updatedAt)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return 'conflict';
    await writeTexts(trx, target.id, input, now);
    const action = change.verb === 'update' ? ('save' as const) : ('restore' as const);
    await keepChange(
      trx,
      { actor, action, at: now.toISOString() },
      target.id,
      before,
      savedSnapshot(columns, input),
    );
    const label = kind.label({ id: target.id, ...columns }, input.text[defaultLocale]);
    const summary = change.summary ? change.summary(label) : label;
    await audit(trx, actor, { verb: change.verb, id: target.id, summary, now });
    return 'saved';
  }

  /** Deletes a record and its texts in `trx`, with what else its kind's deletion does. */
  async function removeRecord(
    trx: Transaction<KindTables>,
    actor: Actor,
    row: Row,
    now: Date,
  ): Promise<void> {
    const id = String(row.id);
    await kind.onRemove?.(auditedAs(trx), actor, row, now);
    // Explicit rather than relying on the cascade, which SQLite applies only with foreign_keys on.
    await trx.deleteFrom(kind.textTable).where(kind.ownerColumn, '=', id).execute();
    await trx.deleteFrom(kind.name).where('id', '=', id).execute();
    await dropDocumentDraft(auditedAs(trx), documentOf(id));
    await rememberRemovedSeed(
      auditedAs(trx),
      { kind: kind.name, id, seededIds: kind.seededIds },
      now,
    );
  }

  return {
    /** Every record, hidden ones included, in display order, each with its text in every language. */
    async listWithTexts(
      db: Kysely<Database> | Transaction<Database>,
    ): Promise<TranslatedRecord<Record<Locale, Text>>[]> {
      const tables = tablesOf(db);
      const [records, texts] = await Promise.all([
        tables.selectFrom(kind.name).selectAll().orderBy('sort_order').orderBy('id').execute(),
        tables.selectFrom(kind.textTable).selectAll().execute(),
      ]);
      return records.map((row) =>
        recordOf(
          row,
          textsOf(texts.filter((text) => String(text[kind.ownerColumn]) === String(row.id))),
        ),
      );
    },

    /**
     * Makes the kind's records exactly `records` (an import, decision 049), inside the caller's
     * transaction and without audit lines of its own (the import writes one): a record kept keeps
     * its id and creation date, a new one is created, one absent is deleted as the admin deletes it.
     */
    async replaceAll(
      db: Transaction<Database>,
      actor: Actor,
      records: readonly (Input & { id: string })[],
      now: Date,
    ): Promise<void> {
      const trx = db as unknown as Transaction<KindTables>;
      const wanted = new Set(records.map((record) => record.id));
      for (const row of await trx.selectFrom(kind.name).selectAll().execute())
        if (!wanted.has(String(row.id))) await removeRecord(trx, actor, row, now);
      for (const record of records) {
        const before = await storedState(trx, record.id);
        const columns = savedColumns(record, now);
        const result = await trx
          .updateTable(kind.name)
          .set(columns)
          .where('id', '=', record.id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0)
          await trx
            .insertInto(kind.name)
            .values({ id: record.id, ...columns, created_at: now.toISOString() })
            .execute();
        await writeTexts(trx, record.id, record, now);
        const writer = { actor, action: 'import' as const, at: now.toISOString() };
        await keepChange(trx, writer, record.id, before, savedSnapshot(columns, record));
      }
    },

    /** Every record, hidden ones included, in display order, each with its French text. */
    async list(db: Kysely<Database>): Promise<TranslatedRecord<Text>[]> {
      const tables = tablesOf(db);
      const [records, texts] = await Promise.all([
        tables.selectFrom(kind.name).selectAll().orderBy('sort_order').orderBy('id').execute(),
        tables.selectFrom(kind.textTable).selectAll().where('locale', '=', defaultLocale).execute(),
      ]);
      const textOf = new Map(texts.map((text) => [String(text[kind.ownerColumn]), text]));
      return records.map((row) => recordOf(row, kind.textFromRow(textOf.get(String(row.id)))));
    },

    /** One record with its text in every language, as the edit form shows it. */
    async get(
      db: Kysely<Database>,
      id: string,
    ): Promise<TranslatedRecord<Record<Locale, Text>> | undefined> {
      const tables = tablesOf(db);
      const row = await recordRow(tables, id);
      if (!row) return undefined;
      const texts = await tables
        .selectFrom(kind.textTable)
        .selectAll()
        .where(kind.ownerColumn, '=', id)
        .execute();
      return recordOf(row, textsOf(texts));
    },

    /** The position a new record takes by default: after the last one. */
    async nextOrder(db: Kysely<Database>): Promise<number> {
      const row = await tablesOf(db)
        .selectFrom(kind.name)
        .select((eb) => eb.fn.max('sort_order').as('last'))
        .executeTakeFirst();
      return row?.last == null ? 0 : Number(row.last) + 1;
    },

    /** Creates a record under `id`, with its audit line; false, with nothing written, when the id is taken. */
    create(
      db: Kysely<Database>,
      actor: Actor,
      id: string,
      input: Input,
      now: Date = new Date(),
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        if (await recordRow(trx, id)) return false;
        const columns = savedColumns(input, now);
        await trx
          .insertInto(kind.name)
          .values({ id, ...columns, created_at: now.toISOString() })
          .execute();
        await writeTexts(trx, id, input, now);
        const writer = { actor, action: 'save' as const, at: now.toISOString() };
        await keepChange(trx, writer, id, undefined, savedSnapshot(columns, input));
        const summary = kind.label({ id, ...columns }, input.text[defaultLocale]);
        await audit(trx, actor, { verb: 'create', id, summary, now });
        return true;
      });
    },

    /**
     * Saves every field and language over the record the form was drawn from (`updatedAt`): a
     * save by someone else since is a 'conflict' and is never written over; a deletion 'missing'.
     */
    update(
      db: Kysely<Database>,
      actor: Actor,
      target: { id: string; updatedAt: string },
      input: Input,
      now: Date = new Date(),
    ): Promise<WriteOutcome> {
      return inTransaction(db, async (trx) => {
        const outcome = await writeOver(trx, actor, target, input, { verb: 'update', now });
        // The form published is the draft's, when there was one (decision 071).
        if (outcome === 'saved') await dropDocumentDraft(auditedAs(trx), documentOf(target.id));
        return outcome;
      });
    },

    /** A record's kept versions, newest first, each as its form's input. */
    versions(db: Kysely<Database>, id: string): Promise<InputVersion<Input>[]> {
      return listInputVersions<Input>(db, documentOf(id));
    },

    /**
     * Brings a kept version back as the record (decision 064), from the state the editor's screen
     * showed (`updatedAt`; a save since is a 'conflict', a deletion 'missing'). The version is
     * checked by the kind's form first: one the rules no longer allow is 'invalid', nothing
     * written. The restore is audited (`{kind}.restore`, with the version's number) and is
     * itself a version.
     */
    async restore(
      db: Kysely<Database>,
      actor: Actor,
      target: { id: string; updatedAt: string },
      number: number,
      now: Date = new Date(),
    ): Promise<RestoreOutcome> {
      const kept = await checkedVersion(
        db,
        documentOf(target.id),
        number,
        kind.schema as z.ZodMiniType<Input>,
        postedValues,
      );
      if (typeof kept === 'string') return kept;
      return inTransaction(db, (trx) =>
        writeOver(trx, actor, target, kept.input, {
          verb: 'restore',
          now,
          summary: (label) => `${label} · version ${number}`,
        }),
      );
    },

    /**
     * Deletes a record and its texts; a seeded one is remembered in `seed_removed` so the seed,
     * which runs on every start, does not bring it back. False when it no longer exists.
     */
    async remove(
      db: Kysely<Database>,
      actor: Actor,
      id: string,
      now: Date = new Date(),
    ): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const row = await recordRow(trx, id);
        if (!row) return false;
        const french = await trx
          .selectFrom(kind.textTable)
          .selectAll()
          .where(kind.ownerColumn, '=', id)
          .where('locale', '=', defaultLocale)
          .executeTakeFirst();
        await removeRecord(trx, actor, row, now);
        const summary = kind.label(row, french ? kind.textFromRow(french) : undefined);
        await audit(trx, actor, { verb: 'delete', id, summary, now });
        return true;
      });
    },
  };
}
