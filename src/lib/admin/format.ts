import type { AdminLocale } from '@/i18n/admin-messages';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time as staff read them (Swiss time), from an ISO string or a Date (PostgreSQL
 * returns Dates for better-auth's timestamptz columns, SQLite ISO text).
 */
export function formatAdminDate(
  locale: AdminLocale,
  value: string | Date,
  withTime = true,
): string {
  const key = `${locale}:${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CH' : 'en-GB', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Europe/Zurich',
    });
    formatters.set(key, formatter);
  }
  return formatter.format(typeof value === 'string' ? new Date(value) : value);
}

/** A file's size as staff read it: `0,4 ko`, `840 ko`, `1,2 Mo` in French; `840 kB`, `1.2 MB` in English. */
export function formatAdminBytes(locale: AdminLocale, bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  const size = bytes / (megabytes ? 1024 * 1024 : 1024);
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CH' : 'en-GB', {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    // A tiny image still weighs something: tenths below 10 units.
    maximumFractionDigits: size < 10 ? 1 : 0,
  }).format(size);
}
