'use client';
/**
 * What the site holds about one address, a table per kind of data (the sources of decision 039),
 * each value shown as staff read it: dates in Swiss time, languages, services and states in
 * words.
 */
import { useTranslations } from 'next-intl';
import { EmptyRow, Table, Td, Th, Tr } from '@/components/admin/ui/table';
import type { AdminLocale } from '@/i18n/admin-messages';
import type { Locale } from '@/i18n/locales';
import { formatAdminDate } from '@/lib/admin/format';
import {
  personalDataDateFields,
  type PersonalDataField,
  type PersonalDataReport,
} from '@/lib/privacy/personal-data';

export function PersonalDataSections({
  report,
  locale,
  languageNames,
  serviceNames,
}: {
  report: PersonalDataReport;
  locale: AdminLocale;
  languageNames: Record<Locale, string>;
  serviceNames: Record<string, string>;
}) {
  const t = useTranslations('personalData');

  const shown = (field: PersonalDataField, value: string | null | undefined): string => {
    if (!value) return '—';
    if (personalDataDateFields.has(field)) return formatAdminDate(locale, value);
    if (field === 'language') return languageNames[value as Locale] ?? value;
    if (field === 'service') return serviceNames[value] ?? value;
    if (field === 'status' || field === 'consent') {
      const key = `values.${field}.${value}`;
      return t.has(key) ? t(key as 'values.status.new') : value;
    }
    return value;
  };

  return (
    <div className="mt-8 space-y-8">
      {report.sections.map((section) => {
        const title = t(`kinds.${section.kind}`);
        const headingId = `personal-data-${section.kind}`;
        return (
          <section key={section.kind} aria-labelledby={headingId} data-kind={section.kind}>
            <h2 id={headingId} className="mb-3 text-lg font-semibold text-fg">
              {title}{' '}
              <span className="text-sm font-normal text-fg-muted">
                ({t('sectionCount', { count: section.records.length })})
              </span>
            </h2>
            <Table caption={t('tableCaption', { kind: title, address: report.address })}>
              <thead>
                <tr>
                  {section.fields.map((field) => (
                    <Th key={field}>{t(`fields.${field}`)}</Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {section.records.length === 0 ? (
                  <EmptyRow colSpan={section.fields.length}>{t('sectionEmpty')}</EmptyRow>
                ) : (
                  section.records.map((record) => (
                    <Tr key={record.id}>
                      {section.fields.map((field) => (
                        <Td
                          key={field}
                          // A name or a message in Arabic reads right to left in a French screen.
                          dir="auto"
                          className={
                            field === 'message' || field === 'summary'
                              ? 'max-w-md min-w-56 whitespace-pre-wrap'
                              : 'whitespace-nowrap'
                          }
                        >
                          {shown(field, record.values[field])}
                        </Td>
                      ))}
                    </Tr>
                  ))
                )}
              </tbody>
            </Table>
          </section>
        );
      })}
    </div>
  );
}
