import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { testimonialSchema, type TestimonialInput } from '@/lib/admin/testimonial-schema';
import type { Staff } from '@/server/auth/guards.server';
import type { Database } from '@/server/db/schema';
import {
  translatedContentAdmin,
  type TranslatedRecord,
} from '@/server/translated-content/translated-content.server';
import { replacedTestimonialSeeds, testimonialSeeds } from './testimonial-seeds';

/* The admin's reads and writes of testimonials (the home page reads them in testimonial-pages.server.ts). */

type Actor = Pick<Staff, 'id' | 'email'>;

interface TestimonialText {
  quote: string;
  position: string;
}

function ownFields(row: Record<string, unknown>) {
  return {
    name: String(row.name),
    company: String(row.company),
    photo: String(row.photo ?? ''),
    rating: Number(row.rating),
  };
}

const testimonials = translatedContentAdmin<TestimonialInput, TestimonialText>({
  name: 'testimonial',
  // A replaced seed an editor kept is still the seed's: deleting it must be remembered too, or
  // its replacement would come in its place.
  seededIds: new Set([...testimonialSeeds, ...replacedTestimonialSeeds].map((seed) => seed.id)),
  textTable: 'testimonial_translation',
  ownerColumn: 'testimonial_id',
  ownColumns: ({ name, company, photo, rating }) => ({ name, company, photo, rating }),
  ownFields,
  schema: testimonialSchema,
  textColumns: ({ quote, position }) => ({ quote, position }),
  textFromRow: (row) => ({
    quote: String(row?.quote ?? ''),
    position: String(row?.position ?? ''),
  }),
  label: (record) => String(record.name),
});

/** A row of the admin's list: who, in which position, shown or hidden, the French quote. */
export interface TestimonialSummary {
  id: string;
  name: string;
  company: string;
  /** The person's photo (an upload's public path), '' for none. */
  photo: string;
  rating: number;
  sortOrder: number;
  visible: boolean;
  quote: string;
  updatedAt: string;
}

/** A testimonial with its text in every language, as the edit form shows it. */
export interface AdminTestimonial extends Omit<TestimonialSummary, 'quote'> {
  text: Record<Locale, TestimonialText>;
}

/** Every testimonial, hidden ones included, in display order. */
export async function listAdminTestimonials(db: Kysely<Database>): Promise<TestimonialSummary[]> {
  const records = await testimonials.list(db);
  return records.map(({ id, row, text, sortOrder, visible, updatedAt }) => ({
    id,
    ...ownFields(row),
    sortOrder,
    visible,
    quote: text.quote,
    updatedAt,
  }));
}

function adminTestimonialOf(
  record: TranslatedRecord<Record<Locale, TestimonialText>>,
): AdminTestimonial {
  const { id, row, text, sortOrder, visible, updatedAt } = record;
  return { id, ...ownFields(row), sortOrder, visible, text, updatedAt };
}

export async function getAdminTestimonial(
  db: Kysely<Database>,
  id: string,
): Promise<AdminTestimonial | undefined> {
  const record = await testimonials.get(db, id);
  return record && adminTestimonialOf(record);
}

/** Every testimonial with its text in every language, in display order (what an export writes). */
export async function listTestimonialsWithTexts(
  db: Kysely<Database> | Transaction<Database>,
): Promise<AdminTestimonial[]> {
  return (await testimonials.listWithTexts(db)).map(adminTestimonialOf);
}

/** Makes the testimonials exactly these, in the caller's transaction (an import, decision 049). */
export const replaceTestimonials = testimonials.replaceAll;
export const nextTestimonialOrder = testimonials.nextOrder;
export const updateTestimonial = testimonials.update;
export const deleteTestimonial = testimonials.remove;
export const listTestimonialVersions = testimonials.versions;
export const restoreTestimonialVersion = testimonials.restore;

/** Creates a testimonial under a new random id and returns it. */
export async function createTestimonial(
  db: Kysely<Database>,
  actor: Actor,
  input: TestimonialInput,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  await testimonials.create(db, actor, id, input, now);
  return id;
}
