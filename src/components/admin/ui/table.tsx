/**
 * Admin data tables: `<Table caption>`, `<Th>`, `<Td>`, `<Tr>` (row with hover), `<EmptyRow
 * colSpan>` (the "nothing here yet" line). From 768 px the columns share the width and their
 * texts wrap (no cell truncates: long e-mails break anywhere, see `breakAnywhere`); below, a table
 * wider than the screen scrolls inside its frame, its first column stays in place and a glow on
 * the far edge says there is more (the `.admin-table` rules in globals.css). The page itself never
 * scrolls sideways.
 * Usage: <Table caption="…"><thead><tr><Th>…</Th></tr></thead><tbody><Tr><Td>…</Td></Tr></tbody></Table>
 */
import type { ComponentProps, ReactNode } from 'react';

export function Table({
  caption,
  captionVisible = false,
  children,
  className = '',
}: {
  /** What the table lists; read by screen readers, shown only when `captionVisible`. */
  caption: ReactNode;
  captionVisible?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`admin-table relative rounded-xl border border-line bg-ink-card/40 ${className}`}
    >
      {/* `relative`: an absolutely positioned child (an sr-only header text) stays inside the
          frame instead of widening the page on a phone. */}
      <div className="admin-table-frame relative overflow-x-auto rounded-xl">
        <table className="w-full border-collapse text-sm">
          <caption
            className={
              captionVisible ? 'px-4 pt-3 pb-1 text-start text-sm text-fg-muted' : 'sr-only'
            }
          >
            {caption}
          </caption>
          {children}
        </table>
      </div>
      <span aria-hidden="true" className="admin-table-more" />
    </div>
  );
}

export function Th({ className = '', scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={`border-b border-line bg-ink-raised/70 px-4 py-2.5 text-start text-xs font-semibold tracking-wide whitespace-nowrap text-fg-muted uppercase ${className}`}
      {...props}
    />
  );
}

export function Tr({ className = '', ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={`border-b border-line/60 transition-colors last:border-b-0 hover:bg-ink-raised/50 ${className}`}
      {...props}
    />
  );
}

export function Td({ className = '', ...props }: ComponentProps<'td'>) {
  return <td className={`px-4 py-3 align-middle text-fg ${className}`} {...props} />;
}

/** For a cell holding one long word (an e-mail, a path): it may break anywhere rather than widen the table. */
export const breakAnywhere = '[overflow-wrap:anywhere]';

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-fg-muted">
        <p className="admin-table-empty">{children}</p>
      </td>
    </tr>
  );
}
