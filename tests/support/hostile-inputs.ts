/*
 * Hostile inputs shared by the unit tables and the bounded fuzz (issue 34 §1, §2).
 */

/**
 * Targets that would leave the site once decoded, stored and served (issue 34 §1): encoded
 * slashes and backslashes, controls a browser drops, dot segments, double and mixed encodings.
 */
export const hostileRedirectTargets = [
  '/%2Fevil.example/x',
  '/%2fevil.example',
  '/%5Cevil.example/x',
  '/%5cevil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%2F%5Cevil.example',
  '/%5C%2Fevil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '/%0d/evil.example',
  '/%00/evil.example',
  '/%20/evil.example',
  '/%E3%80%80/evil.example',
  '/%C2%A0/evil.example',
  '/%E2%80%8B/evil.example',
  '/%252Fevil.example',
  '/%255Cevil.example',
  '/%25%32%46evil.example',
  '/a/..%2F%2Fevil.example',
  '/blog/%2E%2E%2F%2Fevil.example',
  '/blog/..%2Fadmin',
  '/.%2E/%2Fevil.example',
  '/%3F/x',
  '/%23/x',
  '/%2F',
  '/%2F/',
  'https:%2F%2Fevil.example',
  '\\evil.example',
  '/\tevil',
  'javascript:alert(1)',
] as const;

/**
 * Cells a visitor may type that a spreadsheet would run, or split into cells that it runs, when
 * the file is opened with either separator (issue 34 §2).
 */
export const hostileCsvCells = [
  '=1+1',
  '+41 79 123 45 67',
  '-2+3',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '=HYPERLINK("https://evil.example","Cliquez")',
  "=cmd|' /C calc'!A0",
  'Bonjour;=1+1;',
  'Bonjour,=1+1,',
  'Bonjour\t=1+1\t',
  'a;+1;b;-1;c;@x',
  '";=1+1;"',
  '",=1+1,"',
  'ligne 1\n=1+1',
  'ligne 1\r\n@SUM(A1)',
  'ligne 1\r-1',
  ' ;=1+1',
  ';',
  ',',
  '"',
  "'=1+1",
  '',
  'Amélie Favre, SA',
] as const;
