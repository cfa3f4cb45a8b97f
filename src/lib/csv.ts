/**
 * CSV for spreadsheets (RFC 4180): UTF-8 with a byte-order mark so Excel reads accents right,
 * CRLF line ends, quotes doubled. Two separators: the comma, and the semicolon that Excel set to
 * Swiss or French regional settings expects to open a file directly (decision 036).
 * Against CSV injection (OWASP), whatever separator the file is opened with (Excel splits a
 * double-clicked file on the regional one, whichever we wrote, and reads a quote only at the
 * start of a cell):
 * - a field holding either separator, a tab, a quote or a line break is quoted, so it stays one
 *   cell when opened as written;
 * - every cell a spreadsheet could cut out of a field — the field itself, and what follows a
 *   comma, a semicolon, a tab or a line break inside it — that would run as a formula
 *   (`=HYPERLINK(…)`, a phone `+41 …`, `@SUM`, a tab or carriage return first) gets a leading
 *   apostrophe: `Bonjour;=1+1;` is written `"Bonjour;'=1+1;"`.
 */

export type CsvCell = string | number | null | undefined;

/** The comma (RFC 4180), or the semicolon of Excel in French-speaking regional settings. */
export type CsvSeparator = ',' | ';';

export const csvContentType = 'text/csv; charset=utf-8';

/** The most rows one export sends (newest first): beyond, the filters must narrow it. */
export const csvExportMaxRows = 50_000;

const byteOrderMark = '\uFEFF';

/**
 * Where a cell may start (the field's start, or after a character some reading splits on) when
 * its first character makes Excel, LibreOffice or Sheets read it as a formula.
 */
const formulaStart = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/** What ends a cell under either separator, or a line. */
const needsQuotes = /[",;\t\r\n]/;

/** One field as written in the file. Numbers are our own values, never neutralised. */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = value.replace(formulaStart, "'");
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of the file, ended by CRLF. */
export function csvLine(cells: readonly CsvCell[], separator: CsvSeparator = ','): string {
  return cells.map(csvField).join(separator) + '\r\n';
}

/** Lines encoded per chunk of the stream: a few kilobytes, written as the reader takes them. */
const linesPerChunk = 200;

/**
 * The whole file as a stream of UTF-8 bytes: the byte-order mark and header row at once, then
 * the rows as the reader asks for them, so an export never holds the whole file in memory.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
  separator: CsvSeparator = ',',
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(byteOrderMark + csvLine(header, separator)));
    },
    async pull(controller) {
      let chunk = '';
      for (let count = 0; count < linesPerChunk; count++) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(next.value, separator);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The separator an export link asks for: `?separator=semicolon`, else the comma. */
export function csvSeparatorOf(params: URLSearchParams): CsvSeparator {
  return params.get('separator') === 'semicolon' ? ';' : ',';
}

/** An export link asking for the semicolon-separated file Excel opens directly. */
export function semicolonExportHref(href: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}separator=semicolon`;
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
