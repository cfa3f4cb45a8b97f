/**
 * Previous / next links under a long admin list (`?page=`), with 'Page 2 sur 7'. Plain links: they
 * work without JavaScript and every page has its own URL.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClass } from '@/components/admin/ui/button';
import Link from 'next/link';

export function Pagination({
  page,
  pages,
  hrefOf,
  texts,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  texts: { label: string; previous: string; next: string; pageOf: string };
}) {
  if (pages <= 1) return null;
  const disabled = `${buttonClass({ size: 'sm' })} pointer-events-none opacity-50`;
  return (
    <nav aria-label={texts.label} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} rel="prev" className={buttonClass({ size: 'sm' })}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {texts.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {texts.previous}
        </span>
      )}
      <p className="text-sm text-fg-muted">{texts.pageOf}</p>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} rel="next" className={buttonClass({ size: 'sm' })}>
          {texts.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          {texts.next}
          <ChevronRight aria-hidden="true" className="size-4" />
        </span>
      )}
    </nav>
  );
}
