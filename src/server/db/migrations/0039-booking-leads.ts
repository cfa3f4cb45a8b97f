import { sql, type Kysely } from 'kysely';

/*
 * Bookings from Cal.com are leads of the contact inbox (issue 32, decision 079): a contact row of
 * kind 'booking' carries the booking as it stands now (its current Cal.com uid, start and end,
 * the attendee's time zone, its status, the answers to the booking questions as JSON); every
 * webhook applied is a `booking_event`, the lead's history. A booking uid and trigger are
 * accepted once: the unique index refuses a replay, even two copies arriving together.
 */
const bookingColumns = [
  'booking_uid',
  'booking_start',
  'booking_end',
  'booking_time_zone',
  'booking_status',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('contact'))
    .execute();
  for (const column of bookingColumns)
    await db.schema.alterTable('contact').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('contact')
    .addColumn('booking_answers', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .createIndex('contact_kind')
    .on('contact')
    .columns(['kind', 'received_at'])
    .execute();

  await db.schema
    .createTable('booking_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact_id', 'text', (c) =>
      c.notNull().references('contact.id').onDelete('cascade'),
    )
    .addColumn('booking_uid', 'text', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    // When Cal.com says it happened (the webhook's createdAt), and when it reached the site.
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_event_once')
    .on('booking_event')
    .columns(['booking_uid', 'trigger'])
    .unique()
    .execute();
  await db.schema
    .createIndex('booking_event_contact')
    .on('booking_event')
    .columns(['contact_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_event').execute();
  await sql`drop index contact_kind`.execute(db);
  for (const column of ['kind', ...bookingColumns, 'booking_answers'])
    await db.schema.alterTable('contact').dropColumn(column).execute();
}
