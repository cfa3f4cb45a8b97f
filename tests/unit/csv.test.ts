import { describe, expect, it } from 'vitest';
import { csvDateTime, csvDownloadHeaders, csvField, csvFileDate, parseCsv, toCsv } from '@/lib/csv';

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

  it('quotes fields holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('Favre, SA')).toBe('"Favre, SA"');
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
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
  ])('neutralises %j against formula injection', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('only looks at the first character', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('x@example.ch')).toBe('x@example.ch');
    expect(csvField(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const csv = toCsv(
      ['Nom', 'Message'],
      [
        ['Amélie', 'Bonjour'],
        ['Jörg', null],
      ],
    );
    expect(csv).toBe('\uFEFFNom,Message\r\nAmélie,Bonjour\r\nJörg,\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('writes only the header when there is nothing to export', () => {
    expect(toCsv(['E-mail'], [])).toBe('\uFEFFE-mail\r\n');
  });

  it('keeps multi-line messages in one quoted field', () => {
    expect(toCsv(['m'], [['a\nb'], ['=x']])).toBe('\uFEFFm\r\n"a\nb"\r\n\'=x\r\n');
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
  it('reads what toCsv writes, byte-order mark and quoting included', () => {
    const rows = [
      ['E-mail', 'Nom'],
      ['a@example.ch', 'Favre, SA'],
      ['b@example.ch', 'Le "meilleur"\nsur deux lignes'],
    ];
    expect(parseCsv(toCsv(rows[0]!, rows.slice(1)))).toEqual(rows);
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
});
