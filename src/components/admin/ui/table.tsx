/**
 * Admin data tables: `<Table caption>` (scrolls sideways on narrow screens), `<Th>`, `<Td>`,
 * `<Tr>` (row with hover), `<EmptyRow colSpan>` (the "nothing here yet" line).
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
      // `relative`: an absolutely positioned child (an sr-only header text) stays inside the scroller
      // instead of widening the page on a phone.
      className={`relative overflow-x-auto rounded-xl border border-line bg-ink-card/40 ${className}`}
    >
      <table className="w-full border-collapse text-sm">
        <caption
          className={captionVisible ? 'px-4 pt-3 pb-1 text-start text-sm text-fg-muted' : 'sr-only'}
        >
          {caption}
        </caption>
        {children}
      </table>
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

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-fg-muted">
        {children}
      </td>
    </tr>
  );
}
