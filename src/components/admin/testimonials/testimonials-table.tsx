import Link from 'next/link';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import { formatAdminDate } from '@/lib/admin/format';
import type { AdminTranslator } from '@/server/admin/admin-i18n.server';
import type { TestimonialSummary } from '@/server/testimonials/testimonial-admin.server';

/** Every testimonial in display order: who, the French quote, stars, shown or hidden. */
export function TestimonialsTable({
  rows,
  t,
  locale,
}: {
  rows: TestimonialSummary[];
  t: AdminTranslator;
  locale: AdminLocale;
}) {
  return (
    <Table caption={t('testimonials.table.caption')}>
      <thead>
        <tr>
          <Th className="w-16">{t('testimonials.table.order')}</Th>
          <Th>{t('testimonials.table.name')}</Th>
          <Th>{t('testimonials.table.quote')}</Th>
          <Th>{t('testimonials.table.rating')}</Th>
          <Th>{t('testimonials.table.visibility')}</Th>
          <Th>{t('testimonials.table.updated')}</Th>
          <Th>
            <span className="sr-only">{t('ui.actions')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={7}>{t('testimonials.empty')}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id}>
              <Td className="font-mono text-fg-muted tabular-nums">{row.sortOrder}</Td>
              <Td className="min-w-44">
                <span className="block font-medium">{row.name}</span>
                <span className="block text-xs text-fg-muted">{row.company}</span>
              </Td>
              <Td className="max-w-md min-w-56 text-fg-muted">
                <span className="line-clamp-2">{row.quote}</span>
              </Td>
              <Td className="whitespace-nowrap">
                <span aria-hidden="true" className="text-amber-300">
                  {'★'.repeat(row.rating)}
                </span>
                <span aria-hidden="true" className="text-line">
                  {'★'.repeat(5 - row.rating)}
                </span>
                <span className="sr-only">{t('testimonials.stars', { rating: row.rating })}</span>
              </Td>
              <Td>
                <StatusBadge variant={row.visible ? 'success' : 'neutral'}>
                  {row.visible ? t('testimonials.visible') : t('testimonials.hidden')}
                </StatusBadge>
              </Td>
              <Td className="whitespace-nowrap text-fg-muted">
                {formatAdminDate(locale, row.updatedAt)}
              </Td>
              <Td className="text-end">
                <Link
                  href={`/admin/testimonials/${encodeURIComponent(row.id)}`}
                  aria-label={t('testimonials.table.editLabel', { name: row.name })}
                  className="font-medium text-accent-strong hover:text-fg hover:underline"
                >
                  {t('testimonials.table.edit')}
                </Link>
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
