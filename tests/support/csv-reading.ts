import { parse } from 'csv-parse/sync';
import type { CsvSeparator } from '@/lib/csv';

/** A streamed export as the bytes a browser saves, decoded (the byte-order mark kept). */
export async function streamedText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString('utf8');
}

/** Every item of an async iterable (Array.fromAsync, which Node 20 lacks). */
export async function collected<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** The rows of an export as a spreadsheet splits them under a separator (csv-parse, RFC 4180). */
export function spreadsheetRows(text: string, separator: CsvSeparator): string[][] {
  return parse(text, { bom: true, delimiter: separator, relax_column_count: true }) as string[][];
}

/**
 * The cells of an export opened with the other separator, as Excel splits a double-clicked file
 * on its regional one: a quote counts only at the start of a cell, and any line break (read as
 * the end of a row, whatever quote it is in) may start a cell.
 */
export function cellsUnderOtherSeparator(text: string, separator: CsvSeparator): string[] {
  return (
    parse(text, {
      bom: true,
      delimiter: separator,
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][]
  ).flatMap((row) => row.flatMap((cell) => cell.split(/\r\n|\r|\n/)));
}

/** What spreadsheets run as a formula when a cell starts with it (OWASP). */
export const formulaStart = /^[=+\-@\t\r]/;
