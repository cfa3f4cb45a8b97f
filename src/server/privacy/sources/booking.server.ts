import 'server-only';
import type { ContactRow } from '@/server/db/schema';

/**
 * A Cal.com booking (decision 079) as the person's data shows it: its appointment, state, time
 * zone and the answers to the booking questions, in one line named as the contacts CSV names
 * them; null on a contact request.
 */
export function bookingSummary(
  row: Pick<
    ContactRow,
    | 'kind'
    | 'booking_start'
    | 'booking_end'
    | 'booking_status'
    | 'booking_time_zone'
    | 'booking_answers'
  >,
): string | null {
  if (row.kind !== 'booking') return null;
  const answers = JSON.parse(row.booking_answers) as { label: string; value: string }[];
  const parts: [string, string | null][] = [
    ['booking_start', row.booking_start],
    ['booking_end', row.booking_end],
    ['booking_status', row.booking_status],
    ['time_zone', row.booking_time_zone],
    ...answers.map(({ label, value }): [string, string] => [label, value]),
  ];
  return parts
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
}
