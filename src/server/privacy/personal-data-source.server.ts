import 'server-only';
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import type {
  PersonalDataField,
  PersonalDataKind,
  PersonalDataRecord,
} from '@/lib/privacy/personal-data';
import type { Database } from '@/server/db/schema';

/** What an erasure needs besides the address: the key of the suppression hash, and the time. */
export interface ErasureContext {
  secret: string;
  now: Date;
}

/**
 * One kind of data held about a person (decision 039): how to find it by address and how to
 * erase it as the retention rules say. The screen, the export and the erasure only iterate the
 * list in personal-data.server.ts, so a new kind of data is one more module of this shape.
 */
export interface PersonalDataSource {
  kind: PersonalDataKind;
  /** The fields the screen and the export show, in order. */
  fields: readonly PersonalDataField[];
  /** Every row of this kind naming the address (already lower case), newest first. */
  find(db: Kysely<Database>, address: string): Promise<PersonalDataRecord[]>;
  /** Deletes or anonymises those rows inside the erasure's transaction; how many it touched. */
  erase(trx: Transaction<Database>, address: string, context: ErasureContext): Promise<number>;
}

/** The column holds exactly the address, whatever its case (addresses are stored as typed). */
export function isAddress(column: string, address: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) = ${address}`;
}

/**
 * The column's text contains the address somewhere, whatever its case: the database's cheap first
 * pass over a mail body or a summary. It also finds addresses that merely contain this one
 * ("tami@…" for "ami@…"), so a source keeps only the rows whose text names the address as a
 * whole (`mentionsAddress` of lib/privacy/address-mention.ts) before it shows or erases them.
 */
export function mayMentionAddress(column: string, address: string): RawBuilder<SqlBool> {
  const literal = address.replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${literal}%`} escape ${sql.lit('\\')}`;
}
