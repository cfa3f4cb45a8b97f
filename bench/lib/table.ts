/** A table both printed to the terminal and written as Markdown into docs/performance.md. */
export interface Table {
  headers: string[];
  rows: string[][];
  /** Column alignment; numbers read best right-aligned. Defaults to left. */
  align?: Alignment[];
}

export type Alignment = 'left' | 'right';

/** `count` columns aligned alike, for a table's `align`. */
export const alike = (alignment: Alignment, count: number): Alignment[] =>
  Array.from({ length: count }, () => alignment);

const width = (text: string) => [...text].length;

export function tableToText(table: Table): string {
  const columns = table.headers.map((header, column) =>
    Math.max(width(header), ...table.rows.map((row) => width(row[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const pad = ' '.repeat((columns[column] ?? 0) - width(cell));
        return table.align?.[column] === 'right' ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd();
  return [
    line(table.headers),
    columns.map((size) => '─'.repeat(size)).join('  '),
    ...table.rows.map(line),
  ].join('\n');
}

export function tableToMarkdown(table: Table): string {
  const escape = (cell: string) => cell.replaceAll('|', '\\|');
  const separator = table.headers.map((_, column) =>
    table.align?.[column] === 'right' ? '---:' : '---',
  );
  return [table.headers, separator, ...table.rows]
    .map((row) => `| ${row.map(escape).join(' | ')} |`)
    .join('\n');
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const milliseconds = (value: number | null) =>
  value === null ? '—' : `${Math.round(value).toLocaleString('en-US')} ms`;
