import { TranslatedContentTable } from '@/components/admin/content/translated-content-table';
import { adminTranslator } from '@/server/admin/admin-i18n.server';
import type { TestimonialSummary } from '@/server/testimonials/testimonial-admin.server';

/** Every testimonial in display order: who, the French quote, stars, shown or hidden. */
export async function TestimonialsTable({ rows }: { rows: TestimonialSummary[] }) {
  const t = await adminTranslator();
  return (
    <TranslatedContentTable
      kind="testimonials"
      rows={rows}
      editLabel={(row) => t('testimonials.table.editLabel', { name: row.name })}
      columns={[
        {
          header: t('testimonials.table.name'),
          className: 'min-w-44',
          cell: (row) => (
            <>
              <span className="block font-medium">{row.name}</span>
              <span className="block text-xs text-fg-muted">{row.company}</span>
            </>
          ),
        },
        {
          header: t('testimonials.table.quote'),
          className: 'max-w-md min-w-56 text-fg-muted',
          cell: (row) => <span className="line-clamp-2">{row.quote}</span>,
        },
        {
          header: t('testimonials.table.rating'),
          className: 'whitespace-nowrap',
          cell: (row) => (
            <>
              <span aria-hidden="true" className="text-amber-300">
                {'★'.repeat(row.rating)}
              </span>
              <span aria-hidden="true" className="text-line">
                {'★'.repeat(5 - row.rating)}
              </span>
              <span className="sr-only">
                {t('testimonials.form.fields.rating.option', { rating: row.rating })}
              </span>
            </>
          ),
        },
      ]}
    />
  );
}
