import { CsvError, parse } from 'csv-parse/sync';

/*
 * Reading a CSV file a person sends (the subscribers' import), apart from src/lib/csv.ts, whose
 * writing helpers the browser loads too: the parser stays out of the browser's bundle.
 */

/** A file that is not CSV a spreadsheet would read: a quote left open, text after a closing one. */
export class UnreadableCsv extends Error {
  constructor(
    /** The line (from 1) where reading stopped. */
    readonly line: number,
    options: ErrorOptions,
  ) {
    super(`unreadable CSV at line ${line}`, options);
  }
}

/**
 * A CSV file as rows of fields (RFC 4180 quoting, read by csv-parse), separated by commas or, as
 * spreadsheets in French-speaking countries write them, semicolons (whichever the first line has
 * more of). A byte-order mark, blank lines and lines of empty fields are ignored; fields are
 * trimmed; rows may have different lengths. Throws UnreadableCsv.
 */
export function parseCsv(text: string): string[][] {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  try {
    return parse(text, {
      bom: true,
      delimiter,
      // Lines ended either way, mixed too (a file pasted together from two sources).
      record_delimiter: ['\r\n', '\n', '\r'],
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
    });
  } catch (error) {
    // csv-parse's errors carry their context untyped; `lines` counts from 1.
    if (error instanceof CsvError) throw new UnreadableCsv(Number(error.lines), { cause: error });
    throw error;
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
