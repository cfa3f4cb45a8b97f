/**
 * CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark so Excel reads accents right,
 * CRLF line ends, fields quoted when they must be, quotes doubled. Text that a spreadsheet would
 * run as a formula (a visitor's message starting with `=HYPERLINK(…)`, a phone `+41 …`) is
 * neutralised with a leading apostrophe, as OWASP recommends against CSV injection.
 */

export type CsvCell = string | number | null | undefined;

export const csvContentType = 'text/csv; charset=utf-8';

const byteOrderMark = '\uFEFF';

/** First characters that make Excel, LibreOffice or Sheets read a cell as a formula. */
const formulaStart = /^[=+\-@\t\r]/;

const needsQuotes = /[",\r\n]/;

/** One field as written in the file. Numbers are our own values, never neutralised. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then one line per record, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n');
  return byteOrderMark + lines.join('');
}

/**
 * A CSV file as rows of fields (RFC 4180 quoting), separated by commas or, as spreadsheets in
 * French-speaking countries write them, semicolons (whichever the first line has more of). A
 * byte-order mark and blank lines are ignored; fields are trimmed.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      row.push(field.trim());
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field.trim());
      if (row.some((cell) => cell !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  row.push(field.trim());
  if (row.some((cell) => cell !== '')) rows.push(row);
  return rows;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

const zurichParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function inZurich(value: string | Date) {
  const parts = zurichParts.formatToParts(typeof value === 'string' ? new Date(value) : value);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * A time as `2026-03-02 10:00`, Swiss local time: spreadsheets in every language read it as a
 * date, and staff read it as the time they know.
 */
export function csvDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined) return '';
  const { date, time } = inZurich(value);
  return `${date} ${time}`;
}

/** The (Swiss) date as `YYYY-MM-DD`, for file names such as `contacts-2026-03-02.csv`. */
export function csvFileDate(now: Date): string {
  return inZurich(now).date;
}

/** `Content-Disposition` for a download named `name` (plain ASCII names only). */
export function csvDownloadHeaders(fileName: string): HeadersInit {
  return {
    'Content-Type': csvContentType,
    'Content-Disposition': `attachment; filename=${fileName}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}
