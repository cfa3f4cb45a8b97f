import { describe, expect, it } from 'vitest';
import { parseCsv, UnreadableCsv } from '@/lib/csv-reading';
import {
  csvDateTime,
  csvDownloadHeaders,
  csvField,
  csvFileDate,
  csvSeparatorOf,
  csvStream,
  semicolonExportHref,
  type CsvCell,
  type CsvSeparator,
} from '@/lib/csv';
import {
  cellsUnderOtherSeparator,
  formulaStart,
  spreadsheetRows,
  streamedText,
} from '../support/csv-reading';
import { hostileCsvCells } from '../support/hostile-inputs';

/** The file csvStream writes, as text. */
function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  separator: CsvSeparator = ',',
): Promise<string> {
  async function* each() {
    yield* rows;
  }
  return streamedText(csvStream(header, each(), separator));
}

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Amélie Favre')).toBe('Amélie Favre');
    expect(csvField(42)).toBe('42');
    expect(csvField(-3)).toBe('-3');
  });

  it('writes nothing for a missing value', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes fields holding either separator, a tab, a quote or a line break, doubling quotes', () => {
    expect(csvField('Favre, SA')).toBe('"Favre, SA"');
    expect(csvField('Bonjour; à bientôt;')).toBe('"Bonjour; à bientôt;"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('Le "meilleur"')).toBe('"Le ""meilleur"""');
    expect(csvField('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('"')).toBe('""""');
  });

  it.each([
    ['=cmd|" /C calc"!A0', `"'=cmd|"" /C calc""!A0"`],
    ['=1+1', "'=1+1"],
    ['+41 79 123 45 67', "'+41 79 123 45 67"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', `"'\t'=1"`],
    ['\r=1', `"'\r'=1"`],
  ])('neutralises %j against formula injection', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('leaves a formula character inside a cell alone', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('x@example.ch')).toBe('x@example.ch');
    expect(csvField(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', async () => {
    const csv = await toCsv(
      ['Nom', 'Message'],
      [
        ['Amélie', 'Bonjour'],
        ['Jörg', null],
      ],
    );
    expect(csv).toBe('\uFEFFNom,Message\r\nAmélie,Bonjour\r\nJörg,\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes only the header when there is nothing to export', async () => {
    expect(await toCsv(['E-mail'], [])).toBe('\uFEFFE-mail\r\n');
  });

  it('keeps multi-line messages in one quoted field', async () => {
    expect(await toCsv(['m'], [['a\nb'], ['=x']])).toBe('\uFEFFm\r\n"a\nb"\r\n\'=x\r\n');
  });

  it('separates by semicolons for Excel in Swiss or French settings, BOM kept', async () => {
    expect(
      await toCsv(
        ['Nom', 'Entreprise'],
        [
          ['Amélie', 'Favre; SA'],
          ['Jörg', 'a,b'],
        ],
        ';',
      ),
    ).toBe('\uFEFFNom;Entreprise\r\nAmélie;"Favre; SA"\r\nJörg;"a,b"\r\n');
  });

  it('streams a large export in chunks, every row once', async () => {
    const rows = Array.from({ length: 1234 }, (_, index) => [index, `ligne ${index}`]);
    const reader = csvStream(
      ['n', 'texte'],
      (async function* () {
        yield* rows;
      })(),
    ).getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read())
      chunks.push(read.value);
    expect(chunks.length).toBeGreaterThan(2);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(spreadsheetRows(text, ',')).toEqual([
      ['n', 'texte'],
      ...rows.map(([index, line]) => [String(index), line]),
    ]);
  });
});

describe('a hostile cell opened with either separator (issue 34 §2)', () => {
  it.each([',', ';'] as const)(
    'written with %j, stays one cell as typed or behind an apostrophe, never a formula',
    async (written) => {
      const csv = await toCsv(
        ['avant', 'cellule', 'après'],
        hostileCsvCells.map((cell) => ['a', cell, 'z']),
        written,
      );
      const rows = spreadsheetRows(csv, written);
      expect(rows.slice(1).map((row) => row.length)).toEqual(hostileCsvCells.map(() => 3));
      for (const [index, cell] of hostileCsvCells.entries())
        expect(rows[index + 1]![1]!.replaceAll("'", ''), JSON.stringify(cell)).toBe(
          cell.replaceAll("'", ''),
        );
      for (const cell of rows.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(formulaStart);
      // Opened with the other separator (Excel's regional one), no cell is a formula either.
      const other = written === ',' ? ';' : ',';
      for (const cell of cellsUnderOtherSeparator(csv, other))
        expect(cell, JSON.stringify(cell)).not.toMatch(formulaStart);
    },
  );

  it('neutralises every cell a separator inside a field could start', () => {
    expect(csvField('Bonjour;=1+1;')).toBe(`"Bonjour;'=1+1;"`);
    expect(csvField('a,+1\n@x\t-2')).toBe(`"a,'+1\n'@x\t'-2"`);
    expect(csvField('100-200 CHF, -10 %')).toBe('"100-200 CHF, -10 %"');
  });
});

describe('the separator an export link asks for', () => {
  it('is the semicolon only when asked', () => {
    expect(csvSeparatorOf(new URLSearchParams('separator=semicolon'))).toBe(';');
    expect(csvSeparatorOf(new URLSearchParams('separator=tab'))).toBe(',');
    expect(csvSeparatorOf(new URLSearchParams(''))).toBe(',');
    expect(semicolonExportHref('/api/admin/contacts/export')).toBe(
      '/api/admin/contacts/export?separator=semicolon',
    );
    expect(semicolonExportHref('/api/admin/contacts/export?status=new')).toBe(
      '/api/admin/contacts/export?status=new&separator=semicolon',
    );
  });
});

describe('dates', () => {
  it('writes Swiss local time, summer and winter', () => {
    expect(csvDateTime('2026-03-02T09:05:00.000Z')).toBe('2026-03-02 10:05');
    expect(csvDateTime(new Date('2026-07-02T23:05:00.000Z'))).toBe('2026-07-03 01:05');
    expect(csvDateTime('2026-01-01T00:00:00.000Z')).toBe('2026-01-01 01:00');
    expect(csvDateTime(null)).toBe('');
  });

  it('names files after the Swiss date', () => {
    expect(csvFileDate(new Date('2026-12-31T23:30:00.000Z'))).toBe('2027-01-01');
    expect(csvFileDate(new Date('2026-03-02T09:00:00.000Z'))).toBe('2026-03-02');
  });

  it('sends a download that is never cached or sniffed', () => {
    expect(csvDownloadHeaders('contacts-2026-03-02.csv')).toEqual({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename=contacts-2026-03-02.csv',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
});

describe('parseCsv', () => {
  it('reads what toCsv writes, byte-order mark and quoting included', async () => {
    const rows = [
      ['E-mail', 'Nom'],
      ['a@example.ch', 'Favre, SA'],
      ['b@example.ch', 'Le "meilleur"\nsur deux lignes'],
    ];
    expect(parseCsv(await toCsv(rows[0]!, rows.slice(1)))).toEqual(rows);
  });

  it('reads semicolons when the first line has more of them, trims fields, skips blank lines', () => {
    expect(parseCsv('email;langue\r\n a@example.ch ; ar \r\n\r\n;\nb@example.ch;fr')).toEqual([
      ['email', 'langue'],
      ['a@example.ch', 'ar'],
      ['b@example.ch', 'fr'],
    ]);
  });

  it('keeps a lone column and a last line without its end', () => {
    expect(parseCsv('a@example.ch\nb@example.ch')).toEqual([['a@example.ch'], ['b@example.ch']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('refuses a quote left open, naming the line where it opened', () => {
    const reading = () => parseCsv('email;langue\na@example.ch;fr\n"b@example.ch;ar\n');
    expect(reading).toThrow(UnreadableCsv);
    expect(reading).toThrow(expect.objectContaining({ line: 3 }));
  });
});
