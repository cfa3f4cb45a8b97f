import { TZDate } from '@date-fns/tz';

/*
 * Publication times are typed in Swiss time (`<input type="datetime-local">` has no zone) and
 * stored as UTC ISO strings. The zone rules (summer time, its gaps and overlaps) are
 * @date-fns/tz's, read from the runtime's time-zone database.
 */

const zurich = 'Europe/Zurich';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An instant as a `datetime-local` value in Swiss time ('2026-06-01T14:30'; with seconds,
 * '2026-06-01T14:30:05').
 */
export function isoToZurichLocal(iso: string, withSeconds = false): string {
  const local = new TZDate(Date.parse(iso), zurich);
  const date = `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`;
  const minutes = `${date}T${twoDigits(local.getHours())}:${twoDigits(local.getMinutes())}`;
  return withSeconds ? `${minutes}:${twoDigits(local.getSeconds())}` : minutes;
}

/** A `datetime-local` value read as Swiss time, as an ISO instant; undefined when not a time. */
export function zurichLocalToIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  // A date that does not exist (31 February, 24:00) was never a valid input.
  if (month < 1 || month > 12 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    return undefined;
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return new Date(
    new TZDate(year, month - 1, day, hour, minute, second, zurich).getTime(),
  ).toISOString();
}

/** The calendar day an instant falls on in Switzerland ('2026-06-01'): the audience's day. */
export function zurichDate(instant: Date): string {
  const local = new TZDate(instant.getTime(), zurich);
  return `${local.getFullYear()}-${twoDigits(local.getMonth() + 1)}-${twoDigits(local.getDate())}`;
}
